/**
 * The gateway's configuration: the only module that reads `process.env`. Every variable is
 * validated at start and all problems are reported together in one error.
 */
import { resolve } from "node:path";
import {
  ConfigError,
  directory,
  envReader,
  hostName,
  httpBase,
  httpUrl,
  identifier,
  integer,
  oneOf,
  type Env,
  type EnvReader,
} from "@travel/service-kit/env";
import { LOG_LEVELS, type LogLevel } from "@travel/service-kit/logger";
import { DEFAULT_RESILIENCE, type ResilienceSettings } from "./upstream/resilience";
import type { AbuseLimits } from "./platform/abuse/abuse-guard";

import {
  keyPrefix,
  masterCode,
  origins,
  redisUrl,
  siteApiKey,
  trustProxy,
  type TrustProxySetting,
} from "./config-parsers";

export type { TrustProxySetting } from "./config-parsers";

export interface GatewayConfig {
  /** Port to listen on (PORT, default 4000; 0 picks a free one). */
  port: number;
  /** Interface to bind (HOST, default 0.0.0.0). */
  host: string;
  /** Base URL of the upstream REST API, without a trailing slash (UPSTREAM_URL, required). */
  upstreamUrl: string;
  /**
   * Time limit of an upstream read (and of every call without a kind of its own) in milliseconds
   * (UPSTREAM_TIMEOUT_MS, default 3000).
   */
  upstreamTimeoutMs: number;
  /**
   * Time limit of the upstream calls that hash a password: sign-up, sign-in, password change
   * (UPSTREAM_PASSWORD_TIMEOUT_MS, default 15000). Hashing is slow on purpose, slower under load.
   */
  upstreamPasswordTimeoutMs: number;
  /**
   * Time limit of the upstream writes that create something: booking, saved traveller, agent
   * client, savings join (UPSTREAM_WRITE_TIMEOUT_MS, default 10000). A write that times out is answered
   * OUTCOME_UNKNOWN with its idempotency key: the retry with that key gets the first result.
   */
  upstreamWriteTimeoutMs: number;
  /** Folder of the built web app (WEB_DIST_DIR, default `<repo>/web/dist`). */
  webDistDir: string;
  /** Folder of the built design gallery served at /design (GALLERY_DIST_DIR, default `<repo>/design-system/storybook-static`). */
  galleryDistDir: string;
  /** Lowest level written to the log (LOG_LEVEL, default info). */
  logLevel: LogLevel;
  /** Which proxies to trust for the visitor address (TRUST_PROXY, default off). */
  trustProxy: TrustProxySetting;
  /**
   * Public URL of the site, sent upstream as `site_url` at sign-in and sign-up (PUBLIC_SITE_URL,
   * default: the origin the request came to).
   */
  publicSiteUrl: string | null;
  /**
   * Origins whose pages may call the API from a browser (PARTNER_ORIGINS, comma-separated, e.g.
   * `https://partner.example.com,http://localhost:5173`; default none).
   */
  partnerOrigins: string[];
  /** Master code sent with an email sign-in (spec §9: a fixed value; SIGN_IN_MASTER_CODE, default empty). */
  signInMasterCode: string;
  /**
   * Base of the savings site, without a trailing slash; the director redirect is
   * `<base>/director?cvt=...` (SAVINGS_SITE_URL, default the embedded provider
   * `http://localhost:4010/savings-provider`).
   */
  savingsSiteUrl: string;
  /** The savings programme's identifier (SAVINGS_PROGRAM_ID, default `WFH-DAILY`). */
  savingsProgramId: string;
  /** Prefix of a savings member id: memberid = prefix + userId (SAVINGS_MEMBER_PREFIX, default `WFH`). */
  savingsMemberPrefix: string;
  /**
   * The site's public API key, naming its organisation to the upstream's style endpoints
   * (SITE_API_KEY, default the embedded upstream's demo key `wfh-web-site-2026`).
   */
  siteApiKey: string;
  /**
   * Longest time, in seconds, a public upstream answer or a whole public GraphQL response is
   * shared across requests; the upstream's own max-age shortens it (PUBLIC_CACHE_TTL_SECONDS,
   * default 60; 0 turns both caches off).
   */
  publicCacheTtlSeconds: number;
  /**
   * Upstream size cap, retries and circuit breakers: UPSTREAM_MAX_RESPONSE_BYTES (default 8 MiB),
   * UPSTREAM_MAX_RETRIES (default 2, idempotent reads only), UPSTREAM_BREAKER_THRESHOLD_PERCENT
   * (default 30), UPSTREAM_BREAKER_MIN_RPS (default 1) and UPSTREAM_BREAKER_HALF_OPEN_MS (default
   * 5000); the rest keep their defaults.
   */
  resilience: ResilienceSettings;
  /**
   * How long the readiness probe's view of the upstream is reused, in ms
   * (READINESS_CACHE_MS, default 2000).
   */
  readinessCacheMs: number;
  /**
   * Time between the start of shutdown (/readyz answers 503, requests still served) and the
   * listener closing and in-flight requests draining, in ms (SHUTDOWN_DELAY_MS, default 0).
   */
  shutdownDelayMs: number;
  /**
   * Redis holding the state several gateways share: abuse counters, persisted queries and the
   * public caches (REDIS_URL, default none: everything stays in this process's memory).
   */
  redisUrl: string | null;
  /** Prefix of every key this gateway writes to Redis (REDIS_KEY_PREFIX, default `travel:`). */
  redisKeyPrefix: string;
  /** Limits of sign-in, password reset and the sign-up probes (see README, Configuration). */
  abuseLimits: AbuseLimits;
}

