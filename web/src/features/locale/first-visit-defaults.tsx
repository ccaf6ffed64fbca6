import { useEffect } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { readCookie, writePreferenceCookie } from "../../lib/cookies";
import { CURRENCY_COOKIE } from "../../lib/locale/locale-cookies";
import { firstVisitCookies, needsFirstVisitDefaults } from "./first-visit-cookies";
import { LocaleInfoQuery } from "../../lib/locale/locale-info-query";
import { VisitorDefaultsQuery } from "./visitor-defaults-query";

/**
 * On a first visit (no `currency_code` or `country` cookie) asks the gateway once for the
 * country and currency of the visitor's address and stores the missing cookies; prices then
 * show in that currency. Renders nothing.
 */
export function FirstVisitDefaults() {
  const client = useApolloClient();
  // in the browser only: the gateway, rendering a page, has no cookies to write
  const needed = typeof document !== "undefined" && needsFirstVisitDefaults(readCookie);
  const { data } = useQuery(VisitorDefaultsQuery, { skip: !needed, fetchPolicy: "network-only" });
  const defaults = data?.visitorDefaults;

  useEffect(() => {
    if (!defaults) return;
    const written = firstVisitCookies(readCookie, {
      countryId: defaults.countryId,
      currencyCode: defaults.currency.code,
    });
    for (const [name, value] of written) writePreferenceCookie(name, value);
    if (written.some(([name]) => name === CURRENCY_COOKIE)) {
      client.refetchQueries({ include: [LocaleInfoQuery] }).catch((e: unknown) => {
        console.warn("Could not refresh the locale after the first-visit defaults", e);
      });
    }
  }, [client, defaults]);

  return null;
}
