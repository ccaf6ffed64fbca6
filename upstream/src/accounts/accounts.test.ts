/**
 * The accounts domain over HTTP on a temporary PGlite database: a clock the tests move, a local
 * JWKS server standing in for Google, Facebook and the SSO partner, every response checked
 * against openapi.yaml and scanned for passwords and stack traces.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { buildRoutes, prepareDatabase, type RouteConfig } from "../app";
import { loadUpstreamConfig } from "../config";
import { loadOpenApiContract } from "../contract/openapi-contract";
import type { Db } from "../db/db";
import { openPgliteDb } from "../db/pglite-db";
import { createApiServer } from "../http/server";
import { createLogger } from "@travel/service-kit/logger";
import { MESSAGES } from "./account-rules";
import { DEMO_ACCOUNTS } from "./seed";
import { nonceOf } from "./social-nonce";
import { copyPreparedDatabase } from "../testing/template-data-dir";

const contract = loadOpenApiContract();
const dataDir = mkdtempSync(join(tmpdir(), "upstream-accounts-"));
const logLines: string[] = [];
const bodies: string[] = [];
const HOUR = 3600_000;
const PASSWORDS = ["Traveller#1", "Agent#2026", "Secret#12", "Newpass#34", "Other#56"];

let clock = new Date("2026-06-01T12:00:00Z");
let db: Db;
let config: RouteConfig;
let api: FastifyInstance;
let jwks: Server;
let base = "";
let key: CryptoKey;
let strangerKey: CryptoKey;

const ISSUERS = {
  google: { iss: "https://accounts.google.test", aud: "google-client" },
  facebook: { iss: "https://www.facebook.test", aud: "fb-app" },
  sso: { iss: "https://partner.test", aud: "travel" },
} as const;

/** SSO_SESSION_OUT_URL: the organisation names none of its own (the seed sets none). */
const SESSION_OUT_URL = "https://partner.test/signed-out";

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  key = pair.privateKey;
  strangerKey = (await generateKeyPair("RS256")).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "RS256" };
  jwks = createServer((_, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, "127.0.0.1", resolve));
  const jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks`;
  config = {
    ...loadUpstreamConfig({}),
    scryptCost: 1024,
    siteUrl: "http://site.test",
    googleJwksUrl: jwksUrl,
    googleIssuer: ISSUERS.google.iss,
    googleClientId: ISSUERS.google.aud,
    facebookJwksUrl: jwksUrl,
    facebookIssuer: ISSUERS.facebook.iss,
    facebookAppId: ISSUERS.facebook.aud,
    ssoJwksUrl: jwksUrl,
    ssoIssuer: ISSUERS.sso.iss,
    ssoAudience: ISSUERS.sso.aud,
    ssoSessionOutUrl: SESSION_OUT_URL,
  };
  await copyPreparedDatabase(join(dataDir, "pglite"), { scryptCost: 1024 });
  db = await openPgliteDb(join(dataDir, "pglite"));
  const logger = createLogger({ level: "debug", sink: (line) => logLines.push(line) });
  await prepareDatabase(db, logger, { scryptCost: 1024 });
  api = createApiServer(
    buildRoutes(db, config, () => clock, { logger }),
    logger,
  );
  await api.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await api?.close();
  jwks?.closeAllConnections();
  await new Promise((resolve) => jwks?.close(resolve));
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(
  method: "GET" | "POST",
  path: string,
  json?: unknown,
  token?: string,
): Promise<{ httpStatus: number; json: Json }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  bodies.push(text);
  const body: unknown = JSON.parse(text);
  const validate = contract.responseValidator(method, path.split("?")[0] ?? path, response.status);
  if (!validate(body))
    throw new Error(
      `${method} ${path} ${response.status} breaks openapi.yaml: ${JSON.stringify(validate.errors)} in ${text}`,
    );
  return { httpStatus: response.status, json: body as Json };
}

const post = async (path: string, json?: unknown, token?: string) =>
  (await call("POST", path, json ?? {}, token)).json;
const signIn = (email: string, password: string, extra: Json = {}) =>
  post("/api/signIn", { jsonSign: { email_id: email, password, ...extra }, navAgent: "jest" });
const checkLogin = (token: string) => call("POST", "/api/auth/checkLogin", {}, token);
const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${sql}`, params))[0]?.n;
const outbox = async () => (await call("GET", "/api/dev/outbox")).json.data as Json[];
const keyOf = (mail: Json, page: string) =>
  new RegExp(`${page}\\?key=([\\w-]+)`).exec(String(mail.text))?.[1] ?? "";

