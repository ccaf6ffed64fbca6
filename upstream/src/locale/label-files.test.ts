import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LABELS_DIR, parseLabels, readLabelFile } from "./label-files";
import { SITE_LANGUAGES } from "./languages";

describe("parseLabels", () => {
  it("accepts a flat map of strings", () => {
    expect(parseLabels({ "menu.hotel": "Hotels" }, "en-US.json")).toEqual({
      "menu.hotel": "Hotels",
    });
  });

  it("names the file and key of bad content", () => {
    expect(() => parseLabels([], "x.json")).toThrow("Label file x.json must hold a JSON object");
    expect(() => parseLabels({ a: { b: "c" } }, "x.json")).toThrow(
      "Label a in x.json must be a string",
    );
    expect(() => parseLabels({ " ": "c" }, "x.json")).toThrow("x.json has an empty field name");
  });
});

describe("readLabelFile", () => {
  it("reads every site language's file from the web app's folder", () => {
    for (const language of SITE_LANGUAGES) {
      expect(Object.keys(readLabelFile(LABELS_DIR, language.code) ?? {}).length).toBeGreaterThan(0);
    }
  });

  it("gives null for a missing file and a clear error for invalid JSON", () => {
    const dir = mkdtempSync(join(tmpdir(), "labels-"));
    try {
      expect(readLabelFile(dir, "fr-FR")).toBeNull();
      writeFileSync(join(dir, "fr-FR.json"), "{");
      expect(() => readLabelFile(dir, "fr-FR")).toThrow("Label file fr-FR.json is not valid JSON");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
