// Query.siteStyles over the mocked upstream: white-label, pre-/post-login and named stylesheets
// combined and sanitised, the site API key sent, one call per endpoint, failures as empty CSS.
import { http, HttpResponse } from "msw";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { accountsDb, stylesDb } from "../../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { useUpstreamMock } from "../../testing/upstream-mock";

const upstream = useUpstreamMock();
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ upstreamTimeoutMs: 300 });
});
afterAll(() => gateway.close());
afterEach(() => gateway.clearLogs());

const FIELDS = "pageCode whiteLabelCss sessionCss signedIn stylesheets { name css } css";

function session(userId = 7, token = `tok-styles-${userId}`) {
  accountsDb.sessions[token] = userId;
  return { authorization: `Bearer ${token}` };
}

async function siteStyles(pageCode: string, headers: Record<string, string> = {}) {
  const result = await gateway.graphql(
    `query ($pageCode: String!) { siteStyles(pageCode: $pageCode) { ${FIELDS} } }`,
    { headers, variables: { pageCode } },
  );
  expect(result.body.errors).toBeUndefined();
  return result.body.data?.siteStyles as Record<string, unknown>;
}

describe("Query.siteStyles", () => {
  it("gives a signed-out visitor the stylesheets, the white-label CSS and the pre-login CSS", async () => {
    expect(await siteStyles("HOME")).toEqual({
      pageCode: "HOME",
      whiteLabelCss:
        'html [data-wl-hook="header"]{border-bottom:3px solid #0f766e}\nhtml [data-wl-hook="main"] h1{color:#0f766e}',
      sessionCss: 'html [data-wl-hook="header"]{background-color:#f0fdfa}',
      signedIn: false,
      stylesheets: [{ name: "brand", css: ":root{--wl-brand-accent:#0f766e}" }],
      css: [
        ":root{--wl-brand-accent:#0f766e}",
        'html [data-wl-hook="header"]{border-bottom:3px solid #0f766e}',
        'html [data-wl-hook="main"] h1{color:#0f766e}',
        'html [data-wl-hook="header"]{background-color:#f0fdfa}',
      ].join("\n"),
    });
  });

  it("gives a signed-in traveller the post-login CSS", async () => {
    const styles = await siteStyles("WALLET", session());
    expect(styles.signedIn).toBe(true);
    expect(styles.sessionCss).toBe('html [data-wl-hook="header"]{background-color:#fffbeb}');
    expect(styles.whiteLabelCss).not.toContain("h1");
  });

  it("sends the site API key and calls each endpoint once for aliases", async () => {
    const keys: unknown[] = [];
    upstream.server.events.on("request:start", ({ request }) => {
      if (request.url.endsWith("/getCssPreAndPostLogin"))
        void request
          .clone()
          .json()
          .then((b) => keys.push((b as { apikey?: string }).apikey));
    });
    const result = await gateway.graphql(
      `{ a: siteStyles(pageCode: "HOME") { css } b: siteStyles(pageCode: "HOME") { css } }`,
    );
    expect(result.body.errors).toBeUndefined();
    expect(upstream.calls()).toMatchObject({
      "POST /api/general/getwhitelabelcss": 1,
      "POST /api/general/getCssPreAndPostLogin": 1,
      "GET /api/general/getCss/brand": 1,
    });
    expect(keys).toEqual([gateway.config.siteApiKey]);
  });

  it("removes @import, javascript: URLs and expression() from every part and logs it", async () => {
    stylesDb.whiteLabel.ALL =
      "@import url(http://evil.example/x.css);\n.keep { color: red }\n.bg { background: url(javascript:alert(1)); margin: 0 }";
    stylesDb.preLogin.ALL = ".w { width: expression(alert(1)); height: 1px }";
    stylesDb.stylesheets.brand =
      '.b { background: url("\\6a avascript:alert(1)") } .c { color: blue }';
    const styles = await siteStyles("PROMOTIONS");
    expect(styles.css).toBe(".c{color:blue}\n.keep{color:red}\n.bg{margin:0}\n.w{height:1px}");
    const warnings = gateway
      .logs()
      .filter((l) => l.msg === "unsafe CSS removed from the upstream's styles");
    expect(warnings.map((w) => [w.part, w.removed])).toEqual([
      ["stylesheet brand", ["url(javascript:alert(1))"]],
      ["white-label", ["@import", "unparsed url(javascript:alert(1))"]],
      ["pre-login", ["expression()"]],
    ]);
  });

  it("gives empty CSS for a part the upstream fails, and logs the failure", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/general/getCssPreAndPostLogin`, () =>
        HttpResponse.json({ status: 0, message: "boom" }, { status: 500 }),
      ),
      http.get(`${TEST_UPSTREAM_URL}/api/general/getCss/:name`, () =>
        HttpResponse.json({ status: 0, message: "No stylesheet of that name" }, { status: 404 }),
      ),
    );
    const styles = await siteStyles("HOME");
    expect(styles.sessionCss).toBe("");
    expect(styles.stylesheets).toEqual([{ name: "brand", css: "" }]);
    expect(styles.whiteLabelCss).toContain("border-bottom");
    expect(
      gateway
        .logs()
        .filter((l) => l.level === "warn")
        .map((l) => l.upstreamPath),
    ).toEqual(
      expect.arrayContaining(["/api/general/getCssPreAndPostLogin", "/api/general/getCss/brand"]),
    );
  });

  it("gives empty CSS when the upstream refuses the site API key", async () => {
    stylesDb.apiKey = "another-key";
    const styles = await siteStyles("HOME");
    expect(styles.sessionCss).toBe("");
    expect(styles.whiteLabelCss).not.toBe("");
  });

  it("gives empty CSS for a malformed answer and for a timeout", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/general/getwhitelabelcss`, () =>
        HttpResponse.json({ status: 1, data: { css: 5 } }),
      ),
      http.post(`${TEST_UPSTREAM_URL}/api/general/getCssPreAndPostLogin`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return HttpResponse.json({});
      }),
    );
    const styles = await siteStyles("HOME");
    expect(styles).toMatchObject({ whiteLabelCss: "", sessionCss: "", stylesheets: [], css: "" });
  });

  it.each(["", "home", "HOME PAGE", "1HOME", "A".repeat(41)])(
    "refuses the page code %j with BAD_USER_INPUT",
    async (pageCode) => {
      const result = await gateway.graphql(
        `query ($pageCode: String!) { siteStyles(pageCode: $pageCode) { css } }`,
        { variables: { pageCode } },
      );
      expect(result.body.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        field: "pageCode",
      });
      expect(upstream.calls()).toEqual({});
    },
  );
});