/** The documented defaults of the abuse limits. */
export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  signInPerAccountAddress: 5,
  signInPerAccount: 20,
  signInPerAddress: 20,
  signInWindowMs: 15 * 60_000,
  passwordResetsPerEmail: 3,
  passwordResetsPerAddress: 10,
  passwordResetWindowMs: 60 * 60_000,
  invitationLookupsPerAddress: 20,
  accessCodeFailuresPerAddress: 10,
  accountChecksPerAddress: 20,
  probeWindowMs: 15 * 60_000,
};

export { ConfigError };

const DEFAULT_WEB_DIST_DIR = resolve(__dirname, "../../web/dist");
const DEFAULT_GALLERY_DIST_DIR = resolve(__dirname, "../../design-system/storybook-static");
/** The upstream timeouts' defaults: reads, password hashing (sign-in, sign-up), other writes. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 3000;
export const DEFAULT_UPSTREAM_PASSWORD_TIMEOUT_MS = 15_000;
export const DEFAULT_UPSTREAM_WRITE_TIMEOUT_MS = 10_000;

export const DEFAULT_SAVINGS_SITE_URL = "http://localhost:4010/savings-provider";
export const DEFAULT_SAVINGS_PROGRAM_ID = "WFH-DAILY";
export const DEFAULT_SAVINGS_MEMBER_PREFIX = "WFH";
export const DEFAULT_SITE_API_KEY = "wfh-web-site-2026";
/** Reads the abuse limits: counts per window and windows in seconds. */
function readAbuseLimits(read: EnvReader["read"]): AbuseLimits {
  const d = DEFAULT_ABUSE_LIMITS;
  const count = (name: string, fallback: number) => read(name, fallback, integer(1, 1_000_000));
  const windowMs = (name: string, fallbackMs: number) =>
    read(name, fallbackMs / 1000, integer(1, 7 * 86_400)) * 1000;
  return {
    signInPerAccountAddress: count(
      "SIGN_IN_FAILURES_PER_ACCOUNT_ADDRESS",
      d.signInPerAccountAddress,
    ),
    signInPerAccount: count("SIGN_IN_FAILURES_PER_ACCOUNT", d.signInPerAccount),
    signInPerAddress: count("SIGN_IN_FAILURES_PER_ADDRESS", d.signInPerAddress),
    signInWindowMs: windowMs("SIGN_IN_WINDOW_SECONDS", d.signInWindowMs),
    passwordResetsPerEmail: count("PASSWORD_RESETS_PER_EMAIL", d.passwordResetsPerEmail),
    passwordResetsPerAddress: count("PASSWORD_RESETS_PER_ADDRESS", d.passwordResetsPerAddress),
    passwordResetWindowMs: windowMs("PASSWORD_RESET_WINDOW_SECONDS", d.passwordResetWindowMs),
    invitationLookupsPerAddress: count(
      "INVITATION_LOOKUPS_PER_ADDRESS",
      d.invitationLookupsPerAddress,
    ),
    accessCodeFailuresPerAddress: count(
      "ACCESS_CODE_FAILURES_PER_ADDRESS",
      d.accessCodeFailuresPerAddress,
    ),
    accountChecksPerAddress: count("ACCOUNT_CHECKS_PER_ADDRESS", d.accountChecksPerAddress),
    probeWindowMs: windowMs("PROBE_WINDOW_SECONDS", d.probeWindowMs),
  };
}

