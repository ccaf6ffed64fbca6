/**
 * Currency-list rules over the ISO 4217 list (currency-codes):
 * - status 1 (offered) when the currency is not an ISO fund, is used by at least one country
 *   (see currency-users.ts) and has a USD rate in the snapshot; else 0 (precious metals, bond
 *   units, SDR, test and "no currency" codes, funds such as USN);
 * - flag: the main country's flag, the country whose code starts the currency code (ISO 4217
 *   builds codes from the issuer's alpha-2: USD → US, EUR → EU); failing that the only country
 *   using it; null for shared currencies with no issuer country (XCD, XOF, XAF, XPF…);
 * - ids follow the currency code, with USD pinned to 9 (spec §9: default site currency USD, id 9).
 */
import { flagEmoji } from "./flag-emoji";
import { assignStableIds } from "./stable-ids";

export interface CurrencyRow {
  id: number;
  code: string;
  name: string;
  status: 0 | 1;
  flag: string | null;
}

export interface CurrencySource {
  code: string;
  name: string;
  /** Alpha-2 codes of the countries using it (see currencyUsers). */
  users: readonly string[];
  isFund: boolean;
  hasUsdRate: boolean;
}

export const DEFAULT_CURRENCY_CODE = "USD";
export const DEFAULT_CURRENCY_ID = 9;

/** Currency-status rule (see the module comment). */
export function currencyStatus(c: Pick<CurrencySource, "users" | "isFund" | "hasUsdRate">): 0 | 1 {
  return !c.isFund && c.users.length > 0 && c.hasUsdRate ? 1 : 0;
}

/** Main-country rule: the issuer named by the code's first two letters, else the only user. */
export function mainCountryOf(code: string, users: readonly string[]): string | null {
  const issuer = code.slice(0, 2);
  if (users.includes(issuer)) return issuer;
  return users.length === 1 ? (users[0] ?? null) : null;
}

export function buildCurrencyRows(sources: readonly CurrencySource[]): CurrencyRow[] {
  const codes = sources.map((s) => s.code).sort();
  const ids = assignStableIds(codes, { [DEFAULT_CURRENCY_CODE]: DEFAULT_CURRENCY_ID });
  return sources
    .map((s): CurrencyRow => {
      const main = mainCountryOf(s.code, s.users);
      return {
        id: ids.get(s.code) ?? 0,
        code: s.code,
        name: s.name,
        status: currencyStatus(s),
        flag: main === null ? null : flagEmoji(main),
      };
    })
    .sort((a, b) => a.id - b.id);
}
