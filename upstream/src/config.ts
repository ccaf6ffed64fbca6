/**
 * The upstream's configuration: the only module that reads `process.env`. Every variable is
 * validated at start and all problems are reported together in one error.
 */
import { resolve } from "node:path";
import {
  bad,
  ConfigError,
  directory,
  envReader,
  flag,
  hostName,
  httpUrl,
  identifier,
  integer,
  ok,
  oneOf,
  redactUrlPassword,
  text,
  urlOf,
  type Env,
  type Parser,
} from "@travel/service-kit/env";
import { LOG_LEVELS, type LogLevel } from "@travel/service-kit/logger";

export interface UpstreamConfig {
  /** Port to listen on (UPSTREAM_PORT, default 4010; 0 picks a free one). */
  port: number;
  /** Interface to bind (UPSTREAM_HOST, default 127.0.0.1). */
  host: string;
  /** PGlite data directory (DATA_DIR, default `<upstream>/.data/pglite`); unused with a database URL. */
  dataDir: string;
  /** PostgreSQL server to use instead of PGlite (DATABASE_URL, optional). */
  databaseUrl: string | undefined;
  /** Lowest level written to the log (LOG_LEVEL, default info). */
  logLevel: LogLevel;
  /** scrypt cost N for new password hashes (SCRYPT_COST, default 131072 = 2^17, OWASP). */
  scryptCost: number;
  /** Base URL of the site, used in links sent by email (SITE_URL, default http://localhost:4000). */
  siteUrl: string;
  /** Google's signing keys (GOOGLE_JWKS_URL). */
  googleJwksUrl: string;
  /** Expected issuer of Google ID tokens (GOOGLE_ISSUER). */
  googleIssuer: string;
  /** Google OAuth client id, the expected audience (GOOGLE_CLIENT_ID; unset disables Google). */
  googleClientId: string | undefined;
  /** Facebook Limited Login signing keys (FACEBOOK_JWKS_URL). */
  facebookJwksUrl: string;
  /** Expected issuer of Facebook tokens (FACEBOOK_ISSUER). */
  facebookIssuer: string;
  /** Facebook app id, the expected audience (FACEBOOK_APP_ID; unset disables Facebook). */
  facebookAppId: string | undefined;
  /** Google's authorization endpoint the sign-in button opens (GOOGLE_AUTHORIZATION_URL). */
  googleAuthorizationUrl: string;
  /** Facebook's authorization endpoint the sign-in button opens (FACEBOOK_AUTHORIZATION_URL). */
  facebookAuthorizationUrl: string;
  /**
   * Serve the stand-in identity provider at /identity-provider and use it for Google, Facebook
   * and single sign-on when their own variables are unset (STAND_IN_IDENTITY_PROVIDER, default:
   * OUTBOX_ENABLED's value). Anyone can sign in as anyone through it: development only.
   */
  standInIdentityProvider: boolean;
  /**
   * Base URL at which browsers reach the stand-in identity provider, also its issuer
   * (IDENTITY_PROVIDER_URL; unset means this upstream's own `/identity-provider`).
   */
  identityProviderUrl: string | undefined;
  /**
   * Where an ended single-sign-on session goes when the organisation names no page of its own
   * (SSO_SESSION_OUT_URL; unset: the stand-in provider's signed-out page while it serves single
   * sign-on, else nowhere).
   */
  ssoSessionOutUrl: string | undefined;
  /** Partner single sign-on signing keys (SSO_JWKS_URL; unset disables single sign-on). */
  ssoJwksUrl: string | undefined;
  /** Expected issuer of SSO tokens (SSO_ISSUER; required with SSO_JWKS_URL). */
  ssoIssuer: string | undefined;
  /** Expected audience of SSO tokens (SSO_AUDIENCE; required with SSO_JWKS_URL). */
  ssoAudience: string | undefined;
  /** Serve the developer mail outbox at /api/dev/outbox and /outbox (OUTBOX_ENABLED, default true). */
  outboxEnabled: boolean;
  /**
   * SMTP server that delivers the queued mails, `smtp://` or `smtps://` with optional
   * `user:password@` (SMTP_URL; unset means mails are only queued in the outbox).
   */
  smtpUrl: string | undefined;
  /** Sender of the mails, `address` or `Name <address>` (MAIL_FROM). */
  mailFrom: string;
  /**
   * The site's policy for accounts made by sign-up (NEW_MEMBERS_CAN_BOOK, default true): true
   * gives a new member `can_user_book` 1, so they may book once their email is verified (they
   * cannot sign in before); false gives 0, and the site's operator turns booking on per account.
   */
  newMembersCanBook: boolean;
  /**
   * Base URL of the savings provider (SAVINGS_PROVIDER_URL; unset means this upstream's own
   * `/savings-provider`, resolved once the port is bound).
   */
  savingsProviderUrl: string | undefined;
  /** Timeout of a call to the savings provider (SAVINGS_PROVIDER_TIMEOUT_MS, default 2500: below the gateway's 10000 ms write timeout, so a slow provider gives a 504 the gateway still hears). */
  savingsProviderTimeoutMs: number;
  /** The savings programme's identifier (SAVINGS_PROGRAM_ID, default WFH-DAILY). */
  savingsProgramId: string;
  /**
   * Base URL of the card payment provider (PAYMENT_PROVIDER_URL). Unset means the embedded
   * test provider, served at this upstream's own `/payment-provider` (test cards only); set, the
   * embedded one is not served.
   */
  paymentProviderUrl: string | undefined;
  /** The API key sent to the payment provider (PAYMENT_PROVIDER_KEY; the embedded provider's own when unset). */
  paymentProviderKey: string | undefined;
  /**
   * Longest time a cached public read (reference data, site configuration, rates, offers) is
   * served, in ms (READ_CACHE_TTL_MS, default 30000; 0 turns the cache off). This process drops
   * its entries at once on its own writes; the TTL bounds how long another upstream's writes to
   * a shared DATABASE_URL go unseen.
   */
  readCacheTtlMs: number;
}