const idToken = (
  provider: keyof typeof ISSUERS,
  claims: Json,
  options: { iss?: string; aud?: string; exp?: number; signer?: CryptoKey } = {},
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer(options.iss ?? ISSUERS[provider].iss)
    .setAudience(options.aud ?? ISSUERS[provider].aud)
    .setIssuedAt(Math.floor(clock.getTime() / 1000))
    .setExpirationTime(options.exp ?? Math.floor(clock.getTime() / 1000) + 600)
    .sign(options.signer ?? key);

const registration = (email: string, overrides: Json = {}, details: Json = {}) => ({
  jsonRegister: {
    accesscode: "WELCOME2026",
    email_id: email,
    password: "Secret#12",
    title: "Mrs",
    nationality: 1,
    language: "en-US",
    userdetails: {
      first_name: "Ana",
      last_name: "García",
      mobile_no: "5551234567",
      mobile_country_code: "+34",
      ...details,
    },
    ...overrides,
  },
});

describe("sign-in with a password", () => {
  it("signs the seeded traveller in, and checkLogin returns the profile", async () => {
    const answer = await signIn("  Traveller@Example.com ", DEMO_ACCOUNTS.traveller.password);
    expect(answer).toMatchObject({
      status: 1,
      message: "Login successful",
      result: {
        username: "Tess",
        email: "traveller@example.com",
        currency_code: "USD",
        language: "en-US",
        nationality: 1,
        role: "Member",
        last_name: "Traveller",
        is_promotion: 0,
        subscription_details: { plan_status: "ACTIVE" },
      },
    });
    const profile = await checkLogin(answer.result.token);
    expect(profile.json).toMatchObject({
      status: 1,
      result: {
        userId: answer.result.userId,
        type: 2,
        role: "Member",
        can_user_book: 1,
        country: 235,
        nationality: 1,
        subscription_details: { plan_status: "ACTIVE", access_code: "WELCOME2026" },
        referral: null,
      },
      message: { ssocheck: { is_sso: 0 } },
      session_out_url: null,
    });
  });

  it("gives the agent type 1, its credit limit and display price", async () => {
    const { result } = await signIn(DEMO_ACCOUNTS.agent.email, DEMO_ACCOUNTS.agent.password);
    expect(result.role).toBe("Agent");
    expect((await checkLogin(result.token)).json.result).toMatchObject({
      type: 1,
      role: "Agent",
      credit_limit: 5000,
      display_price: 1,
    });
  });

  it("refuses a wrong password and an unknown email with the same message", async () => {
    const invalid = { status: 0, message: "Invalid email address or password" };
    expect(await signIn(DEMO_ACCOUNTS.traveller.email, "Traveller#2")).toEqual(invalid);
    expect(await signIn("nobody@example.com", "Traveller#1")).toEqual(invalid);
    expect(await signIn(DEMO_ACCOUNTS.traveller.email, "x".repeat(10_000))).toMatchObject({
      status: 0,
    });
  });

  it("asks for missing fields and names wrong types, with status 0", async () => {
    expect(await signIn("  ", "x")).toEqual({ status: 0, message: MESSAGES.signInEmail });
    expect(await signIn("a@b.co", "  ")).toEqual({ status: 0, message: MESSAGES.signInPassword });
    expect(await post("/api/signIn", { jsonSign: { email_id: ["a"], password: "x" } })).toEqual({
      status: 0,
      message: "email_id must be text",
    });
    expect(await post("/api/signIn", { jsonSign: 7 })).toEqual({
      status: 0,
      message: "jsonSign must be an object",
    });
  });

  it("keeps a session 12 hours, or 30 days when remembered", async () => {
    const short = (await signIn(DEMO_ACCOUNTS.traveller.email, "Traveller#1")).result.token;
    const long = (await signIn(DEMO_ACCOUNTS.traveller.email, "Traveller#1", { remember: true }))
      .result.token;
    const start = clock;
    try {
      clock = new Date(start.getTime() + 11 * HOUR);
      expect((await checkLogin(short)).httpStatus).toBe(200);
      clock = new Date(start.getTime() + 13 * HOUR);
      expect(await checkLogin(short)).toEqual({
        httpStatus: 401,
        json: { status: 0, message: "Session expired" },
      });
      expect((await checkLogin(long)).httpStatus).toBe(200);
      clock = new Date(start.getTime() + 31 * 24 * HOUR);
      expect((await checkLogin(long)).httpStatus).toBe(401);
    } finally {
      clock = start;
    }
  });

  it("answers 401 without a token, with a made-up one, and after logout (which is idempotent)", async () => {
    expect((await call("POST", "/api/auth/checkLogin", {})).httpStatus).toBe(401);
    expect((await checkLogin("A".repeat(43))).httpStatus).toBe(401);
    const { token } = (await signIn(DEMO_ACCOUNTS.traveller.email, "Traveller#1")).result;
    expect(await post("/api/iqps/logout", {}, token)).toEqual({ status: 1 });
    expect((await checkLogin(token)).json).toEqual({ status: 0, message: "Session expired" });
    expect(await post("/api/iqps/logout", {}, token)).toEqual({ status: 1 });
    expect(await post("/api/iqps/logout")).toEqual({ status: 1 });
  });

  it("says when the session ends, and renews it once with a new token (POST /api/auth/refresh)", async () => {
    const start = clock;
    const short = (await signIn(DEMO_ACCOUNTS.traveller.email, "Traveller#1")).result;
    expect(short.expires_at).toBe(new Date(start.getTime() + 12 * HOUR).toISOString());
    const long = (await signIn(DEMO_ACCOUNTS.traveller.email, "Traveller#1", { remember: true }))
      .result;
    expect(long.expires_at).toBe(new Date(start.getTime() + 30 * 24 * HOUR).toISOString());
    try {
      clock = new Date(start.getTime() + 11 * HOUR);
      const renewed = await post("/api/auth/refresh", {}, short.token);
      expect(renewed).toEqual({
        status: 1,
        result: {
          token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          expires_at: new Date(clock.getTime() + 12 * HOUR).toISOString(),
          remember: false,
        },
      });
      expect((await checkLogin(short.token)).httpStatus).toBe(401);
      expect((await checkLogin(renewed.result.token)).httpStatus).toBe(200);
      expect(await call("POST", "/api/auth/refresh", {}, short.token)).toEqual({
        httpStatus: 401,
        json: { status: 0, message: "Session expired" },
      });
      expect((await post("/api/auth/refresh", {}, long.token)).result).toMatchObject({
        remember: true,
        expires_at: new Date(clock.getTime() + 30 * 24 * HOUR).toISOString(),
      });
      expect((await call("POST", "/api/auth/refresh", {})).httpStatus).toBe(401);
      clock = new Date(start.getTime() + 40 * HOUR);
      const late = await call("POST", "/api/auth/refresh", {}, renewed.result.token);
      expect(late.httpStatus).toBe(401);
    } finally {
      clock = start;
    }
  });

  it("stores only the SHA-256 of session tokens", async () => {
    const { token } = (await signIn(DEMO_ACCOUNTS.traveller.email, "Traveller#1")).result;
    expect(await count("sessions WHERE token_hash = $1", [token])).toBe(0);
    expect(await count("sessions WHERE length(token_hash) = 64")).toBeGreaterThan(0);
  });

  it("hashed the seeded passwords at the configured cost", async () => {
    const rows = await db.query<{ password_hash: string }>(
      "SELECT password_hash FROM accounts WHERE email IN ($1, $2)",
      [DEMO_ACCOUNTS.traveller.email, DEMO_ACCOUNTS.agent.email],
    );
    expect(rows.map((r) => r.password_hash.split("$").slice(0, 4).join("$"))).toEqual([
      "scrypt$1024$8$1",
      "scrypt$1024$8$1",
    ]);
  });
});

let attempts = 0;
/** A sign-in attempt as the page makes it: state and secret, and the nonce made of them. */
function attempt() {
  attempts += 1;
  const proof = { state: `state-${attempts}`, secret: `secret-${attempts}-${Date.now()}` };
  return { nonce: nonceOf(proof), fields: { state: proof.state, nonce_secret: proof.secret } };
}

describe("social sign-in", () => {
  const travellerClaims = { email: "traveller@example.com", email_verified: true };

  it("signs in with a valid Google or Facebook token for an existing account", async () => {
    const a = attempt();
    const google = await idToken("google", { ...travellerClaims, nonce: a.nonce });
    expect(
      await post("/api/signIn", { jsonSign: { googletoken: google, ...a.fields } }),
    ).toMatchObject({ status: 1, result: { email: "traveller@example.com" } });
    const b = attempt();
    const facebook = await idToken("facebook", { email: "agent@example.com", nonce: b.nonce });
    expect(
      await post("/api/signIn", { jsonSign: { fbtoken: facebook, ...b.fields } }),
    ).toMatchObject({ status: 1, result: { role: "Agent" } });
  });

  it("refuses a token whose nonce is missing, not this attempt's, or already used, and logs why", async () => {
    const failed = { status: 0, message: "Social sign-in failed" };
    const reasons = () =>
      logLines
        .filter((line) => line.includes("identity token refused"))
        .map((line) => JSON.parse(line) as { msg: string; code: string });
    const a = attempt();
    const token = await idToken("google", { ...travellerClaims, nonce: a.nonce });
    const before = reasons().length;
    const cases: [Record<string, unknown>, string][] = [
      [{ googletoken: token }, "NO_PROOF"], // no state or secret sent
      [{ googletoken: token, ...a.fields, nonce_secret: "guessed" }, "NONCE_MISMATCH"],
      [{ googletoken: token, ...a.fields, state: "another-attempt" }, "NONCE_MISMATCH"],
      [
        { googletoken: await idToken("google", travellerClaims), ...a.fields }, // no nonce claim
        "NO_NONCE",
      ],
    ];
    for (const [jsonSign] of cases) expect(await post("/api/signIn", { jsonSign })).toEqual(failed);
    expect(
      await post("/api/signIn", { jsonSign: { googletoken: token, ...a.fields } }),
    ).toMatchObject({ status: 1 });
    // the same token and proof again: a replay
    expect(await post("/api/signIn", { jsonSign: { googletoken: token, ...a.fields } })).toEqual(
      failed,
    );
    expect(reasons().slice(before)).toEqual([
      ...cases.map(([, code]) => expect.objectContaining({ code })),
      expect.objectContaining({
        level: "warn",
        msg: "google identity token refused: the token was already used to sign in (replay)",
        provider: "google",
        code: "REPLAYED",
      }),
    ]);
    expect(reasons()[before + 1]?.msg).toBe(
      "google identity token refused: the token's nonce is not the one issued for this sign-in attempt (state)",
    );
  });

  it("refuses wrong issuer, wrong audience, expiry, a stranger's signature, an unverified email", async () => {
    const failed = { status: 0, message: "Social sign-in failed" };
    const now = Math.floor(clock.getTime() / 1000);
    for (const token of [
      await idToken("google", travellerClaims, { iss: "https://evil.test" }),
      await idToken("google", travellerClaims, { aud: "someone-else" }),
      await idToken("google", travellerClaims, { exp: now - 60 }),
      await idToken("google", travellerClaims, { signer: strangerKey }),
      await idToken("google", { ...travellerClaims, email_verified: false }),
      await idToken("facebook", travellerClaims), // a Facebook token offered as Google's
      "garbage",
    ])
      expect(await post("/api/signIn", { jsonSign: { googletoken: token } })).toEqual(failed);
  });

  it("says when the social identity has no account", async () => {
    const a = attempt();
    const claims = { email: "new.social@example.com", email_verified: true, nonce: a.nonce };
    const token = await idToken("google", claims);
    const noAccount = { status: 0, message: "No account for this social identity", code: 404 };
    expect(await post("/api/signIn", { jsonSign: { googletoken: token, ...a.fields } })).toEqual(
      noAccount,
    );
    // not used up: the same token makes the account (social sign-up), once
    const made = await post("/api/signUp", { jsonRegister: { googletoken: token, ...a.fields } });
    expect(made).toMatchObject({ status: 1, data: { code: 200 } });
    expect(
      await post("/api/signIn", { jsonSign: { googletoken: token, ...a.fields } }),
    ).toMatchObject({ status: 0, message: "Social sign-in failed" });
  });
});

describe("single sign-on", () => {
  it("signs in with a partner token, flags the session and gives the session-out URL", async () => {
    const sso_token = await idToken("sso", { email: "Agent@Example.com" });
    const answer = await post("/api/auth/signIn", {
      jsonSingIn: { sso_token },
      ipAddress: "1.2.3.4",
    });
    expect(answer).toMatchObject({ status: 1, result: { email: "agent@example.com" } });
    expect((await checkLogin(answer.result.token)).json).toMatchObject({
      message: { ssocheck: { is_sso: 1 } },
      session_out_url: SESSION_OUT_URL,
    });
    expect(answer.result.expires_at).toBe(new Date(clock.getTime() + 12 * HOUR).toISOString());
    const renewed = await post("/api/auth/refresh", {}, answer.result.token);
    expect((await checkLogin(renewed.result.token)).json).toMatchObject({
      message: { ssocheck: { is_sso: 1 } },
    });
  });

  it("takes a token once: a replay fails like a forged token", async () => {
    const sso_token = await idToken("sso", { email: "agent@example.com", jti: randomUUID() });
    expect(await post("/api/auth/signIn", { jsonSingIn: { sso_token } })).toMatchObject({
      status: 1,
    });
    expect(await post("/api/auth/signIn", { jsonSingIn: { sso_token } })).toEqual({
      status: 0,
      message: "Single sign-on failed",
    });
  });

  it("opens one session for one token sent five times at once", async () => {
    const sso_token = await idToken("sso", { email: "agent@example.com", jti: randomUUID() });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post("/api/auth/signIn", { jsonSingIn: { sso_token } })),
    );
    expect(answers.filter((a) => a.status === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 0)).toHaveLength(4);
  });

  it("refuses a bad token and an unknown email", async () => {
    const stranger = await idToken("sso", { email: "agent@example.com" }, { signer: strangerKey });
    expect(await post("/api/auth/signIn", { jsonSingIn: { sso_token: stranger } })).toEqual({
      status: 0,
      message: "Single sign-on failed",
    });
    expect(await post("/api/auth/signIn", {})).toEqual({
      status: 0,
      message: "Single sign-on failed",
    });
    const unknown = await idToken("sso", { email: "ghost@example.com" });
    expect(await post("/api/auth/signIn", { jsonSingIn: { sso_token: unknown } })).toEqual({
      status: 0,
      message: "No account for this single sign-on identity",
    });
  });
});

