import { useEffect, useLayoutEffect, useRef } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useLocation } from "react-router-dom";
import { useSession } from "../../lib/session/session-context";
import { pageCodeFor } from "./page-code";
import { SiteStylesQuery } from "./site-styles-query";

/** Attribute of the <style> element holding the organisation's styles. */
export const SITE_STYLES_ATTRIBUTE = "data-site-styles";

/** The <style data-site-styles> element in <head>, created once. */
function styleElement(): HTMLStyleElement {
  const found = document.head.querySelector<HTMLStyleElement>(`style[${SITE_STYLES_ATTRIBUTE}]`);
  if (found) return found;
  const element = document.createElement("style");
  element.setAttribute(SITE_STYLES_ATTRIBUTE, "");
  document.head.append(element);
  return element;
}

/**
 * Applies the organisation's white-label styles to the current page: the page code comes from
 * the route (see page-code.ts), the gateway answers with sanitised CSS for the visitor's
 * session, and the CSS goes into `<style data-site-styles>` in <head> as text (never as HTML).
 * Refetches when the route's page code changes and when the visitor signs in or out; keeps the
 * previous styles until the new ones arrive, and removes them when unmounted. Renders nothing
 * in the browser; on the server (a page the gateway renders, complete without the app) it
 * renders the element in place, which the app's own replaces when it takes the page over.
 */
export function SiteStyles() {
  const { pathname } = useLocation();
  const pageCode = pageCodeFor(pathname);
  const { viewer, loading } = useSession();
  const signedIn = viewer !== null;
  const client = useApolloClient();
  const { data, refetch } = useQuery(SiteStylesQuery, { variables: { pageCode } });

  // The gateway reads the session itself, so the first answer already fits it. When a settled
  // session state changes, every page's cached styles are for the other state: drop them all
  // and fetch this page's again.
  const settled = useRef<boolean | null>(null);
  useEffect(() => {
    if (loading) return;
    if (settled.current !== null && settled.current !== signedIn) {
      client.cache.evict({ id: "ROOT_QUERY", fieldName: "siteStyles" });
      client.cache.gc();
      void refetch();
    }
    settled.current = signedIn;
  }, [signedIn, loading, refetch, client]);

  const css = data?.siteStyles.css;
  useLayoutEffect(() => {
    if (css === undefined) return;
    const element = styleElement();
    element.setAttribute("data-page-code", data?.siteStyles.pageCode ?? "");
    element.textContent = css;
  }, [css, data?.siteStyles.pageCode]);
  useEffect(
    () => () => document.head.querySelector(`style[${SITE_STYLES_ATTRIBUTE}]`)?.remove(),
    [],
  );

  if (typeof document === "undefined" && css !== undefined) {
    const attributes = { [SITE_STYLES_ATTRIBUTE]: "", "data-page-code": data?.siteStyles.pageCode };
    return <style {...attributes}>{css}</style>;
  }
  return null;
}