/** Reads and validates the gateway's variables; throws one ConfigError listing every problem. */
export function loadGatewayConfig(env: Env = process.env): GatewayConfig {
  const { read, required, check } = envReader(env, "gateway");
  const config: GatewayConfig = {
    port: read("PORT", 4000, integer(0, 65535)),
    host: read("HOST", "0.0.0.0", hostName),
    upstreamUrl: required("UPSTREAM_URL", httpUrl) ?? "",
    upstreamTimeoutMs: read(
      "UPSTREAM_TIMEOUT_MS",
      DEFAULT_UPSTREAM_TIMEOUT_MS,
      integer(1, 120_000),
    ),
    upstreamPasswordTimeoutMs: read(
      "UPSTREAM_PASSWORD_TIMEOUT_MS",
      DEFAULT_UPSTREAM_PASSWORD_TIMEOUT_MS,
      integer(1, 120_000),
    ),
    upstreamWriteTimeoutMs: read(
      "UPSTREAM_WRITE_TIMEOUT_MS",
      DEFAULT_UPSTREAM_WRITE_TIMEOUT_MS,
      integer(1, 120_000),
    ),
    webDistDir: read("WEB_DIST_DIR", DEFAULT_WEB_DIST_DIR, directory),
    galleryDistDir: read("GALLERY_DIST_DIR", DEFAULT_GALLERY_DIST_DIR, directory),
    logLevel: read<LogLevel>("LOG_LEVEL", "info", oneOf(LOG_LEVELS)),
    trustProxy: read("TRUST_PROXY", false, trustProxy),
    publicSiteUrl: read<string | null>("PUBLIC_SITE_URL", null, httpUrl),
    partnerOrigins: read("PARTNER_ORIGINS", [], origins),
    signInMasterCode: read("SIGN_IN_MASTER_CODE", "", masterCode),
    savingsSiteUrl: read("SAVINGS_SITE_URL", DEFAULT_SAVINGS_SITE_URL, httpBase),
    savingsProgramId: read("SAVINGS_PROGRAM_ID", DEFAULT_SAVINGS_PROGRAM_ID, identifier(64)),
    savingsMemberPrefix: read(
      "SAVINGS_MEMBER_PREFIX",
      DEFAULT_SAVINGS_MEMBER_PREFIX,
      identifier(32),
    ),
    siteApiKey: read("SITE_API_KEY", DEFAULT_SITE_API_KEY, siteApiKey),
    publicCacheTtlSeconds: read("PUBLIC_CACHE_TTL_SECONDS", 60, integer(0, 86_400)),
    resilience: {
      ...DEFAULT_RESILIENCE,
      maxResponseBytes: read(
        "UPSTREAM_MAX_RESPONSE_BYTES",
        DEFAULT_RESILIENCE.maxResponseBytes,
        integer(1024, 1024 * 1024 * 1024),
      ),
      maxRetries: read("UPSTREAM_MAX_RETRIES", DEFAULT_RESILIENCE.maxRetries, integer(0, 5)),
      breakerThreshold:
        read(
          "UPSTREAM_BREAKER_THRESHOLD_PERCENT",
          DEFAULT_RESILIENCE.breakerThreshold * 100,
          integer(1, 99),
        ) / 100,
      breakerMinimumRps: read(
        "UPSTREAM_BREAKER_MIN_RPS",
        DEFAULT_RESILIENCE.breakerMinimumRps,
        integer(1, 100_000),
      ),
      breakerHalfOpenAfterMs: read(
        "UPSTREAM_BREAKER_HALF_OPEN_MS",
        DEFAULT_RESILIENCE.breakerHalfOpenAfterMs,
        integer(100, 600_000),
      ),
    },
    readinessCacheMs: read("READINESS_CACHE_MS", 2000, integer(0, 60_000)),
    shutdownDelayMs: read("SHUTDOWN_DELAY_MS", 0, integer(0, 60_000)),
    redisUrl: read<string | null>("REDIS_URL", null, redisUrl, () => "(hidden)"),
    redisKeyPrefix: read("REDIS_KEY_PREFIX", "travel:", keyPrefix),
    abuseLimits: readAbuseLimits(read),
  };
  check();
  return config;
}