describe("sign-up checks", () => {
  it("tells new emails (404) from registered ones (201)", async () => {
    expect(
      await post("/api/signUp/checkAccountForExists", {
        jsonSigUp: { email_id: "fresh@example.com" },
      }),
    ).toEqual({
      status: 1,
      data: { data: { code: 404 }, resp: "" },
    });
    expect(
      await post("/api/signUp/checkAccountForExists", {
        jsonSigUp: { email_id: " TRAVELLER@example.com " },
      }),
    ).toEqual({
      status: 1,
      data: { data: { code: 201 }, resp: "This email is already registered. Please sign in." },
    });
    expect(
      (await call("POST", "/api/signUp/checkAccountForExists", { jsonSigUp: { email_id: 5 } }))
        .httpStatus,
    ).toBe(400);
  });

  it("refuses a missing email or one with a NUL instead of answering 404 (new) or failing", async () => {
    const check = (body: Json) => call("POST", "/api/signUp/checkAccountForExists", body);
    expect(await check({})).toEqual({
      httpStatus: 400,
      json: { status: 0, message: "Please Enter Email ID" },
    });
    expect(await check({ jsonSigUp: { email_id: "a\u0000@example.com" } })).toEqual({
      httpStatus: 400,
      json: { status: 0, message: "email_id contains characters that are not allowed" },
    });
  });

  it("validates access codes and invitation master codes", async () => {
    const validate = (jsonRegister: Json) =>
      post("/api/signUp/validateAccessCode", { jsonRegister });
    const valid = { data: { data: { status: 1 }, resp: "" } };
    const invalid = { data: { data: { status: 0 }, resp: "Invalid Access Code" } };
    expect(await validate({ accesscode: " WELCOME2026 " })).toEqual(valid);
    expect(await validate({ accesscode: "EXPIRED2020" })).toEqual(invalid);
    expect(await validate({ accesscode: "NOPE" })).toEqual(invalid);
    expect(await validate({})).toEqual(invalid);
    expect(await validate({ accesscode: "NOPE", mastercode: "INVITE-7Q2M" })).toEqual(valid);
  });

  it("serves invitations by master code", async () => {
    expect((await call("GET", "/api/signUp/invitation?mastercode=INVITE-7Q2M")).json).toEqual({
      status: 1,
      data: {
        mastercode: "INVITE-7Q2M",
        email: "invitee@example.com",
        firstname: "Ana",
        lastname: "García",
        title: 1,
        phonenumber: "5551234567",
        countrycode: "+34",
        lang: "es-ES",
        tripid: "TRIP-42",
      },
    });
    expect(await call("GET", "/api/signUp/invitation?mastercode=NOPE")).toEqual({
      httpStatus: 404,
      json: { status: 0, message: "Invitation not found" },
    });
    expect((await call("GET", "/api/signUp/invitation")).httpStatus).toBe(404);
    expect(await call("GET", "/api/signUp/invitation?mastercode=INVITE%00")).toEqual({
      httpStatus: 404,
      json: { status: 0, message: "Invitation not found" },
    });
  });
});

