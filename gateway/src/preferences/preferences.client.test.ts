import { captureCall, TEST_META } from "../testing/client-decoders";
import { DecodeError } from "../upstream/decode";
import { createPreferencesClient } from "./preferences.client";

describe("preferences answers, checked against the contract", () => {
  const update = captureCall(createPreferencesClient, (c) =>
    c.updatePreferences(TEST_META, "t", { currency_code: "EUR", language: null }),
  );

  it("hands 4xx answers to the decoder", () => {
    expect(update.options).toMatchObject({ bearer: "t", decodeClientErrors: true });
  });

  it("reads the stored values and every documented refusal", () => {
    expect(update.decode({ status: 1, data: { currency_code: "EUR", language: "en-US" } })).toEqual(
      { ok: true, currencyCode: "EUR", language: "en-US" },
    );
    const refusal = { status: 0, code: "UNKNOWN_CURRENCY", message: "no such currency" };
    expect(update.decode(refusal, 400)).toEqual({ ok: false, ...refusal, status: undefined });
    expect(update.decode({ status: 0, message: "currency_code must be text" }, 400)).toEqual({
      ok: false,
      code: null,
      message: "currency_code must be text",
    });
    expect(update.decode({ status: 0, message: "Session expired" }, 401)).toEqual({
      ok: false,
      code: "SESSION_EXPIRED",
      message: "Session expired",
    });
  });

  it("fails an answer outside the contract", () => {
    expect(() => update.decode({ status: 0, code: "NOPE", message: "x" }, 400)).toThrow(
      DecodeError,
    );
    expect(() => update.decode({ status: 0, message: "Forbidden" }, 403)).toThrow(DecodeError);
    expect(() => update.decode({ status: 1, data: { currency_code: "EUR" } })).toThrow(
      "body.data.language is missing",
    );
  });

  it("reads a geolocation, nulls included", () => {
    const { decode } = captureCall(createPreferencesClient, (c) => c.geolocate(TEST_META, "::1"));
    const nowhere = { ip: "::1", countryCode: null, countryId: null, currencyCode: null };
    expect(decode({ status: 1, data: nowhere })).toEqual(nowhere);
    expect(() => decode({ status: 1, data: { ...nowhere, ip: "nowhere" } })).toThrow(DecodeError);
  });
});
