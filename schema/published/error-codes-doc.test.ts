import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSchema } from "graphql";
import {
  END_MARKER,
  START_MARKER,
  errorCodeEnums,
  errorCodesSection,
  withErrorCodesSection,
} from "./error-codes-doc";

const root = join(__dirname, "../..");
const sdl = readFileSync(join(__dirname, "schema.graphql"), "utf8");
const guide = readFileSync(join(root, "docs/partners.md"), "utf8");

describe("the partner guide's error codes", () => {
  it("are the ones generated from the published SDL (npm run docs:error-codes)", () => {
    expect(guide).toBe(withErrorCodesSection(guide, errorCodesSection(sdl)));
  });

  it("name every value of every domain's error-code enum, each described", () => {
    const section = guide.slice(guide.indexOf(START_MARKER), guide.indexOf(END_MARKER));
    const enums = errorCodeEnums(buildSchema(sdl));
    expect(enums.map((e) => e.name)).toEqual(
      expect.arrayContaining(["AccountErrorCode", "BookingErrorCode", "ProfileErrorCode"]),
    );
    for (const codes of enums) {
      expect(section).toContain(`#### \`${codes.name}\``);
      for (const value of codes.getValues()) {
        expect(value.description?.trim()).toBeTruthy();
        expect(section).toContain(`- \`${value.name}\`: `);
      }
    }
  });
});
