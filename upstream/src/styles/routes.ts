/**
 * REST routes of the white-label styles (spec §7): the organisation's CSS for a page, its
 * pre- and post-login CSS by site API key, and named stylesheets as text/css. The developers'
 * route (on with OUTBOX_ENABLED, like the outbox) replaces a page's CSS of one phase.
 */
import type { Db } from "../db/db";
import { HttpError } from "../http/http-error";
import { ok, type Route } from "../http/router";
import { SITE_ORG_ID } from "../site/organisation";
import { apiKeyField, cssField, pageCodeField, phaseField, stylesheetName } from "./style-params";
import { orgForApiKey, pageCss, pageStylesheets, replacePageCss, stylesheet } from "./store";

export const UNKNOWN_API_KEY = "Unknown site API key";
export const UNKNOWN_STYLESHEET = "No stylesheet of that name";

export function styleRoutes(db: Db, options: { devRoutes: boolean }): Route[] {
  const routes: Route[] = [
    {
      method: "POST",
      path: "/api/general/getwhitelabelcss",
      handler: async ({ body }) => {
        const pageCode = pageCodeField(body);
        const [css, stylesheets] = await Promise.all([
          pageCss(db, SITE_ORG_ID, pageCode, "both"),
          pageStylesheets(db, SITE_ORG_ID, pageCode),
        ]);
        return ok({ status: 1, data: { pageCode, css, stylesheets } });
      },
    },
    {
      method: "POST",
      path: "/api/general/getCssPreAndPostLogin",
      handler: async ({ body }) => {
        const pageCode = pageCodeField(body);
        const orgId = await orgForApiKey(db, apiKeyField(body));
        if (orgId === null) throw new HttpError(403, UNKNOWN_API_KEY, "UNKNOWN_API_KEY");
        const [preLogin, postLogin] = await Promise.all([
          pageCss(db, orgId, pageCode, "before_login"),
          pageCss(db, orgId, pageCode, "after_login"),
        ]);
        return ok({ status: 1, data: { pageCode, preLogin, postLogin } });
      },
    },
    {
      method: "GET",
      path: "/api/general/getCss/{name}",
      handler: async ({ params }) => {
        const name = stylesheetName(params?.name ?? "");
        if (name === null)
          throw new HttpError(
            400,
            "name must be a stylesheet name: lower-case letters, digits, - or _ (optionally .css)",
          );
        const css = await stylesheet(db, SITE_ORG_ID, name);
        if (css === null) throw new HttpError(404, UNKNOWN_STYLESHEET);
        return { httpStatus: 200, body: css, contentType: "text/css; charset=utf-8" };
      },
    },
  ];
  if (options.devRoutes)
    routes.push({
      method: "POST",
      path: "/api/dev/site-styles",
      handler: async ({ body }) => {
        const pageCode = pageCodeField(body);
        const phase = phaseField(body);
        const css = cssField(body);
        await replacePageCss(db, SITE_ORG_ID, pageCode, phase, css);
        return ok({ status: 1, data: { pageCode, phase, css } });
      },
    });
  return routes;
}
