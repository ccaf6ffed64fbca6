import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";
import {
  createIdentityTokenCheck,
  createIdentityVerifier,
  IDENTITY_TOKEN_ERRORS,
  identityOfClaims,
  type IdentityProvider,
} from "./identity-token";

let server: Server;
let jwksUrl = "";
let privateKey: CryptoKey;
let otherKey: CryptoKey;
let jwk: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair("RS256")).privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  server = createServer((_, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const provider = (): IdentityProvider => ({
  jwksUrl,
  issuer: "https://accounts.google.com",
  audience: "client-1",
  requireEmailVerified: true,
});

const sign = (
  claims: Record<string, unknown> = {},
  { key = privateKey, iss = "https://accounts.google.com", aud = "client-1", exp = "1h" } = {},
) =>
  new SignJWT({ email: "Ana@Example.com", email_verified: true, given_name: "Ana", ...claims })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(key);

describe("createIdentityVerifier", () => {
  it("accepts a token signed by the provider's key for the right issuer and audience", async () => {
    const verify = createIdentityVerifier(provider());
    const before = Date.now();
    const identity = await verify(await sign());
    expect(identity).toEqual({
      email: "ana@example.com",
      firstName: "Ana",
      lastName: "",
      expiresAt: expect.any(Date) as Date,
    });
    // the token's exp (one hour), which keeps a used single-sign-on token refused that long
    const inOneHour = before + 3_600_000;
    expect(Math.abs(identity!.expiresAt!.getTime() - inOneHour)).toBeLessThan(5_000);
  });

  it("refuses a wrong issuer, a wrong audience, an expired token and a bad signature", async () => {
    const verify = createIdentityVerifier(provider());
    expect(await verify(await sign({}, { iss: "https://evil.example.com" }))).toBeNull();
    expect(await verify(await sign({}, { aud: "other-client" }))).toBeNull();
    expect(await verify(await sign({}, { exp: "-1m" }))).toBeNull();
    expect(await verify(await sign({}, { key: otherKey }))).toBeNull();
    expect(await verify("not.a.jwt")).toBeNull();
  });

  it("uses the injected clock for expiry", async () => {
    const token = await sign();
    const later = createIdentityVerifier(provider(), () => new Date(Date.now() + 2 * 3600_000));
    expect(await later(token)).toBeNull();
  });

  it("refuses an unverified Google email, and everything when no audience is configured", async () => {
    expect(
      await createIdentityVerifier(provider())(await sign({ email_verified: false })),
    ).toBeNull();
    const disabled = createIdentityVerifier({ ...provider(), audience: undefined });
    expect(await disabled(await sign())).toBeNull();
  });

  it("refuses when the keys cannot be fetched", async () => {
    const verify = createIdentityVerifier({ ...provider(), jwksUrl: "http://127.0.0.1:9/jwks" });
    expect(await verify(await sign())).toBeNull();
  });
});

describe("createIdentityTokenCheck: why a token is refused", () => {
  const refusal = (code: keyof typeof IDENTITY_TOKEN_ERRORS) => ({
    ok: false,
    code,
    message: IDENTITY_TOKEN_ERRORS[code],
  });

  it("says the signature is bad when another key signed the token", async () => {
    const check = createIdentityTokenCheck(provider());
    expect(await check(await sign({}, { key: otherKey }))).toEqual(refusal("BAD_SIGNATURE"));
    expect(IDENTITY_TOKEN_ERRORS.BAD_SIGNATURE).toBe(
      "the token's signature does not match any of the provider's keys (JWKS)",
    );
  });

  it("says the token has expired", async () => {
    const check = createIdentityTokenCheck(provider());
    expect(await check(await sign({}, { exp: "-1m" }))).toEqual(refusal("EXPIRED"));
    const later = createIdentityTokenCheck(provider(), () => new Date(Date.now() + 7_200_000));
    expect(await later(await sign())).toEqual(refusal("EXPIRED"));
  });

  it("says the audience or the issuer is wrong", async () => {
    const check = createIdentityTokenCheck(provider());
    expect(await check(await sign({}, { aud: "other-client" }))).toEqual(refusal("WRONG_AUDIENCE"));
    expect(await check(await sign({}, { iss: "https://evil.example.com" }))).toEqual(
      refusal("WRONG_ISSUER"),
    );
  });

  it("says what else is wrong: not a JWT, no keys, no email, unverified, disabled", async () => {
    const check = createIdentityTokenCheck(provider());
    expect(await check("not-a-jwt")).toEqual(refusal("MALFORMED"));
    expect(await check("a.b.c")).toEqual(refusal("MALFORMED"));
    const offline = createIdentityTokenCheck({ ...provider(), jwksUrl: "http://127.0.0.1:9/k" });
    expect(await offline(await sign())).toEqual(refusal("KEYS_UNAVAILABLE"));
    expect(await check(await sign({ email: "" }))).toEqual(refusal("NO_EMAIL"));
    expect(await check(await sign({ email_verified: false }))).toEqual(
      refusal("EMAIL_NOT_VERIFIED"),
    );
    const disabled = createIdentityTokenCheck({ ...provider(), audience: undefined });
    expect(await disabled(await sign())).toEqual(refusal("DISABLED"));
  });

  it("accepts a good token, with a provider given late", async () => {
    const check = createIdentityTokenCheck(() => provider());
    expect(await check(await sign())).toMatchObject({
      ok: true,
      identity: { email: "ana@example.com", firstName: "Ana" },
    });
  });
});

describe("identityOfClaims", () => {
  it("needs an email, verified where required", () => {
    expect(identityOfClaims({ email: "a@b.co" }, false)).toEqual({
      email: "a@b.co",
      firstName: "",
      lastName: "",
    });
    expect(identityOfClaims({ email: "a@b.co" }, true)).toBeNull();
    expect(identityOfClaims({}, false)).toBeNull();
    expect(identityOfClaims({ email: 5 }, false)).toBeNull();
  });
});
