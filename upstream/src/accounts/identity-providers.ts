/**
 * Which identity provider stands behind Google, Facebook and single sign-on: the real one when
 * its variables are set (GOOGLE_CLIENT_ID, FACEBOOK_APP_ID, SSO_JWKS_URL…), else the embedded
 * stand-in (identity-provider/) when STAND_IN_IDENTITY_PROVIDER is on, else none (the button is
 * hidden, single sign-on refused). Tokens are always checked against the provider's JWKS over
 * HTTP; the stand-in's is this upstream's own /identity-provider/jwks.
 */
import type { UpstreamConfig } from "../config";
import {
  STAND_IN_FACEBOOK_CLIENT_ID,
  STAND_IN_GOOGLE_CLIENT_ID,
  STAND_IN_SSO_CLIENT_ID,
} from "../identity-provider/clients";
import { IDENTITY_PROVIDER_PREFIX } from "../identity-provider/provider";
import type { IdentityProvider } from "./identity-token";

export type IdentityProvidersConfig = Pick<
  UpstreamConfig,
  | "googleJwksUrl"
  | "googleIssuer"
  | "googleClientId"
  | "googleAuthorizationUrl"
  | "facebookJwksUrl"
  | "facebookIssuer"
  | "facebookAppId"
  | "facebookAuthorizationUrl"
  | "ssoJwksUrl"
  | "ssoIssuer"
  | "ssoAudience"
  | "standInIdentityProvider"
  | "identityProviderUrl"
>;

/** What a sign-in button needs to start the provider's flow. */
export interface ProviderLink {
  authorizationUrl: string;
  clientId: string;
}

export interface ResolvedProvider {
  /** The token check's settings (read when a token comes: the stand-in's port is bound late). */
  verification: () => IdentityProvider;
  /** The button's link; null when single sign-on (started by the partner, not a button). */
  link: () => ProviderLink | null;
  /** True when the embedded stand-in serves it. */
  standIn: boolean;
}

export interface ResolvedProviders {
  google: ResolvedProvider | null;
  facebook: ResolvedProvider | null;
  sso: ResolvedProvider | null;
}

/**
 * Resolves the three providers. `ownUrl` is this upstream's base URL once bound (the stand-in's
 * keys are fetched there); the stand-in's issuer is IDENTITY_PROVIDER_URL, else that same base.
 */
export function resolveIdentityProviders(
  config: IdentityProvidersConfig,
  ownUrl: () => string,
): ResolvedProviders {
  const standInIssuer = () =>
    config.identityProviderUrl ?? `${ownUrl()}${IDENTITY_PROVIDER_PREFIX}`;
  const standIn = (clientId: string, withLink: boolean): ResolvedProvider | null =>
    config.standInIdentityProvider
      ? {
          standIn: true,
          verification: () => ({
            jwksUrl: `${ownUrl()}${IDENTITY_PROVIDER_PREFIX}/jwks`,
            issuer: standInIssuer(),
            audience: clientId,
            requireEmailVerified: true,
          }),
          link: () =>
            withLink ? { authorizationUrl: `${standInIssuer()}/authorize`, clientId } : null,
        }
      : null;
  const real = (
    provider: IdentityProvider & { audience: string },
    authorizationUrl: string | null,
  ): ResolvedProvider => ({
    standIn: false,
    verification: () => provider,
    link: () =>
      authorizationUrl === null ? null : { authorizationUrl, clientId: provider.audience },
  });
  return {
    google:
      config.googleClientId !== undefined
        ? real(
            {
              jwksUrl: config.googleJwksUrl,
              issuer: config.googleIssuer,
              audience: config.googleClientId,
              requireEmailVerified: true,
            },
            config.googleAuthorizationUrl,
          )
        : standIn(STAND_IN_GOOGLE_CLIENT_ID, true),
    facebook:
      config.facebookAppId !== undefined
        ? real(
            {
              jwksUrl: config.facebookJwksUrl,
              issuer: config.facebookIssuer,
              audience: config.facebookAppId,
              requireEmailVerified: false,
            },
            config.facebookAuthorizationUrl,
          )
        : standIn(STAND_IN_FACEBOOK_CLIENT_ID, true),
    sso:
      config.ssoJwksUrl !== undefined &&
      config.ssoIssuer !== undefined &&
      config.ssoAudience !== undefined
        ? real(
            {
              jwksUrl: config.ssoJwksUrl,
              issuer: config.ssoIssuer,
              audience: config.ssoAudience,
              requireEmailVerified: false,
            },
            null,
          )
        : standIn(STAND_IN_SSO_CLIENT_ID, false),
  };
}

/** The stand-in's page saying the single-sign-on session has ended, with a link back. */
export const SIGNED_OUT_PATH = "/signed-out";

/**
 * Where an ended single-sign-on session goes when the organisation names no page (spec §4):
 * SSO_SESSION_OUT_URL, else the stand-in provider's signed-out page when the stand-in serves
 * single sign-on (so it can be tried on a machine with no partner), else none.
 */
export function defaultSessionOutUrl(
  config: IdentityProvidersConfig & { ssoSessionOutUrl?: string | undefined },
  ownUrl: () => string,
): () => string | null {
  return () => {
    if (config.ssoSessionOutUrl !== undefined) return config.ssoSessionOutUrl;
    if (!resolveIdentityProviders(config, ownUrl).sso?.standIn) return null;
    const base = config.identityProviderUrl ?? `${ownUrl()}${IDENTITY_PROVIDER_PREFIX}`;
    return `${base}${SIGNED_OUT_PATH}`;
  };
}

/** A provider that refuses every token (no audience): the provider is off. */
export const DISABLED_PROVIDER: IdentityProvider = {
  jwksUrl: "http://identity-provider.invalid/",
  issuer: "",
  audience: undefined,
  requireEmailVerified: false,
};
