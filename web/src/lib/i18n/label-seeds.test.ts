import { readLabelSeed as readSeed } from "../../testing/label-seeds";
import { defaultLabels } from "./keys";
import { searchLabels } from "./search-labels";

/** Every default: the ones every page loads and the search's. */
const allDefaults: Record<string, string> = { ...defaultLabels, ...searchLabels };
const allKeys = Object.keys(allDefaults);

describe.each(["en-US", "es-ES"])("label seed %s", (code) => {
  const seed = readSeed(code);

  it("holds exactly the keys the web app defines", () => {
    expect(Object.keys(seed).sort()).toEqual([...allKeys].sort());
  });

  it("has a non-blank text for every key", () => {
    expect(Object.entries(seed).filter(([, text]) => text.trim() === "")).toEqual([]);
  });

  it("keeps every interpolation placeholder of the default text", () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    const mismatched = allKeys.filter(
      (key) => placeholders(seed[key] ?? "").join() !== placeholders(allDefaults[key]!).join(),
    );
    expect(mismatched).toEqual([]);
  });
});

describe("en-US label seed", () => {
  it("equals the web app's English defaults", () => {
    expect(readSeed("en-US")).toEqual(allDefaults);
  });
});

describe("es-ES label seed", () => {
  it("is translated: its texts differ from the English defaults", () => {
    const es = readSeed("es-ES");
    const same = Object.entries(es).filter(([key, text]) => text === allDefaults[key]);
    // Names that are the same word in both languages (and the letters of the date pattern).
    expect(same.map(([key]) => key).sort()).toEqual([
      "dateField.day",
      "dateField.month",
      "menu.resorts",
    ]);
  });
});
