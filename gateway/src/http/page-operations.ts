/**
 * The GraphQL side of a page the gateway renders (page-rendering.ts): the operations of one page
 * run in one context (its loaders batch the page's upstream calls as one request's would), and a
 * first visit gets its defaults before the page is rendered.
 */
import type { ApolloServer } from "@apollo/server";
import type { Request, Response } from "express";
import type { GatewayContext } from "../context";
import type { ExecuteOperation } from "./page-renderer";
import { COUNTRY_COOKIE, PREFERENCE_COOKIES, preferenceCookieOptions } from "./session";

/** An executor running every operation it is given in the one context `context()` makes. */
export function contextExecutor(
  apollo: ApolloServer<GatewayContext>,
  context: () => GatewayContext,
): ExecuteOperation {
  let contextValue: GatewayContext | undefined;
  return async (request) => {
    contextValue ??= context();
    const response = await apollo.executeOperation(request, { contextValue });
    if (response.body.kind !== "single") throw new Error("a page's operation answered in parts");
    return response.body.singleResult;
  };
}

const VISITOR_DEFAULTS =
  "query PageVisitorDefaults { visitorDefaults { countryId currency { code } } }";

/**
 * First-visit rule (spec §3, §9), as the web app applies it (features/locale/first-visit-*): a
 * visitor without a `currency_code` or `country` cookie gets the defaults of its address, only
 * the missing cookies are written, and the page is rendered with them — a first page in the
 * visitor's currency, not in USD until the app starts. The cookies go out with the page and
 * count for this request (`req.cookies`). A failed lookup leaves the visit as it is: the app
 * asks again.
 */
export async function applyFirstVisitDefaults(
  req: Request,
  res: Response,
  execute: ExecuteOperation,
): Promise<void> {
  const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
  const currencyCookie = PREFERENCE_COOKIES.currencyCode;
  if (cookies[currencyCookie] && cookies[COUNTRY_COOKIE]) return;
  const { data, errors } = await execute({ query: VISITOR_DEFAULTS });
  const defaults = (
    data as
      { visitorDefaults?: { countryId: string; currency: { code: string } } } | null | undefined
  )?.visitorDefaults;
  if (errors?.length || !defaults) return;
  const wanted: [string, string][] = [
    [currencyCookie, defaults.currency.code],
    [COUNTRY_COOKIE, defaults.countryId],
  ];
  const written: Record<string, string> = {};
  for (const [name, value] of wanted) {
    if (cookies[name] || value === "") continue;
    res.cookie(name, value, preferenceCookieOptions(req.secure));
    written[name] = value;
  }
  req.cookies = { ...cookies, ...written };
}