describe("email sign-up and verification", () => {
  it("creates an unverified account, mails a verification link, and verifies it once", async () => {
    const answer = await post(
      "/api/signUp",
      registration(" Zoe@Example.com ", {
        referral_org: "ORG-9",
        trip_id: "TRIP-7",
        referral_code: "TESS2026",
      }),
    );
    expect(answer).toEqual({
      status: 1,
      data: { code: 200, resp: "User Created successfully", isProfileCreated: true },
    });
    const [row] = await db.query<Json>(
      "SELECT referral_org, trip_id, verified_at, password_hash FROM accounts WHERE email = 'zoe@example.com'",
    );
    expect(row).toMatchObject({ referral_org: "ORG-9", trip_id: "TRIP-7", verified_at: null });
    expect(String(row?.password_hash)).toMatch(/^scrypt\$1024\$/);
    expect(await signIn("zoe@example.com", "Secret#12")).toEqual({
      status: 0,
      message: "Please verify your email address before signing in",
    });
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      to: "zoe@example.com",
      subject: "Please verify your email address",
    });
    expect(mail?.text).toContain("http://site.test/verify-account?key=");
    const verifyKey = keyOf(mail!, "verify-account");
    expect(await post("/api/signUp/verifyAccount", { key: verifyKey })).toEqual({
      status: 1,
      message: "Account verified",
    });
    expect(await post("/api/signUp/verifyAccount", { key: verifyKey })).toEqual({
      status: 0,
      message: "This verification link is invalid or has expired",
    });
    const signedIn = await signIn("zoe@example.com", "Secret#12");
    expect(signedIn.status).toBe(1);
    expect((await checkLogin(signedIn.result.token)).json.result.referral).toEqual({
      first_name: "Tess",
      last_name: "Traveller",
    });
  });

  it("new members may book by the site's policy: yes by default, no with NEW_MEMBERS_CAN_BOOK=false", async () => {
    const canBook = async (email: string) =>
      (
        await db.query<{ can_user_book: number }>(
          "SELECT can_user_book::integer AS can_user_book FROM accounts WHERE email = $1",
          [email],
        )
      )[0]?.can_user_book;
    const signUpAndIn = async (email: string) => {
      await post("/api/signUp", registration(email));
      const mail = (await outbox()).find((m) => m.to === email)!;
      expect(
        (await post("/api/signUp/verifyAccount", { key: keyOf(mail, "verify-account") })).status,
      ).toBe(1);
      const { result } = await signIn(email, "Secret#12");
      return (await checkLogin(result.token)).json.result.can_user_book;
    };
    // the embedded default: a verified new member may book
    expect(config.newMembersCanBook).toBe(true);
    expect(await signUpAndIn("booker@example.com")).toBe(1);
    expect(await canBook("booker@example.com")).toBe(1);

    // a site whose upstream runs with NEW_MEMBERS_CAN_BOOK=false, over the same database
    const { newMembersCanBook } = loadUpstreamConfig({ NEW_MEMBERS_CAN_BOOK: "false" });
    const strict = createApiServer(
      buildRoutes(db, { ...config, newMembersCanBook }, () => clock),
      createLogger({ level: "silent" }),
    );
    await strict.listen({ port: 0, host: "127.0.0.1" });
    const defaultBase = base;
    base = `http://127.0.0.1:${(strict.server.address() as AddressInfo).port}`;
    try {
      expect(await signUpAndIn("waiting@example.com")).toBe(0);
      expect(await canBook("waiting@example.com")).toBe(0);
    } finally {
      base = defaultBase;
      await strict.close();
    }
    // the policy is applied at sign-up: members made before keep what they were given
    expect(await canBook("booker@example.com")).toBe(1);
  });

  it("lets a verification key expire after 48 hours", async () => {
    await post("/api/signUp", registration("late@example.com"));
    const verifyKey = keyOf((await outbox())[0]!, "verify-account");
    const start = clock;
    try {
      clock = new Date(start.getTime() + 49 * HOUR);
      expect((await post("/api/signUp/verifyAccount", { key: verifyKey })).status).toBe(0);
    } finally {
      clock = start;
    }
    expect(await call("POST", "/api/signUp/verifyAccount", { key: 5 })).toEqual({
      httpStatus: 400,
      json: { status: 0, message: "key must be a string" },
    });
    expect(await post("/api/signUp/verifyAccount", { key: "<script>" })).toMatchObject({
      status: 0,
    });
  });

  it("answers USER_ALREADY_CREATED for a registered email", async () => {
    expect(await post("/api/signUp", registration("TRAVELLER@example.com"))).toEqual({
      status: 1,
      data: { code: 201, resp: "USER_ALREADY_CREATED", isProfileCreated: false },
    });
  });

  it("needs a valid access code (or an invitation master code)", async () => {
    const refused = (resp: string) => ({ status: 0, data: { code: 400, resp } });
    expect(
      await post("/api/signUp", registration("c1@example.com", { accesscode: "EXPIRED2020" })),
    ).toEqual(refused("Invalid Access Code"));
    expect(await post("/api/signUp", registration("c1@example.com", { accesscode: "" }))).toEqual(
      refused(MESSAGES.accessCode),
    );
    expect(
      await post(
        "/api/signUp",
        registration("c1@example.com", { accesscode: "", mastercode: "INVITE-7Q2M" }),
      ),
    ).toMatchObject({ status: 1, data: { code: 200 } });
    expect(await count("accounts WHERE email = 'c1@example.com'")).toBe(1);
  });

  it("refuses bad input with a clear message and stores nothing", async () => {
    const before = [await count("accounts"), await count("mail_outbox")];
    const cases: [Json, Json, string][] = [
      [{ email_id: "not-an-email" }, {}, MESSAGES.invalidEmail],
      [{ email_id: "<img src=x>@x.com" }, {}, MESSAGES.invalidEmail],
      [{ password: "weak" }, {}, MESSAGES.password],
      [{ title: "Dr" }, {}, MESSAGES.title],
      [
        {},
        { first_name: "<script>alert(1)</script>" },
        "First Name may contain only letters, spaces, ' - and .",
      ],
      [{}, { last_name: "x".repeat(10_000) }, "last_name is too long (200 characters at most)"],
      [{}, { first_name: "a".repeat(51) }, "First Name must be 50 characters at most"],
      [{ email_id: 42 }, {}, "email_id must be text"],
      [{ nationality: 99999 }, {}, MESSAGES.nationality],
      [{}, { mobile_no: "12ab" }, MESSAGES.phone],
      [{ password: "  " }, {}, MESSAGES.password],
    ];
    for (const [overrides, details, resp] of cases)
      expect(
        await post("/api/signUp", registration("bad@example.com", overrides, details)),
      ).toEqual({
        status: 0,
        data: { code: 400, resp },
      });
    expect(await post("/api/signUp", { jsonRegister: "x" })).toEqual({
      status: 0,
      data: { code: 400, resp: "jsonRegister must be an object" },
    });
    expect([await count("accounts"), await count("mail_outbox")]).toEqual(before);
  });

  it("accepts names in other scripts", async () => {
    expect(
      await post(
        "/api/signUp",
        registration("lukasz@example.com", {}, { first_name: "Łukasz", last_name: "O'Brien-Żak" }),
      ),
    ).toMatchObject({ status: 1, data: { code: 200 } });
  });

  it("creates exactly one account for two simultaneous sign-ups with the same email", async () => {
    const answers = await Promise.all([
      post("/api/signUp", registration("twin@example.com")),
      post("/api/signUp", registration("TWIN@example.com ")),
    ]);
    expect(answers.map((a) => a.data.code).sort()).toEqual([200, 201]);
    expect(await count("accounts WHERE email = 'twin@example.com'")).toBe(1);
    expect(await count("mail_outbox WHERE recipient = 'twin@example.com'")).toBe(1);
  });
});

