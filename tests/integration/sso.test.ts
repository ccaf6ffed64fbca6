/**
 * Single sign-on through the real gateway and the real upstream: a partner's identity provider
 * (a local JWKS endpoint and RS256 keys made with `jose`) signs a token naming the traveller's
 * email; `ssoSignIn` opens a single-sign-on session, and tokens the upstream must not trust are
 * refused with a user error and no session.
 */
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import { graphqlAt, startTestGateway, startTestUpstream } from "../support/stack";
import { messages } from "@travel/schema/validation";

const ISSUER = "https://idp.partner.test";
const AUDIENCE = "travel-booking-sso";
const KID = "partner-key-1";

let jwksServer: Server;
let upstream: RunningUpstream;
let gateway: RunningGateway;
let partnerKey: CryptoKey;
let strangerKey: CryptoKey;

/** SSO_SESSION_OUT_URL (the seeded organisation names no page of its own). */
const SESSION_OUT_URL = "https://partner.test/signed-out";

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  partnerKey = pair.privateKey;
  strangerKey = (await generateKeyPair("RS256")).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: "RS256", use: "sig" };
  jwksServer = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
  const jwksPort = (jwksServer.address() as AddressInfo).port;

  upstream = await startTestUpstream("sso", {
    ssoJwksUrl: `http://127.0.0.1:${jwksPort}/jwks`,
    ssoIssuer: ISSUER,
    ssoAudience: AUDIENCE,
    ssoSessionOutUrl: SESSION_OUT_URL,
  });
  gateway = await startTestGateway(upstream.url);
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  if (jwksServer) {
    jwksServer.closeAllConnections();
    await new Promise((resolve) => jwksServer.close(resolve));
  }
});

const graphql = graphqlAt(() => gateway.url);

const SSO_SIGN_IN = `mutation ($input: SsoSignInInput!) {
  ssoSignIn(input: $input) {
    token
    viewer { email singleSignOn sessionOutUrl }
    errors { field code message }
  }
}`;

interface SsoSignInResult {
  ssoSignIn: {
    token: string | null;
    viewer: { email: string; singleSignOn: boolean; sessionOutUrl: string | null } | null;
    errors: { field: string | null; code: string; message: string }[];
  };
}

const VIEWER = "{ viewer { email singleSignOn sessionOutUrl } }";

interface TokenOptions {
  email?: string;
  key?: CryptoKey;
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for a token already expired. */
  expiresIn?: number;
}

/** A token of the partner's identity provider (or, with other options, one to refuse). */
function partnerToken({
  email = "traveller@example.com",
  key = partnerKey,
  issuer = ISSUER,
  audience = AUDIENCE,
  expiresIn = 300,
}: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email })
    .setProtectedHeader({ alg: "RS256", kid: KID })
    .setJti(randomUUID())
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(Math.min(now, now + expiresIn - 60))
    .setExpirationTime(now + expiresIn)
    .sign(key);
}

async function ssoSignIn(token: string, tokenDelivery: "BEARER" | "COOKIE" = "BEARER") {
  return graphql<SsoSignInResult>(SSO_SIGN_IN, { input: { token, tokenDelivery } });
}

test("a partner's signed token opens a single-sign-on session delivered as a bearer token", async () => {
  const { body, res } = await ssoSignIn(await partnerToken());
  expect(body.errors).toBeUndefined();
  expect(body.data.ssoSignIn.errors).toEqual([]);
  expect(res.headers.get("set-cookie")).toBeNull();
  expect(body.data.ssoSignIn.viewer).toEqual({
    email: "traveller@example.com",
    singleSignOn: true,
    sessionOutUrl: SESSION_OUT_URL,
  });
  const token = body.data.ssoSignIn.token;
  expect(token).toEqual(expect.any(String));

  const me = await graphql<{ viewer: SsoSignInResult["ssoSignIn"]["viewer"] }>(
    VIEWER,
    {},
    { authorization: `Bearer ${token}` },
  );
  expect(me.body.data.viewer).toEqual({
    email: "traveller@example.com",
    singleSignOn: true,
    sessionOutUrl: SESSION_OUT_URL,
  });
});

test("a browser gets the single-sign-on session as an httpOnly cookie, never the token", async () => {
  const { body, res } = await ssoSignIn(await partnerToken(), "COOKIE");
  expect(body.data.ssoSignIn.token).toBeNull();
  const cookie = res.headers.get("set-cookie") ?? "";
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  const me = await graphql<{ viewer: { singleSignOn: boolean } }>(
    VIEWER,
    {},
    { cookie: cookie.split(";")[0] ?? "" },
  );
  expect(me.body.data.viewer).toMatchObject({ singleSignOn: true });
});

test("a password sign-in of the same traveller is not a single-sign-on session", async () => {
  const { body } = await graphql<{ signIn: { viewer: { singleSignOn: boolean } } }>(
    `
      mutation ($input: SignInInput!) {
        signIn(input: $input) {
          viewer {
            singleSignOn
            sessionOutUrl
          }
        }
      }
    `,
    { input: { email: "traveller@example.com", password: "Traveller#1", tokenDelivery: "BEARER" } },
  );
  expect(body.data.signIn.viewer).toEqual({ singleSignOn: false, sessionOutUrl: null });
});

test.each<[string, () => Promise<string>]>([
  ["signed by another key", () => partnerToken({ key: strangerKey })],
  ["that has expired", () => partnerToken({ expiresIn: -3600 })],
  ["for another audience", () => partnerToken({ audience: "someone-else" })],
  ["from another issuer", () => partnerToken({ issuer: "https://idp.evil.test" })],
])("a token %s is refused with the user error and no session", async (_kind, makeToken) => {
  const { body, res } = await ssoSignIn(await makeToken());
  expect(body.errors).toBeUndefined();
  expect(body.data.ssoSignIn).toEqual({
    token: null,
    viewer: null,
    errors: [{ field: null, code: "SSO_SIGN_IN_FAILED", message: messages.SSO_SIGN_IN_FAILED }],
  });
  expect(res.headers.get("set-cookie")).toBeNull();
});

test("a token opens one session: used again, it is refused like a forged one", async () => {
  const token = await partnerToken();
  expect((await ssoSignIn(token)).body.data.ssoSignIn.errors).toEqual([]);
  const { body, res } = await ssoSignIn(token);
  expect(body.data.ssoSignIn).toEqual({
    token: null,
    viewer: null,
    errors: [{ field: null, code: "SSO_SIGN_IN_FAILED", message: messages.SSO_SIGN_IN_FAILED }],
  });
  expect(res.headers.get("set-cookie")).toBeNull();
});

test("a blank or garbage token is refused by the gateway itself", async () => {
  for (const [token, code] of [
    ["   ", "REQUIRED"],
    ["not a token", "INVALID_FORMAT"],
  ] as const) {
    const { body } = await ssoSignIn(token);
    expect(body.data.ssoSignIn).toEqual({
      token: null,
      viewer: null,
      errors: [{ field: "token", code, message: messages.SSO_SIGN_IN_FAILED }],
    });
  }
});

test("an identity with no account gets the upstream's no-account message", async () => {
  const { body } = await ssoSignIn(await partnerToken({ email: "nobody.here@example.com" }));
  expect(body.data.ssoSignIn).toEqual({
    token: null,
    viewer: null,
    errors: [{ field: null, code: "ACCOUNT_NOT_FOUND", message: messages.SSO_NO_ACCOUNT }],
  });
  expect(messages.SSO_NO_ACCOUNT).toBe("NO ACCOUNT FOR THIS SINGLE SIGN-ON IDENTITY");
});
