/** Decoders of the locale endpoints' bodies. */
import { envelope, listOf, num, object, oneOf, str, strOrNull } from "../upstream/decode";
import type { CurrencyMapper, LanguageMapper } from "./locale.mappers";
import type { CurrencyInfo, CurrencyRates, PreferredRef } from "./locale.types";

function preferred(value: unknown, what: string): PreferredRef {
  const ref = object(value, what);
  return { id: num(ref, "id"), code: str(ref, "code") };
}

export function decodeCurrencyInfo(json: unknown): CurrencyInfo {
  const data = object(envelope(json, ["data"]), "body.data");
  const currencies = listOf(data.currencies, "currencies", (c): CurrencyMapper => ({
    id: num(c, "id"),
    name: str(c, "name"),
    code: str(c, "code"),
    status: oneOf(c, "status", [1, 0]),
    flag: strOrNull(c, "flag"),
  }));
  const languages = listOf(data.languages, "languages", (l): LanguageMapper => ({
    id: num(l, "id"),
    code: str(l, "code"),
    name: str(l, "name"),
    labels: listOf(l.labels, "labels", (label) => ({
      field_name: str(label, "field_name"),
      wl_lang_value: str(label, "wl_lang_value"),
    })),
  }));
  return {
    currencies,
    languages,
    preferredCurrency: preferred(data.preferredCurrency, "preferredCurrency"),
    preferredLanguage: preferred(data.preferredLanguage, "preferredLanguage"),
  };
}

export function decodeCurrencyRates(json: unknown): CurrencyRates {
  const data = object(envelope(json, ["data", "data"]), "body.data.data");
  return {
    fromCurrency: str(data, "fromCurrency"),
    roes: listOf(data.roes, "roes", (r) => ({
      currency: str(r, "currency"),
      rate: num(r, "rate"),
    })),
    rateDate: str(data, "rateDate"),
  };
}