export { ConfigError, redactUrlPassword };

export const DEFAULT_DATA_DIR = resolve(__dirname, "../.data/pglite");

const postgresUrl = urlOf(
  ["postgres:", "postgresql:"],
  "postgres://user:password@localhost:5432/travel",
);

export const DEFAULT_SCRYPT_COST = 131072;

const scryptCost: Parser<number> = (raw) => {
  const n = Number(raw);
  return /^\d+$/.test(raw) && n >= 1024 && n <= 2 ** 20 && (n & (n - 1)) === 0
    ? ok(n)
    : bad("must be a power of two from 1024 to 1048576");
};

export const DEFAULT_SAVINGS_PROVIDER_TIMEOUT_MS = 2500;
export const DEFAULT_SAVINGS_PROGRAM_ID = "WFH-DAILY";

const timeoutMs: Parser<number> = (raw) =>
  /^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 600_000
    ? ok(Number(raw))
    : bad("must be a whole number of milliseconds from 1 to 600000");

const smtpUrl: Parser<string | undefined> = (raw) => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return bad("must be a URL, e.g. smtp://user:password@mail.example.com:587");
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:")
    return bad("must be an smtp:// or smtps:// URL");
  if (url.hostname === "") return bad("must name a host");
  if ((url.pathname !== "" && url.pathname !== "/") || url.search !== "" || url.hash !== "")
    return bad("must have no path, query or fragment");
  return ok(raw);
};

export const DEFAULT_MAIL_FROM = "Wayfarer Holidays <no-reply@localhost>";

const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?";
const ADDRESS = `[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})*`;
/** `address`, `<address>`, `Name <address>` or `"Name, Inc." <address>`; one mailbox, no line breaks. */
const MAILBOX = new RegExp(
  `^(?:${ADDRESS}|(?:(?:[^<>",;:\\s][^<>",;:\\r\\n]*|"[^"\\r\\n]*")\\s*)?<${ADDRESS}>)$`,
);

const mailbox: Parser<string> = (raw) =>
  MAILBOX.test(raw)
    ? ok(raw)
    : bad("must be an address or Name <address>, e.g. Wayfarer Holidays <no-reply@example.com>");

export const DEFAULT_READ_CACHE_TTL_MS = 30_000;
export const DEFAULT_NEW_MEMBERS_CAN_BOOK = true;

const cacheTtlMs: Parser<number> = (raw) =>
  /^\d+$/.test(raw) && Number(raw) <= 3_600_000
    ? ok(Number(raw))
    : bad("must be a whole number of milliseconds from 0 (off) to 3600000");

