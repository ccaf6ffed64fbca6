/**
 * The currency amounts are shown and booked in: the visitor's `currency_code` cookie when it
 * names an offered currency, else the signed-in viewer's currency when offered, else the site
 * default (spec §3 currency state, §9 default USD).
 */
import type { LoginCheck } from "../accounts/accounts.mappers";
import { currentCurrency } from "../locale/locale-selection";
import type { CurrencyInfo } from "../locale/locale.types";

const offered = (info: CurrencyInfo, code: string | null | undefined) =>
  code
    ? (info.currencies.find(
        (c) => c.status === 1 && c.code.trim().toUpperCase() === code.trim().toUpperCase(),
      ) ?? null)
    : null;

export function travellerCurrencyOf(
  info: CurrencyInfo,
  cookie: string | undefined,
  check: LoginCheck | null,
): string {
  const chosen =
    offered(info, cookie) ??
    offered(info, check?.profile.currency_code) ??
    currentCurrency(info, undefined);
  return chosen.code.toUpperCase();
}