describe("social sign-up", () => {
  it("creates a verified account from the token's email and signs it in", async () => {
    const a = attempt();
    const googletoken = await idToken("google", {
      email: "Social@Example.com",
      email_verified: true,
      given_name: "Sol",
      family_name: "Cial",
      nonce: a.nonce,
    });
    const answer = await post("/api/signUp", {
      jsonRegister: { googletoken, email_id: "ignored@example.com", ...a.fields },
    });
    expect(answer).toMatchObject({
      status: 1,
      data: { code: 200, resp: "User Created successfully", isProfileCreated: true },
      result: {
        email: "social@example.com",
        username: "Sol",
        last_name: "Cial",
        expires_at: new Date(clock.getTime() + 12 * HOUR).toISOString(),
      },
    });
    expect((await checkLogin(answer.result.token)).httpStatus).toBe(200);
    expect(
      await count("accounts WHERE email = 'social@example.com' AND verified_at IS NOT NULL"),
    ).toBe(1);
    expect(await count("accounts WHERE email = 'ignored@example.com'")).toBe(0);
    expect(await post("/api/signUp", { jsonRegister: { googletoken, ...a.fields } })).toMatchObject(
      { data: { code: 201 } },
    );
  });

  it("refuses an invalid social token", async () => {
    const fbtoken = await idToken("facebook", { email: "x@example.com" }, { aud: "other" });
    expect(await post("/api/signUp", { jsonRegister: { fbtoken } })).toEqual({
      status: 0,
      data: { code: 400, resp: "Social sign-in failed" },
    });
  });
});

