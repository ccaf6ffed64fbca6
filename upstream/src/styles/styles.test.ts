/**
 * White-label styles over HTTP on a real started upstream (temporary PGlite directory): the
 * seeded demo styles per page and phase, the site API key, named stylesheets as text/css, the
 * developers' route and bad parameters. Every response is checked against openapi.yaml.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadOpenApiContract } from "../contract/openapi-contract";
import { startUpstream, type RunningUpstream } from "../index";
import { SITE_ORG_ID } from "../site/organisation";
import { DEMO_BRAND, SEEDED_SITE_API_KEY } from "./seed";
import { copyPreparedDatabase } from "../testing/template-data-dir";

const contract = loadOpenApiContract();
const dataDir = mkdtempSync(join(tmpdir(), "upstream-styles-"));
let upstream: RunningUpstream;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function checkContract(method: string, path: string, status: number, body: unknown, text: string) {
  const validate = contract.responseValidator(method, path, status);
  if (!validate(body))
    throw new Error(
      `${method} ${path} ${status} breaks openapi.yaml: ${JSON.stringify(validate.errors)} in ${text}`,
    );
}

async function post(path: string, body: unknown): Promise<{ httpStatus: number; json: Json }> {
  const response = await fetch(`${upstream.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const json: unknown = JSON.parse(text);
  checkContract("POST", path, response.status, json, text);
  return { httpStatus: response.status, json: json as Json };
}

async function getCss(name: string) {
  const response = await fetch(`${upstream.url}/api/general/getCss/${name}`);
  const text = await response.text();
  const isCss = response.headers.get("content-type")?.startsWith("text/css") === true;
  checkContract(
    "GET",
    "/api/general/getCss/{name}",
    response.status,
    isCss ? text : JSON.parse(text),
    text,
  );
  return { httpStatus: response.status, contentType: response.headers.get("content-type"), text };
}

beforeAll(async () => {
  await copyPreparedDatabase(dataDir, { scryptCost: 1024 });
  upstream = await startUpstream({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: undefined,
    logLevel: "silent",
    scryptCost: 1024,
    outboxEnabled: true,
  });
}, 60_000);

afterAll(async () => {
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("POST /api/general/getwhitelabelcss", () => {
  it("joins the every-page rules and the page's own, and names the stylesheets", async () => {
    const { httpStatus, json } = await post("/api/general/getwhitelabelcss", { pageCode: "HOME" });
    expect(httpStatus).toBe(200);
    expect(json.data.pageCode).toBe("HOME");
    const css = String(json.data.css);
    expect(css).toContain(
      `[data-wl-hook="header"] { border-bottom: 3px solid ${DEMO_BRAND.accent}; }`,
    );
    expect(css.indexOf('[data-wl-hook="footer"]')).toBeLessThan(
      css.indexOf('[data-wl-hook="main"] h2'),
    );
    expect(json.data.stylesheets).toEqual(["brand"]);
  });

  it("gives a page without rules of its own only the every-page ones", async () => {
    const { json } = await post("/api/general/getwhitelabelcss", { pageCode: "WALLET" });
    expect(json.data.css).toContain('[data-wl-hook="header"]');
    expect(json.data.css).not.toContain('[data-wl-hook="main"] h2');
  });

  it.each([
    {},
    { pageCode: "" },
    { pageCode: "home" },
    { pageCode: 7 },
    { pageCode: "A".repeat(41) },
  ])("refuses %j with 400", async (body) => {
    const { httpStatus, json } = await post("/api/general/getwhitelabelcss", body);
    expect(httpStatus).toBe(400);
    expect(json.message).toMatch(/^pageCode must be a page code/);
  });
});

describe("POST /api/general/getCssPreAndPostLogin", () => {
  it("gives the demo organisation's CSS before and after login for its API key", async () => {
    const { httpStatus, json } = await post("/api/general/getCssPreAndPostLogin", {
      pageCode: "HOTEL",
      apikey: SEEDED_SITE_API_KEY,
    });
    expect(httpStatus).toBe(200);
    expect(json.data.preLogin).toContain(DEMO_BRAND.preLoginHeader);
    expect(json.data.preLogin).not.toContain(DEMO_BRAND.postLoginHeader);
    expect(json.data.postLogin).toContain(DEMO_BRAND.postLoginHeader);
    expect(json.data.postLogin).toContain(DEMO_BRAND.postLoginAccent);
  });

  it("refuses an unknown API key with 403 UNKNOWN_API_KEY", async () => {
    expect(
      await post("/api/general/getCssPreAndPostLogin", {
        pageCode: "HOME",
        apikey: "no-such-key-1",
      }),
    ).toEqual({
      httpStatus: 403,
      json: { status: 0, code: "UNKNOWN_API_KEY", message: "Unknown site API key" },
    });
  });

  it.each([
    [{ pageCode: "HOME" }, "apikey is required"],
    [{ pageCode: "HOME", apikey: "short" }, "apikey is not a site API key"],
    [{ pageCode: "HOME", apikey: "bad key with spaces" }, "apikey is not a site API key"],
  ])("refuses %j with 400", async (body, message) => {
    expect(await post("/api/general/getCssPreAndPostLogin", body)).toEqual({
      httpStatus: 400,
      json: { status: 0, message },
    });
  });

  it("reads the styles of the key's organisation", async () => {
    await upstream.db.query(
      "INSERT INTO organisations (org_id, org_name, all_inclusive_url, trips_url) VALUES (77, 'Other', 'https://a.example', 'https://t.example')",
    );
    await upstream.db.query(
      "INSERT INTO site_api_keys (api_key, org_id) VALUES ('other-site-key', 77)",
    );
    await upstream.db.query(
      "INSERT INTO organisation_styles (org_id, page_code, phase, css) VALUES (77, 'HOME', 'before_login', 'p { color: red }')",
    );
    const { json } = await post("/api/general/getCssPreAndPostLogin", {
      pageCode: "HOME",
      apikey: "other-site-key",
    });
    expect(json.data).toEqual({ pageCode: "HOME", preLogin: "p { color: red }", postLogin: "" });
  });
});

describe("GET /api/general/getCss/{name}", () => {
  it("serves a named stylesheet as text/css, with or without .css", async () => {
    for (const name of ["brand", "brand.css"]) {
      const answer = await getCss(name);
      expect(answer.httpStatus).toBe(200);
      expect(answer.contentType).toBe("text/css; charset=utf-8");
      expect(answer.text).toContain("--wl-brand-accent");
    }
  });

  it("answers 404 for an unknown name and 400 for a name that is not one", async () => {
    expect(await getCss("nothing-here")).toMatchObject({ httpStatus: 404 });
    for (const name of ["Brand", "..%2Fetc", "a%20b", "-x", `${"a".repeat(65)}`])
      expect(await getCss(name)).toMatchObject({ httpStatus: 400 });
  });
});

describe("POST /api/dev/site-styles", () => {
  it('replaces a page\'s CSS of one phase, and "" removes it', async () => {
    const body = { pageCode: "PROMOTIONS", phase: "after_login", css: "h1 { color: teal }" };
    expect((await post("/api/dev/site-styles", body)).json.data).toEqual(body);
    await post("/api/dev/site-styles", { ...body, css: "h1 { color: navy }" });
    const read = async () =>
      (
        await post("/api/general/getCssPreAndPostLogin", {
          pageCode: "PROMOTIONS",
          apikey: SEEDED_SITE_API_KEY,
        })
      ).json.data.postLogin as string;
    expect(await read()).toMatch(/h1 \{ color: navy \}$/);
    expect(await read()).not.toContain("teal");
    await post("/api/dev/site-styles", { ...body, css: "" });
    expect(await read()).not.toContain("navy");
    const rows = await upstream.db.query(
      "SELECT 1 FROM organisation_styles WHERE org_id = $1 AND page_code = 'PROMOTIONS'",
      [SITE_ORG_ID],
    );
    expect(rows).toHaveLength(0);
  });

  it.each([
    ["an unknown phase", { pageCode: "HOME", phase: "never", css: "" }, /^phase must be one of/],
    ["css that is not text", { pageCode: "HOME", phase: "both", css: 1 }, /^css must be a string/],
    [
      "css that is too long",
      { pageCode: "HOME", phase: "both", css: "a".repeat(100_001) },
      /^css must be at most/,
    ],
    [
      "css with NUL",
      { pageCode: "HOME", phase: "both", css: "a\u0000" },
      /^css must not contain NUL/,
    ],
  ])("refuses %s with 400", async (_case, body, message) => {
    const { httpStatus, json } = await post("/api/dev/site-styles", body);
    expect(httpStatus).toBe(400);
    expect(json.message).toMatch(message);
  });
});
