/**
 * White-label styles through the real gateway and the real upstream: the demo organisation's
 * seeded styles before and after login, and a hostile stylesheet put straight into the
 * upstream's tables (white-label CSS, pre-login CSS and a named stylesheet) reaching the
 * gateway's answer without @import, javascript: URLs or expression(), its benign rules kept.
 */
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import { graphqlAt, startTestGateway, startTestUpstream } from "../support/stack";

let upstream: RunningUpstream;
let gateway: RunningGateway;
const logs: string[] = [];
const send = graphqlAt(() => gateway.url);

const HOSTILE = `@import url(http://evil.example/x.css);
.deal-banner { color: #b91c1c; font-weight: 700; }
.hero { background:url(javascript:alert(1)); padding: 8px; }
.box { width: expression(alert(1)); height: 40px; }
.escaped { background: url("\\6a avascript:alert(2)"); margin: 2px; }
@media (min-width: 48em) { .deal-banner { font-size: 1.25rem; } }`;

interface SiteStyles {
  pageCode: string;
  signedIn: boolean;
  whiteLabelCss: string;
  sessionCss: string;
  stylesheets: { name: string; css: string }[];
  css: string;
}

async function siteStyles(pageCode: string, headers: Record<string, string> = {}) {
  const { body } = await send<{ siteStyles: SiteStyles }>(
    `query ($pageCode: String!) {
      siteStyles(pageCode: $pageCode) {
        pageCode signedIn whiteLabelCss sessionCss stylesheets { name css } css
      }
    }`,
    { pageCode },
    headers,
  );
  expect(body.errors).toBeUndefined();
  return body.data.siteStyles;
}

/** What a browser would read: CSS escapes decoded, lower case, no whitespace. */
const asRead = (css: string) =>
  css
    .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_m, hex: string) =>
      String.fromCodePoint(parseInt(hex, 16)),
    )
    .toLowerCase()
    .replace(/\s/g, "");

function expectNoForbidden(css: string) {
  const read = asRead(css);
  for (const bad of ["@import", "evil.example", "javascript:", "expression("])
    expect(read).not.toContain(bad);
}

beforeAll(async () => {
  upstream = await startTestUpstream("site-styles");
  gateway = await startTestGateway(
    upstream.url,
    { LOG_LEVEL: "warn" },
    {
      logSink: (line) => logs.push(line),
    },
  );
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

describe("siteStyles against the real upstream", () => {
  it("gives a signed-out visitor the demo organisation's white-label and pre-login CSS", async () => {
    const styles = await siteStyles("HOME");
    expect(styles.signedIn).toBe(false);
    expect(styles.whiteLabelCss).toContain(
      'html [data-wl-hook="header"]{border-bottom:3px solid #0f766e}',
    );
    expect(styles.sessionCss).toContain("background-color:#f0fdfa");
    expect(styles.stylesheets.map((s) => s.name)).toEqual(["brand"]);
    expect(styles.css).toContain("--wl-brand-accent:#0f766e");
  });

  it("gives a signed-in traveller the post-login CSS", async () => {
    const { body } = await send<{ signIn: { token: string | null } }>(
      `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`,
      {
        input: { email: "traveller@example.com", password: "Traveller#1", tokenDelivery: "BEARER" },
      },
    );
    const token = body.data.signIn.token;
    expect(token).toEqual(expect.any(String));
    const styles = await siteStyles("HOME", { authorization: `Bearer ${token}` });
    expect(styles.signedIn).toBe(true);
    expect(styles.sessionCss).toContain("background-color:#fffbeb");
    expect(styles.sessionCss).not.toContain("#f0fdfa");
  });

  it("strips @import, javascript: URLs and expression() from a hostile stylesheet and keeps the rest", async () => {
    await upstream.db.query(
      `INSERT INTO organisation_styles (org_id, page_code, phase, css) VALUES
         (1, 'PROMOTIONS', 'both', $1), (1, 'PROMOTIONS', 'before_login', $1)`,
      [HOSTILE],
    );
    await upstream.db.query(
      "INSERT INTO organisation_stylesheets (org_id, name, css) VALUES (1, 'hostile', $1)",
      [HOSTILE],
    );
    await upstream.db.query(
      "INSERT INTO organisation_page_stylesheets (org_id, page_code, name) VALUES (1, 'PROMOTIONS', 'hostile')",
    );
    // the upstream stores and serves it as written: the gateway is what protects the page
    const raw = await fetch(`${upstream.url}/api/general/getCss/hostile`);
    expect(await raw.text()).toContain("@import url(http://evil.example/x.css)");

    const styles = await siteStyles("PROMOTIONS");
    const hostile = styles.stylesheets.find((s) => s.name === "hostile")?.css ?? "";
    for (const part of [styles.whiteLabelCss, styles.sessionCss, hostile, styles.css])
      expectNoForbidden(part);
    for (const part of [styles.whiteLabelCss, styles.sessionCss, hostile]) {
      expect(part).toContain(".deal-banner{color:#b91c1c;font-weight:700}");
      expect(part).toContain(".hero{padding:8px}");
      expect(part).toContain(".box{height:40px}");
      expect(part).toContain(".escaped{margin:2px}");
      expect(part).toContain("@media (min-width:48em){.deal-banner{font-size:1.25rem}}");
    }
    // what was removed is logged for the operators, with the request id
    const warnings = logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === "unsafe CSS removed from the upstream's styles");
    expect(warnings.map((w) => w.part)).toEqual(
      expect.arrayContaining(["stylesheet hostile", "white-label", "pre-login"]),
    );
    expect(warnings.every((w) => typeof w.requestId === "string")).toBe(true);
  });
});
