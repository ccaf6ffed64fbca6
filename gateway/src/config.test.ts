import { resolve } from "node:path";
import { ConfigError, loadGatewayConfig } from "./config";
import { DEFAULT_RESILIENCE } from "./upstream/resilience";

const minimal = { UPSTREAM_URL: "http://127.0.0.1:4010" };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadGatewayConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error("expected a ConfigError");
}

describe("loadGatewayConfig", () => {
  it("applies the documented defaults", () => {
    expect(loadGatewayConfig(minimal)).toEqual({
      port: 4000,
      host: "0.0.0.0",
      upstreamUrl: "http://127.0.0.1:4010",
      upstreamTimeoutMs: 3000,
      upstreamPasswordTimeoutMs: 15_000,
      upstreamWriteTimeoutMs: 10_000,
      webDistDir: resolve(__dirname, "../../web/dist"),
      galleryDistDir: resolve(__dirname, "../../design-system/storybook-static"),
      logLevel: "info",
      trustProxy: false,
      publicSiteUrl: null,
      partnerOrigins: [],
      signInMasterCode: "",
      savingsSiteUrl: "http://localhost:4010/savings-provider",
      savingsProgramId: "WFH-DAILY",
      savingsMemberPrefix: "WFH",
      siteApiKey: "wfh-web-site-2026",
      publicCacheTtlSeconds: 60,
      resilience: DEFAULT_RESILIENCE,
      readinessCacheMs: 2000,
      shutdownDelayMs: 0,
      redisUrl: null,
      redisKeyPrefix: "travel:",
      abuseLimits: {
        signInPerAccountAddress: 5,
        signInPerAccount: 20,
        signInPerAddress: 20,
        signInWindowMs: 900_000,
        passwordResetsPerEmail: 3,
        passwordResetsPerAddress: 10,
        passwordResetWindowMs: 3_600_000,
        invitationLookupsPerAddress: 20,
        accessCodeFailuresPerAddress: 10,
        accountChecksPerAddress: 20,
        probeWindowMs: 900_000,
      },
    });
  });

  it("reads every variable", () => {
    const config = loadGatewayConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      UPSTREAM_URL: "https://api.example.com/base/",
      UPSTREAM_TIMEOUT_MS: "200",
      UPSTREAM_PASSWORD_TIMEOUT_MS: "9000",
      UPSTREAM_WRITE_TIMEOUT_MS: "7000",
      WEB_DIST_DIR: "/srv/web",
      GALLERY_DIST_DIR: "/srv/design",
      LOG_LEVEL: "debug",
      TRUST_PROXY: "loopback, 10.0.0.0/8",
      PUBLIC_SITE_URL: "https://travel.example.com/",
      SIGN_IN_MASTER_CODE: "MC-1",
      SAVINGS_SITE_URL: "https://savings.example.com/partner/",
      SAVINGS_PROGRAM_ID: "ACME.DAILY_2",
      SAVINGS_MEMBER_PREFIX: "AC-",
      PUBLIC_CACHE_TTL_SECONDS: "0",
      UPSTREAM_MAX_RESPONSE_BYTES: "65536",
      UPSTREAM_MAX_RETRIES: "0",
      UPSTREAM_BREAKER_THRESHOLD_PERCENT: "50",
      UPSTREAM_BREAKER_HALF_OPEN_MS: "1000",
      UPSTREAM_BREAKER_MIN_RPS: "5",
      READINESS_CACHE_MS: "500",
      SHUTDOWN_DELAY_MS: "1500",
      REDIS_URL: "redis://:secret@redis.internal:6380/2",
      REDIS_KEY_PREFIX: "travel-eu:",
      SIGN_IN_FAILURES_PER_ACCOUNT_ADDRESS: "3",
      SIGN_IN_FAILURES_PER_ACCOUNT: "30",
      SIGN_IN_FAILURES_PER_ADDRESS: "40",
      SIGN_IN_WINDOW_SECONDS: "600",
      PASSWORD_RESETS_PER_EMAIL: "2",
      PASSWORD_RESETS_PER_ADDRESS: "5",
      PASSWORD_RESET_WINDOW_SECONDS: "7200",
      INVITATION_LOOKUPS_PER_ADDRESS: "8",
      ACCESS_CODE_FAILURES_PER_ADDRESS: "6",
      ACCOUNT_CHECKS_PER_ADDRESS: "7",
      PROBE_WINDOW_SECONDS: "300",
    });
    expect(config).toEqual({
      port: 0,
      host: "127.0.0.1",
      upstreamUrl: "https://api.example.com/base",
      upstreamTimeoutMs: 200,
      upstreamPasswordTimeoutMs: 9000,
      upstreamWriteTimeoutMs: 7000,
      webDistDir: "/srv/web",
      galleryDistDir: "/srv/design",
      logLevel: "debug",
      trustProxy: ["loopback", "10.0.0.0/8"],
      publicSiteUrl: "https://travel.example.com",
      partnerOrigins: [],
      signInMasterCode: "MC-1",
      savingsSiteUrl: "https://savings.example.com/partner",
      savingsProgramId: "ACME.DAILY_2",
      savingsMemberPrefix: "AC-",
      siteApiKey: "wfh-web-site-2026",
      publicCacheTtlSeconds: 0,
      resilience: {
        ...DEFAULT_RESILIENCE,
        maxResponseBytes: 65536,
        maxRetries: 0,
        breakerThreshold: 0.5,
        breakerHalfOpenAfterMs: 1000,
        breakerMinimumRps: 5,
      },
      readinessCacheMs: 500,
      shutdownDelayMs: 1500,
      redisUrl: "redis://:secret@redis.internal:6380/2",
      redisKeyPrefix: "travel-eu:",
      abuseLimits: {
        signInPerAccountAddress: 3,
        signInPerAccount: 30,
        signInPerAddress: 40,
        signInWindowMs: 600_000,
        passwordResetsPerEmail: 2,
        passwordResetsPerAddress: 5,
        passwordResetWindowMs: 7_200_000,
        invitationLookupsPerAddress: 8,
        accessCodeFailuresPerAddress: 6,
        accountChecksPerAddress: 7,
        probeWindowMs: 300_000,
      },
    });
  });

  it("rejects a REDIS_URL that is not redis:// without echoing it (it may hold a password)", () => {
    expect(problemsOf({ ...minimal, REDIS_URL: "http://user:secret@cache:6379" })).toEqual([
      'REDIS_URL must be a redis:// or rediss:// URL (got "(hidden)")',
    ]);
  });

  it.each([
    ["SIGN_IN_FAILURES_PER_ADDRESS", "0", "must be an integer from 1 to 1000000"],
    ["PASSWORD_RESETS_PER_EMAIL", "many", "must be an integer from 1 to 1000000"],
    ["PROBE_WINDOW_SECONDS", "604801", "must be an integer from 1 to 604800"],
    ["REDIS_KEY_PREFIX", "a b", "must be 1 to 64 letters, digits, ., _, : or -"],
  ])("rejects %s=%s", (name, raw, problem) => {
    expect(problemsOf({ ...minimal, [name]: raw })).toEqual([`${name} ${problem} (got "${raw}")`]);
  });

  it.each(["-1", "86401", "1.5", "soon"])("rejects PUBLIC_CACHE_TTL_SECONDS=%s", (raw) => {
    expect(problemsOf({ ...minimal, PUBLIC_CACHE_TTL_SECONDS: raw })).toEqual([
      `PUBLIC_CACHE_TTL_SECONDS must be an integer from 0 to 86400 (got "${raw}")`,
    ]);
  });

  it.each([
    ["true", true],
    ["false", false],
    ["2", 2],
    ["::1,192.168.0.0/16", ["::1", "192.168.0.0/16"]],
  ])("parses TRUST_PROXY=%s", (raw, expected) => {
    expect(loadGatewayConfig({ ...minimal, TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it("resolves a relative WEB_DIST_DIR against the working directory", () => {
    expect(loadGatewayConfig({ ...minimal, WEB_DIST_DIR: "web/dist" }).webDistDir).toBe(
      resolve("web/dist"),
    );
  });

  it("fails once, naming every bad variable", () => {
    const problems = problemsOf({
      PORT: "70000",
      HOST: "bad host",
      UPSTREAM_URL: "not a url",
      UPSTREAM_TIMEOUT_MS: "-5",
      UPSTREAM_PASSWORD_TIMEOUT_MS: "0",
      UPSTREAM_WRITE_TIMEOUT_MS: "120001",
      LOG_LEVEL: "verbose",
      TRUST_PROXY: "10.0.0.0/99",
      PUBLIC_SITE_URL: "travel.example.com",
      SIGN_IN_MASTER_CODE: "a b",
    });
    expect(problems).toEqual([
      'PORT must be an integer from 0 to 65535 (got "70000")',
      'HOST must be a host name or IP address (got "bad host")',
      'UPSTREAM_URL must be an http:// or https:// URL, e.g. http://127.0.0.1:4010 (got "not a url")',
      'UPSTREAM_TIMEOUT_MS must be an integer from 1 to 120000 (got "-5")',
      'UPSTREAM_PASSWORD_TIMEOUT_MS must be an integer from 1 to 120000 (got "0")',
      'UPSTREAM_WRITE_TIMEOUT_MS must be an integer from 1 to 120000 (got "120001")',
      'LOG_LEVEL must be one of debug, info, warn, error, silent (got "verbose")',
      expect.stringMatching(/^TRUST_PROXY must be true, false, a hop count/),
      'PUBLIC_SITE_URL must be an http:// or https:// URL, e.g. http://127.0.0.1:4010 (got "travel.example.com")',
      'SIGN_IN_MASTER_CODE must be 1 to 64 letters, digits, _ or - (got "a b")',
    ]);
  });

  it("validates the savings variables, reporting each bad one", () => {
    expect(
      problemsOf({
        ...minimal,
        SAVINGS_SITE_URL: "savings.example.com",
        SAVINGS_PROGRAM_ID: "WFH DAILY",
        SAVINGS_MEMBER_PREFIX: "x".repeat(33),
      }),
    ).toEqual([
      'SAVINGS_SITE_URL must be an http:// or https:// URL, e.g. http://127.0.0.1:4010 (got "savings.example.com")',
      'SAVINGS_PROGRAM_ID must be 1 to 64 letters, digits, ., _ or - (got "WFH DAILY")',
      `SAVINGS_MEMBER_PREFIX must be 1 to 32 letters, digits, ., _ or - (got "${"x".repeat(33)}")`,
    ]);
    expect(
      problemsOf({
        ...minimal,
        SAVINGS_SITE_URL: "https://savings.example.com/?x=1",
        SAVINGS_PROGRAM_ID: "WFH/DAILY",
      }),
    ).toEqual([
      'SAVINGS_SITE_URL must not have a query string or fragment (got "https://savings.example.com/?x=1")',
      'SAVINGS_PROGRAM_ID must be 1 to 64 letters, digits, ., _ or - (got "WFH/DAILY")',
    ]);
    expect(problemsOf({ ...minimal, SAVINGS_SITE_URL: "javascript:alert(1)" })).toEqual([
      'SAVINGS_SITE_URL must be an http:// or https:// URL (got "javascript:alert(1)")',
    ]);
  });

  it("treats blank savings variables as unset", () => {
    expect(
      loadGatewayConfig({
        ...minimal,
        SAVINGS_SITE_URL: " ",
        SAVINGS_PROGRAM_ID: "",
        SAVINGS_MEMBER_PREFIX: "  ",
      }),
    ).toMatchObject({
      savingsSiteUrl: "http://localhost:4010/savings-provider",
      savingsProgramId: "WFH-DAILY",
      savingsMemberPrefix: "WFH",
      siteApiKey: "wfh-web-site-2026",
    });
  });

  it("requires UPSTREAM_URL and rejects non-http schemes", () => {
    expect(problemsOf({})).toEqual(["UPSTREAM_URL is required"]);
    expect(problemsOf({ UPSTREAM_URL: "ftp://example.com" })).toEqual([
      'UPSTREAM_URL must be an http:// or https:// URL (got "ftp://example.com")',
    ]);
  });

  it("puts every problem in the error message", () => {
    expect(() => loadGatewayConfig({ PORT: "x" })).toThrow(
      /Invalid gateway configuration:\n {2}- PORT must be an integer.*\n {2}- UPSTREAM_URL is required/,
    );
  });
});
