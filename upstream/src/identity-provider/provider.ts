/**
 * The embedded stand-in identity provider: a separate OpenID Connect provider standing in for
 * Google, Facebook and a partner's single sign-on, mounted under `/identity-provider` on the
 * upstream's server. The upstream verifies its tokens like a real provider's: against its JWKS,
 * fetched over HTTP. Its ES256 key is generated when the provider starts (tokens die with it).
 *
 * - GET /identity-provider/.well-known/openid-configuration → issuer, endpoints, algorithms
 * - GET /identity-provider/jwks → the public key
 * - GET /identity-provider/authorize?client_id&redirect_uri&response_type=id_token&state&nonce
 *   → the "Sign in with …" page (email, first and last name)
 * - GET /identity-provider/authorize/continue?…&email&given_name&family_name → 302 to the
 *   redirect URI with the signed ID token (see clients.ts), or the page again with the error
 * - GET /identity-provider/signed-out → "You have been signed out of Partner single sign-on",
 *   with links back to the site and to sign in again: the default session-out URL (spec §4)
 */
import { randomUUID, createHash } from "node:crypto";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";
import type { ApiRequest, ApiResponse, Route } from "../http/router";
import { ok } from "../http/router";
import {
  allowedRedirect,
  enteredIdentity,
  STAND_IN_CLIENTS,
  STAND_IN_SSO_CLIENT_ID,
} from "./clients";
import {
  renderRedirectPage,
  renderRefusalPage,
  renderSignedOutPage,
  renderSignInPage,
} from "./pages";

export const IDENTITY_PROVIDER_PREFIX = "/identity-provider";
/** How long a stand-in ID token is valid. */
export const STAND_IN_TOKEN_TTL_S = 600;
const MAX_PARAM = 500;

export interface IdentityProviderOptions {
  /** The provider's public base URL (its issuer), as browsers reach it. */
  issuer: () => string;
  /** The travel site's URL (SITE_URL): redirect URIs on its origin are allowed. */
  siteUrl: string;
  now?: () => Date;
}

export interface StandInIdentityProvider {
  routes: Route[];
}

const HTML = "text/html; charset=utf-8";
const htmlAnswer = (httpStatus: number, body: string): ApiResponse => ({
  httpStatus,
  body,
  contentType: HTML,
});

interface SigningKey {
  privateKey: CryptoKey;
  jwk: JWK;
}

async function newSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  const jwk = { ...(await exportJWK(publicKey)), kid: randomUUID(), alg: "ES256", use: "sig" };
  return { privateKey, jwk };
}

/** The authorization request's parameters the page passes on, or why they cannot be served. */
function authorizationRequest(
  query: URLSearchParams,
  siteUrl: string,
): { ok: true; params: Record<string, string> } | { ok: false; message: string } {
  const get = (name: string) => (query.get(name) ?? "").trim();
  const params = {
    client_id: get("client_id"),
    redirect_uri: get("redirect_uri"),
    response_type: get("response_type"),
    state: get("state"),
    nonce: get("nonce"),
  };
  if (Object.values(params).some((value) => value.length > MAX_PARAM))
    return { ok: false, message: `Every parameter may have at most ${MAX_PARAM} characters.` };
  const client = STAND_IN_CLIENTS[params.client_id];
  if (client === undefined)
    return { ok: false, message: `Unknown client_id "${params.client_id}".` };
  if (allowedRedirect(params.redirect_uri, client, siteUrl) === null)
    return {
      ok: false,
      message: `redirect_uri must be the travel site's ${client.callbackPath} page.`,
    };
  if (client.answer === "fragment") {
    if (params.response_type !== "id_token")
      return { ok: false, message: 'response_type must be "id_token".' };
    if (params.state === "") return { ok: false, message: "state is required." };
  }
  return { ok: true, params };
}

