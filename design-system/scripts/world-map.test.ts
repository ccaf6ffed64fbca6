import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { worldMapModule } from "./world-map";

const committed = resolve(__dirname, "../src/components/offer-map/world.generated.ts");

test("the committed world map is what the generator makes from world-atlas", () => {
  const made = worldMapModule((file) =>
    readFileSync(require.resolve(`world-atlas/${file}`), "utf8"),
  );
  // `npm run generate:world-map -w design-system` writes it again
  expect(made === readFileSync(committed, "utf8")).toBe(true);
});
