// The public API of @travel/schema/validation: nothing leaves it by accident, and no node import.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import * as validation from "./index";

it("exports exactly the documented API", () => {
  expect(Object.keys(validation).sort()).toMatchSnapshot();
});

it("imports no node built-ins (the web app bundles it)", () => {
  const sources = readdirSync(__dirname).filter(
    (f) => f.endsWith(".ts") && !f.endsWith(".test.ts"),
  );
  for (const file of sources) {
    expect(readFileSync(join(__dirname, file), "utf8")).not.toMatch(/from "node:|require\(/);
  }
});
