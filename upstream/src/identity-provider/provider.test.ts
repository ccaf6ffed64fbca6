/**
 * The stand-in identity provider on a real started upstream: its sign-in page, the signed token
 * it sends back, and the upstream signing in (Google), refusing an unknown identity (code 404,
 * the social sign-up's cue) and signing in by single sign-on with its tokens, verified against
 * its JWKS over HTTP. Requests it cannot serve are refused with a page that says why.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { nonceOf } from "../accounts/social-nonce";
import { startUpstream, type RunningUpstream } from "../index";
import { copyPreparedDatabase } from "../testing/template-data-dir";

const dataDir = mkdtempSync(join(tmpdir(), "upstream-idp-"));
const SITE = "http://localhost:4999";
let upstream: RunningUpstream;
const logLines: string[] = [];

beforeAll(async () => {
  await copyPreparedDatabase(dataDir, { scryptCost: 1024 });
  upstream = await startUpstream(
    {
      port: 0,
      host: "127.0.0.1",
      dataDir,
      databaseUrl: undefined,
      logLevel: "warn",
      scryptCost: 1024,
      outboxEnabled: true,
      siteUrl: SITE,
      googleClientId: undefined,
      facebookAppId: undefined,
      ssoJwksUrl: undefined,
      standInIdentityProvider: true,
      identityProviderUrl: undefined,
    },
    { logSink: (line) => logLines.push(line) },
  );
}, 60_000);

afterAll(async () => {
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const idp = (path: string, params: Record<string, string>) =>
  fetch(`${upstream.url}/identity-provider${path}?${new URLSearchParams(params).toString()}`, {
    redirect: "manual",
  });

/** The attempt's secret, kept by the page; the provider sees only the nonce made from it. */
const PROOF = { state: "s-123", nonce_secret: "secret-789" };
const google = {
  client_id: "stand-in-google",
  redirect_uri: `${SITE}/login/social`,
  response_type: "id_token",
  state: PROOF.state,
  nonce: nonceOf({ state: PROOF.state, secret: PROOF.nonce_secret }),
};

