import { parsePreferenceInput } from "./preference-input";

describe("parsePreferenceInput", () => {
  it.each([
    [
      { currencyCode: "eur", language: "es-ES" },
      { currencyCode: "EUR", language: "es-ES" },
    ],
    [
      { currencyCode: " GBP ", language: null },
      { currencyCode: "GBP", language: null },
    ],
    [{ language: "en-us" }, { currencyCode: null, language: "en-us" }],
    [
      { currencyCode: "  ", language: "es-ES" },
      { currencyCode: null, language: "es-ES" },
    ],
  ])("accepts %j", (input, value) => {
    expect(parsePreferenceInput(input)).toEqual({ ok: true, value });
  });

  it.each([
    [{ currencyCode: "EURO" }, ["UNKNOWN_CURRENCY"]],
    [{ currencyCode: "U$D", language: "en-US" }, ["UNKNOWN_CURRENCY"]],
    [{ language: "<script>" }, ["UNKNOWN_LANGUAGE"]],
    [
      { currencyCode: "12", language: "english language" },
      ["UNKNOWN_CURRENCY", "UNKNOWN_LANGUAGE"],
    ],
    [{}, ["NOTHING_TO_CHANGE"]],
    [{ currencyCode: "", language: " " }, ["NOTHING_TO_CHANGE"]],
  ])("refuses %j", (input, codes) => {
    const result = parsePreferenceInput(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.code)).toEqual(codes);
  });

  it("names the field of each bad code", () => {
    const result = parsePreferenceInput({ currencyCode: "x", language: "?" });
    expect(result).toMatchObject({
      ok: false,
      errors: [{ field: "currencyCode" }, { field: "language" }],
    });
  });
});
