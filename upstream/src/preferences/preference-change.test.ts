import { parsePreferenceChange, PREFERENCE_MESSAGES } from "./preference-change";

describe("parsePreferenceChange", () => {
  it.each([
    [
      { currency_code: "eur", language: "es-ES" },
      { currencyCode: "EUR", language: "es-ES" },
    ],
    [{ currency_code: " GBP " }, { currencyCode: "GBP", language: null }],
    [{ language: "en-us" }, { currencyCode: null, language: "en-us" }],
    [
      { currency_code: "", language: "es-ES" },
      { currencyCode: null, language: "es-ES" },
    ],
  ])("accepts %j", (body, value) => {
    expect(parsePreferenceChange(body)).toEqual({ ok: true, value });
  });

  it.each([
    [{ currency_code: "EURO" }, "UNKNOWN_CURRENCY", PREFERENCE_MESSAGES.currency],
    [{ currency_code: 978 }, "UNKNOWN_CURRENCY", PREFERENCE_MESSAGES.currency],
    [{ currency_code: "US$" }, "UNKNOWN_CURRENCY", PREFERENCE_MESSAGES.currency],
    [{ language: "English!" }, "UNKNOWN_LANGUAGE", PREFERENCE_MESSAGES.language],
    [{ language: ["es-ES"] }, "UNKNOWN_LANGUAGE", PREFERENCE_MESSAGES.language],
    [{}, "NOTHING_TO_CHANGE", PREFERENCE_MESSAGES.nothing],
    [{ currency_code: " ", language: null }, "NOTHING_TO_CHANGE", PREFERENCE_MESSAGES.nothing],
  ])("refuses %j with %s", (body, code, message) => {
    expect(parsePreferenceChange(body)).toEqual({ ok: false, code, message });
  });
});