/** Goes through the provider's page as `email`; answers the token it sends back. */
async function tokenFor(request: Record<string, string>, email: string) {
  const answer = await idp("/authorize/continue", {
    ...request,
    email,
    given_name: "Nora",
    family_name: "Newcomer",
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get("location") ?? "");
}

const post = async (path: string, body: unknown) =>
  (await (
    await fetch(`${upstream.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    })
  ).json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("the stand-in identity provider", () => {
  it("shows a sign-in page that asks who to continue as", async () => {
    const page = await idp("/authorize", google);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<h1>Sign in with Google</h1>");
    expect(html).toContain('name="email"');
    expect(html).toContain('value="s-123"');
    expect(html).not.toMatch(/<script/i);
  });

  it("sends back an ES256 token for the client, and the site's config links to it", async () => {
    const back = await tokenFor(google, "Nora@Example.com");
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/login/social`);
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get("state")).toBe("s-123");
    const token = fragment.get("id_token") ?? "";
    expect(decodeProtectedHeader(token).alg).toBe("ES256");
    expect(decodeJwt(token)).toMatchObject({
      iss: `${upstream.url}/identity-provider`,
      aud: "stand-in-google",
      email: "nora@example.com",
      email_verified: true,
      given_name: "Nora",
      family_name: "Newcomer",
      nonce: google.nonce,
    });
    const jwks = (await (await idp("/jwks", {})).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((k) => k.kid)).toEqual([decodeProtectedHeader(token).kid]);
    const site = await post("/api/general/getSiteConfig", {});
    expect(site.data.data).toMatchObject({
      enableGoogleLogin: 1,
      enableFacebookLogin: 1,
      identityProviders: {
        google: {
          authorizationUrl: `${upstream.url}/identity-provider/authorize`,
          clientId: "stand-in-google",
        },
        facebook: { clientId: "stand-in-facebook" },
      },
    });
  });

  it("signs an existing account in with Google, and answers 404 for a new identity", async () => {
    const known = await tokenFor(google, DEMO_ACCOUNTS.traveller.email);
    const knownToken = new URLSearchParams(known.hash.slice(1)).get("id_token");
    const signedIn = await post("/api/signIn", {
      jsonSign: { googletoken: knownToken, ...PROOF },
    });
    expect(signedIn).toMatchObject({
      status: 1,
      result: { email: DEMO_ACCOUNTS.traveller.email },
    });
    const fresh = await tokenFor(google, "nora.newcomer@example.com");
    const freshToken = new URLSearchParams(fresh.hash.slice(1)).get("id_token");
    expect(await post("/api/signIn", { jsonSign: { googletoken: freshToken, ...PROOF } })).toEqual({
      status: 0,
      message: "No account for this social identity",
      code: 404,
    });
    // a Google token is no Facebook token (another audience): refused, and the log says why
    expect(await post("/api/signIn", { jsonSign: { fbtoken: knownToken } })).toMatchObject({
      status: 0,
      message: "Social sign-in failed",
    });
    const refusals = logLines.filter((line) => line.includes("identity token refused"));
    expect(refusals).toHaveLength(1);
    expect(JSON.parse(refusals[0]!)).toMatchObject({
      level: "warn",
      msg: "facebook identity token refused: the token was issued for another audience (client id)",
      provider: "facebook",
      code: "WRONG_AUDIENCE",
    });
  });

  it("signs in by single sign-on once per token, keeping the link's redirect", async () => {
    const back = await tokenFor(
      { client_id: "stand-in-sso", redirect_uri: `${SITE}/login/sso?redirect=/wallet` },
      DEMO_ACCOUNTS.traveller.email,
    );
    expect(back.pathname).toBe("/login/sso");
    expect(back.searchParams.get("redirect")).toBe("/wallet");
    const sso = { jsonSingIn: { sso_token: back.searchParams.get("token") } };
    expect(await post("/api/auth/signIn", sso)).toMatchObject({ status: 1 });
    expect(await post("/api/auth/signIn", sso)).toMatchObject({ status: 0 });
  });

  it("gives single-sign-on sessions its own signed-out page as the session-out URL (spec §4)", async () => {
    const back = await tokenFor(
      { client_id: "stand-in-sso", redirect_uri: `${SITE}/login/sso` },
      DEMO_ACCOUNTS.traveller.email,
    );
    const signedIn = await post("/api/auth/signIn", {
      jsonSingIn: { sso_token: back.searchParams.get("token") },
    });
    const check = await fetch(`${upstream.url}/api/auth/checkLogin`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${signedIn.result.token as string}`,
      },
      body: "{}",
    });
    const answer = (await check.json()) as { session_out_url: string };
    // the seeded organisation names none: the stand-in's page, reachable on a fresh machine
    expect(answer.session_out_url).toBe(`${upstream.url}/identity-provider/signed-out`);

    const page = await fetch(answer.session_out_url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain("<h1>You have been signed out of Partner single sign-on</h1>");
    expect(html).toContain(`<a href="${SITE}/">Back to the travel site</a>`);
    const again = /<a href="([^"]+)">Sign in again<\/a>/.exec(html)?.[1] ?? "";
    const url = new URL(again.replace(/&amp;/g, "&"));
    expect(url.href.startsWith(`${upstream.url}/identity-provider/authorize?`)).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "stand-in-sso",
      redirect_uri: `${SITE}/login/sso`,
    });
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost|127\.0\.0\.1)/);
  });

  it("refuses what it cannot serve, saying why", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...google, client_id: "someone" }, "Unknown client_id"],
      [
        { ...google, redirect_uri: "https://evil.example.com/login/social" },
        "redirect_uri must be",
      ],
      [{ ...google, redirect_uri: `${SITE}/elsewhere` }, "redirect_uri must be"],
      [{ ...google, state: "" }, "state is required"],
      [{ ...google, response_type: "code" }, "response_type must be"],
    ];
    for (const [params, message] of cases) {
      const answer = await idp("/authorize", params);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(message);
    }
    const badEmail = await idp("/authorize/continue", { ...google, email: "not-an-email" });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.text()).toContain("Enter a valid email address");
  });
});