/** Reads and validates the upstream's variables; throws one ConfigError listing every problem. */
export function loadUpstreamConfig(env: Env = process.env): UpstreamConfig {
  const { read, problem, check } = envReader(env, "upstream");
  const config: UpstreamConfig = {
    port: read("UPSTREAM_PORT", 4010, integer(0, 65535)),
    host: read("UPSTREAM_HOST", "127.0.0.1", hostName),
    dataDir: read("DATA_DIR", DEFAULT_DATA_DIR, directory),
    databaseUrl: read("DATABASE_URL", undefined, postgresUrl, redactUrlPassword),
    logLevel: read<LogLevel>("LOG_LEVEL", "info", oneOf(LOG_LEVELS)),
    scryptCost: read("SCRYPT_COST", DEFAULT_SCRYPT_COST, scryptCost),
    siteUrl: read("SITE_URL", "http://localhost:4000", httpUrl),
    googleJwksUrl: read("GOOGLE_JWKS_URL", "https://www.googleapis.com/oauth2/v3/certs", httpUrl),
    googleIssuer: read("GOOGLE_ISSUER", "https://accounts.google.com", text),
    googleClientId: read<string | undefined>("GOOGLE_CLIENT_ID", undefined, text),
    facebookJwksUrl: read(
      "FACEBOOK_JWKS_URL",
      "https://limited.facebook.com/.well-known/oauth/openid/jwks/",
      httpUrl,
    ),
    facebookIssuer: read("FACEBOOK_ISSUER", "https://www.facebook.com", text),
    facebookAppId: read<string | undefined>("FACEBOOK_APP_ID", undefined, text),
    googleAuthorizationUrl: read(
      "GOOGLE_AUTHORIZATION_URL",
      "https://accounts.google.com/o/oauth2/v2/auth",
      httpUrl,
    ),
    facebookAuthorizationUrl: read(
      "FACEBOOK_AUTHORIZATION_URL",
      "https://www.facebook.com/v19.0/dialog/oauth",
      httpUrl,
    ),
    standInIdentityProvider: false,
    identityProviderUrl: read<string | undefined>("IDENTITY_PROVIDER_URL", undefined, httpUrl),
    ssoSessionOutUrl: read<string | undefined>("SSO_SESSION_OUT_URL", undefined, httpUrl),
    ssoJwksUrl: read<string | undefined>("SSO_JWKS_URL", undefined, httpUrl),
    ssoIssuer: read<string | undefined>("SSO_ISSUER", undefined, text),
    ssoAudience: read<string | undefined>("SSO_AUDIENCE", undefined, text),
    outboxEnabled: read("OUTBOX_ENABLED", true, flag),
    smtpUrl: read("SMTP_URL", undefined, smtpUrl, redactUrlPassword),
    mailFrom: read("MAIL_FROM", DEFAULT_MAIL_FROM, mailbox),
    newMembersCanBook: read("NEW_MEMBERS_CAN_BOOK", DEFAULT_NEW_MEMBERS_CAN_BOOK, flag),
    savingsProviderUrl: read<string | undefined>("SAVINGS_PROVIDER_URL", undefined, httpUrl),
    savingsProviderTimeoutMs: read(
      "SAVINGS_PROVIDER_TIMEOUT_MS",
      DEFAULT_SAVINGS_PROVIDER_TIMEOUT_MS,
      timeoutMs,
    ),
    savingsProgramId: read("SAVINGS_PROGRAM_ID", DEFAULT_SAVINGS_PROGRAM_ID, identifier(64)),
    paymentProviderUrl: read<string | undefined>("PAYMENT_PROVIDER_URL", undefined, httpUrl),
    paymentProviderKey: read<string | undefined>(
      "PAYMENT_PROVIDER_KEY",
      undefined,
      text,
      () => "(set)",
    ),
    readCacheTtlMs: read("READ_CACHE_TTL_MS", DEFAULT_READ_CACHE_TTL_MS, cacheTtlMs),
  };
  config.standInIdentityProvider = read("STAND_IN_IDENTITY_PROVIDER", config.outboxEnabled, flag);
  if (config.ssoJwksUrl !== undefined) {
    if (config.ssoIssuer === undefined) problem("SSO_ISSUER must be set with SSO_JWKS_URL");
    if (config.ssoAudience === undefined) problem("SSO_AUDIENCE must be set with SSO_JWKS_URL");
  }
  check();
  return config;
}
