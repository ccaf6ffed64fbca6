/** msw handlers of the upstream preferences contract: stored currency/language, geolocation. */
import { http, HttpResponse } from "msw";
import { accountsDb, db } from "./upstream-db";

type Json = Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** Addresses the mocked upstream can locate: alpha-2 code and the country's main currency. */
export const LOCATED_IPS: Record<string, { countryCode: string; currencyCode: string }> = {
  "8.8.8.8": { countryCode: "US", currencyCode: "USD" },
  "81.2.69.160": { countryCode: "GB", currencyCode: "GBP" },
  "126.0.0.1": { countryCode: "JP", currencyCode: "JPY" },
  // a country whose currency the site does not offer (CHF is inactive in the test data)
  "5.148.0.1": { countryCode: "US", currencyCode: "CHF" },
};

const refused = (code: string, message: string) =>
  HttpResponse.json({ status: 0, code, message }, { status: 400 });

export function createPreferencesHandlers(baseUrl: string) {
  const url = (path: string) => `${baseUrl}${path}`;
  return [
    http.post(url("/api/profile/updatePrefCurrLang"), async ({ request }) => {
      const body = (await request.json()) as Json;
      accountsDb.received.push({
        path: "/api/profile/updatePrefCurrLang",
        body,
        authorization: request.headers.get("authorization"),
      });
      const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
      const account = accountsDb.accounts.find((a) => a.userId === accountsDb.sessions[token]);
      if (!account)
        return HttpResponse.json({ status: 0, message: "Session expired" }, { status: 401 });
      const currency = text(body.currency_code).toUpperCase();
      const language = text(body.language);
      if (currency === "" && language === "")
        return refused("NOTHING_TO_CHANGE", "Send currency_code, language or both");
      const offered = db.currencies.find((c) => c.status === 1 && c.code === currency);
      if (currency !== "" && !offered)
        return refused("UNKNOWN_CURRENCY", "currency_code is not a currency the site offers");
      const known = db.languages.find((l) => l.code.toLowerCase() === language.toLowerCase());
      if (language !== "" && !known)
        return refused("UNKNOWN_LANGUAGE", "language is not a language of the site");
      if (offered) account.currency_code = offered.code;
      if (known) account.language = known.code;
      return HttpResponse.json({
        status: 1,
        data: { currency_code: account.currency_code, language: account.language },
      });
    }),
    http.post(url("/api/general/getGeolocationByIp"), async ({ request }) => {
      const ip = text(((await request.json()) as Json).ip);
      const located = LOCATED_IPS[ip];
      const country = located && db.countries.find((c) => c.countryCode === located.countryCode);
      return HttpResponse.json({
        status: 1,
        data: {
          ip,
          countryCode: located?.countryCode ?? null,
          countryId: country?.countryId ?? null,
          currencyCode: located?.currencyCode ?? null,
        },
      });
    }),
  ];
}