describe("password reset", () => {
  const forgot = (email_id: unknown) => post("/api/auth/forgotPassword", { email_id });
  const sent = {
    status: 1,
    message: "If an account exists for this email, a reset link has been sent",
  };

  it("answers the same for unknown emails and mails nothing", async () => {
    const mails = await count("mail_outbox");
    expect(await forgot("ghost@example.com")).toEqual(sent);
    expect(await count("mail_outbox")).toBe(mails);
  });

  it("refuses a missing, over-long or NUL-carrying email with 400 and mails nothing", async () => {
    const mails = await count("mail_outbox");
    const refused = (body: Json) => call("POST", "/api/auth/forgotPassword", body);
    expect(await refused({ email_id: "" })).toEqual({
      httpStatus: 400,
      json: { status: 0, message: "Please Enter Email Address" },
    });
    expect(await refused({ email_id: "a".repeat(10_000) })).toEqual({
      httpStatus: 400,
      json: { status: 0, message: "email_id is too long (254 characters at most)" },
    });
    expect(await refused({ email_id: "traveller@example.com\u0000" })).toEqual({
      httpStatus: 400,
      json: { status: 0, message: "email_id contains characters that are not allowed" },
    });
    expect(await count("mail_outbox")).toBe(mails);
  });

  it("changes the password once with the mailed key and ends every session", async () => {
    await post("/api/signUp", registration("reset@example.com"));
    await post("/api/signUp/verifyAccount", { key: keyOf((await outbox())[0]!, "verify-account") });
    const session = (await signIn("reset@example.com", "Secret#12")).result.token;
    expect(await forgot(" Reset@Example.com ")).toEqual(sent);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ to: "reset@example.com", subject: "Reset your password" });
    expect(mail?.text).toContain("http://site.test/change-password?key=");
    const resetKey = keyOf(mail!, "change-password");
    expect(await post("/api/auth/changePassword", { key: resetKey, password: "weak" })).toEqual({
      status: 0,
      message: MESSAGES.password,
    });
    expect(
      await post("/api/auth/changePassword", { key: resetKey, password: "Newpass#34" }),
    ).toEqual({
      status: 1,
      message: "Password changed",
      email: "reset@example.com",
    });
    expect((await checkLogin(session)).httpStatus).toBe(401);
    expect((await signIn("reset@example.com", "Secret#12")).status).toBe(0);
    expect((await signIn("reset@example.com", "Newpass#34")).status).toBe(1);
    expect(await post("/api/auth/changePassword", { key: resetKey, password: "Other#56" })).toEqual(
      {
        status: 0,
        message: "This reset link is invalid or has expired",
      },
    );
  });

  it("lets one of two simultaneous uses of a key win, and expires keys after an hour", async () => {
    await forgot("traveller@example.com");
    const resetKey = keyOf((await outbox())[0]!, "change-password");
    const answers = await Promise.all([
      post("/api/auth/changePassword", { key: resetKey, password: "Traveller#1" }),
      post("/api/auth/changePassword", { key: resetKey, password: "Traveller#1" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([0, 1]);
    await forgot("traveller@example.com");
    const lateKey = keyOf((await outbox())[0]!, "change-password");
    const start = clock;
    try {
      clock = new Date(start.getTime() + HOUR + 1000);
      expect(
        (await post("/api/auth/changePassword", { key: lateKey, password: "Traveller#1" })).status,
      ).toBe(0);
    } finally {
      clock = start;
    }
    expect((await call("POST", "/api/auth/forgotPassword", { email_id: 5 })).httpStatus).toBe(400);
  });
});

describe("activity and outbox", () => {
  it("records user activity", async () => {
    expect(
      await post("/api/iqps/user-fqs", { userId: 1, ip: "203.0.113.9", action: "search" }),
    ).toEqual({ status: 1 });
    expect(await count("activity WHERE ip = '203.0.113.9' AND action = 'search'")).toBe(1);
    expect(await call("POST", "/api/iqps/user-fqs", { userId: "1", action: "x" })).toEqual({
      httpStatus: 400,
      json: { status: 0, message: "userId must be a positive integer" },
    });
  });

  it("lists mails newest first and renders an escaped page with links", async () => {
    const mails = await outbox();
    const times = mails.map((m) => String(m.createdAt));
    expect(times).toEqual([...times].sort().reverse());
    const page = await fetch(`${base}/outbox`);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const text = await page.text();
    expect(contract.responseValidator("GET", "/outbox", 200)(text)).toBe(true);
    expect(text).toContain('<a href="http://site.test/verify-account?key=');
    expect(text).not.toMatch(/<script/i);
  });
});

describe("configuration", () => {
  it("serves no outbox when OUTBOX_ENABLED=false", () => {
    const paths = (outboxEnabled: boolean) =>
      buildRoutes(db, { ...loadUpstreamConfig({}), outboxEnabled }).map((r) => r.path);
    expect(paths(true)).toEqual(expect.arrayContaining(["/outbox", "/api/dev/outbox"]));
    expect(paths(false)).not.toContain("/outbox");
    expect(paths(false)).not.toContain("/api/dev/outbox");
  });
});

describe("secrets", () => {
  it("never puts a password or a stack trace in a response or the log", () => {
    const everything = [...bodies, ...logLines].join("\n");
    for (const password of PASSWORDS) expect(everything).not.toContain(password);
    expect(everything).not.toMatch(/\n\s+at /);
    expect(bodies.length).toBeGreaterThan(50);
  });
});