export function createStandInIdentityProvider(
  options: IdentityProviderOptions,
): StandInIdentityProvider {
  const now = options.now ?? (() => new Date());
  let key: Promise<SigningKey> | undefined;
  const signingKey = () => (key ??= newSigningKey());
  const continuePath = `${IDENTITY_PROVIDER_PREFIX}/authorize/continue`;

  const signIdToken = async (
    params: Record<string, string>,
    identity: { email: string; givenName: string; familyName: string },
  ) => {
    const { privateKey, jwk } = await signingKey();
    const issuedAt = Math.floor(now().getTime() / 1000);
    const name = [identity.givenName, identity.familyName].filter(Boolean).join(" ");
    return new SignJWT({
      email: identity.email,
      email_verified: true,
      ...(identity.givenName ? { given_name: identity.givenName } : {}),
      ...(identity.familyName ? { family_name: identity.familyName } : {}),
      ...(name ? { name } : {}),
      ...(params.nonce ? { nonce: params.nonce } : {}),
    })
      .setProtectedHeader({ alg: "ES256", kid: jwk.kid ?? "" })
      .setIssuer(options.issuer())
      .setAudience(params.client_id ?? "")
      .setSubject(createHash("sha256").update(identity.email).digest("hex").slice(0, 32))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + STAND_IN_TOKEN_TTL_S)
      .setJti(randomUUID())
      .sign(privateKey);
  };

  const authorize = async ({ query }: ApiRequest): Promise<ApiResponse> => {
    const request = authorizationRequest(query, options.siteUrl);
    if (!request.ok) return htmlAnswer(400, renderRefusalPage(request.message));
    const client = STAND_IN_CLIENTS[request.params.client_id ?? ""]!;
    return htmlAnswer(
      200,
      renderSignInPage({
        providerName: client.name,
        action: continuePath,
        request: request.params,
      }),
    );
  };

  const proceed = async ({ query }: ApiRequest): Promise<ApiResponse> => {
    const request = authorizationRequest(query, options.siteUrl);
    if (!request.ok) return htmlAnswer(400, renderRefusalPage(request.message));
    const { params } = request;
    const client = STAND_IN_CLIENTS[params.client_id ?? ""]!;
    const entered = {
      email: (query.get("email") ?? "").slice(0, MAX_PARAM),
      givenName: (query.get("given_name") ?? "").slice(0, MAX_PARAM),
      familyName: (query.get("family_name") ?? "").slice(0, MAX_PARAM),
    };
    const identity = enteredIdentity(entered.email, entered.givenName, entered.familyName);
    if (!identity.ok)
      return htmlAnswer(
        400,
        renderSignInPage({
          providerName: client.name,
          action: continuePath,
          request: params,
          entered,
          error: identity.message,
        }),
      );
    const token = await signIdToken(params, identity.identity);
    const target = new URL(params.redirect_uri ?? "");
    if (client.answer === "query") target.searchParams.set("token", token);
    else
      target.hash = new URLSearchParams({ id_token: token, state: params.state ?? "" }).toString();
    return {
      ...htmlAnswer(302, renderRedirectPage(target.href)),
      location: target.href,
    };
  };

  const signedOut = async (): Promise<ApiResponse> => {
    const site = new URL(options.siteUrl);
    const again = new URL(`${options.issuer()}/authorize`);
    again.searchParams.set("client_id", STAND_IN_SSO_CLIENT_ID);
    again.searchParams.set("redirect_uri", new URL("/login/sso", site).href);
    return htmlAnswer(
      200,
      renderSignedOutPage({
        partnerName: STAND_IN_CLIENTS[STAND_IN_SSO_CLIENT_ID]!.name,
        siteUrl: site.href,
        signInAgainUrl: again.href,
      }),
    );
  };

  return {
    routes: [
      {
        method: "GET",
        path: `${IDENTITY_PROVIDER_PREFIX}/.well-known/openid-configuration`,
        handler: async () =>
          ok({
            issuer: options.issuer(),
            authorization_endpoint: `${options.issuer()}/authorize`,
            jwks_uri: `${options.issuer()}/jwks`,
            response_types_supported: ["id_token"],
            subject_types_supported: ["public"],
            id_token_signing_alg_values_supported: ["ES256"],
          }),
      },
      {
        method: "GET",
        path: `${IDENTITY_PROVIDER_PREFIX}/jwks`,
        handler: async () => ok({ keys: [(await signingKey()).jwk] }),
      },
      { method: "GET", path: `${IDENTITY_PROVIDER_PREFIX}/authorize`, handler: authorize },
      { method: "GET", path: continuePath, handler: proceed },
      { method: "GET", path: `${IDENTITY_PROVIDER_PREFIX}/signed-out`, handler: signedOut },
    ],
  };
}
