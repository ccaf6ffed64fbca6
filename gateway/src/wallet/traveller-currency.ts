/**
 * The currency amounts are shown and booked in: the visitor's `currency_code` cookie when it
 * names an offered currency, else the signed-in viewer's currency when offered, else the site
 * default (spec §3 currency state, §9 default USD). The rule is `currentCurrency`'s.
 */
import type { LoginCheck } from "../accounts/accounts.mappers";
import { currentCurrency } from "../locale/locale-selection";
import type { CurrencyInfo } from "../locale/locale.types";

export function travellerCurrencyOf(
  info: CurrencyInfo,
  cookie: string | undefined,
  check: LoginCheck | null,
): string {
  return currentCurrency(info, cookie, check?.profile.currency_code).code.toUpperCase();
}
