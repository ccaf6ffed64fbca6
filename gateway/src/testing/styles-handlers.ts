/** msw handlers of the upstream white-label style endpoints over the in-memory styles db. */
import { http, HttpResponse } from "msw";
import { stylesDb } from "./upstream-db";

const PAGE_CODE = /^[A-Z][A-Z0-9_]{0,39}$/;

const joined = (byPage: Record<string, string>, page: string) =>
  [byPage.ALL, byPage[page]].filter((css) => css !== undefined).join("\n");

async function pageCodeOf(
  request: Request,
): Promise<{ pageCode: string; body: Record<string, unknown> } | null> {
  const body = (await request.json()) as Record<string, unknown>;
  return typeof body.pageCode === "string" && PAGE_CODE.test(body.pageCode)
    ? { pageCode: body.pageCode, body }
    : null;
}

const badPage = () =>
  HttpResponse.json({ status: 0, message: "pageCode must be a page code" }, { status: 400 });

export function createStylesHandlers(base: string) {
  return [
    http.post(`${base}/api/general/getwhitelabelcss`, async ({ request }) => {
      const parsed = await pageCodeOf(request);
      if (!parsed) return badPage();
      const { pageCode } = parsed;
      return HttpResponse.json({
        status: 1,
        data: {
          pageCode,
          css: joined(stylesDb.whiteLabel, pageCode),
          stylesheets: [
            ...(stylesDb.pageStylesheets.ALL ?? []),
            ...(stylesDb.pageStylesheets[pageCode] ?? []),
          ],
        },
      });
    }),
    http.post(`${base}/api/general/getCssPreAndPostLogin`, async ({ request }) => {
      const parsed = await pageCodeOf(request);
      if (!parsed) return badPage();
      if (parsed.body.apikey !== stylesDb.apiKey)
        return HttpResponse.json(
          { status: 0, code: "UNKNOWN_API_KEY", message: "Unknown site API key" },
          { status: 403 },
        );
      const { pageCode } = parsed;
      return HttpResponse.json({
        status: 1,
        data: {
          pageCode,
          preLogin: joined(stylesDb.preLogin, pageCode),
          postLogin: joined(stylesDb.postLogin, pageCode),
        },
      });
    }),
    http.get(`${base}/api/general/getCss/:name`, ({ params }) => {
      const css = stylesDb.stylesheets[String(params.name)];
      if (css === undefined)
        return HttpResponse.json(
          { status: 0, message: "No stylesheet of that name" },
          { status: 404 },
        );
      return new HttpResponse(css, { headers: { "content-type": "text/css; charset=utf-8" } });
    }),
  ];
}
