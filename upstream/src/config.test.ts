import { ConfigError, DEFAULT_DATA_DIR, loadUpstreamConfig, redactUrlPassword } from "./config";

describe("loadUpstreamConfig", () => {
  it("applies the defaults to an empty environment", () => {
    expect(loadUpstreamConfig({})).toEqual({
      port: 4010,
      host: "127.0.0.1",
      dataDir: DEFAULT_DATA_DIR,
      databaseUrl: undefined,
      logLevel: "info",
      scryptCost: 131072,
      siteUrl: "http://localhost:4000",
      googleJwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
      googleIssuer: "https://accounts.google.com",
      googleClientId: undefined,
      facebookJwksUrl: "https://limited.facebook.com/.well-known/oauth/openid/jwks/",
      facebookIssuer: "https://www.facebook.com",
      facebookAppId: undefined,
      googleAuthorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
      facebookAuthorizationUrl: "https://www.facebook.com/v19.0/dialog/oauth",
      standInIdentityProvider: true,
      identityProviderUrl: undefined,
      ssoJwksUrl: undefined,
      ssoIssuer: undefined,
      ssoAudience: undefined,
      ssoSessionOutUrl: undefined,
      outboxEnabled: true,
      smtpUrl: undefined,
      mailFrom: "Wayfarer Holidays <no-reply@localhost>",
      newMembersCanBook: true,
      savingsProviderUrl: undefined,
      savingsProviderTimeoutMs: 2500,
      savingsProgramId: "WFH-DAILY",
      readCacheTtlMs: 30000,
    });
    expect(DEFAULT_DATA_DIR).toMatch(/upstream[/\\]\.data[/\\]pglite$/);
  });

  it("reads every variable, allowing port 0 and resolving a relative data dir", () => {
    const config = loadUpstreamConfig({
      UPSTREAM_PORT: "0",
      UPSTREAM_HOST: "0.0.0.0",
      DATA_DIR: "relative/dir",
      DATABASE_URL: "postgres://travel:secret@db:5432/travel",
      LOG_LEVEL: "silent",
    });
    expect(config).toMatchObject({
      port: 0,
      host: "0.0.0.0",
      databaseUrl: "postgres://travel:secret@db:5432/travel",
      logLevel: "silent",
    });
    expect(config.dataDir).toBe(`${process.cwd()}/relative/dir`);
  });

  it("lists every bad variable in one error", () => {
    const load = () =>
      loadUpstreamConfig({
        UPSTREAM_PORT: "70000",
        UPSTREAM_HOST: "bad host!",
        DATABASE_URL: "mysql://x",
        LOG_LEVEL: "loud",
      });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'UPSTREAM_PORT must be an integer from 0 to 65535 (got "70000")',
        'UPSTREAM_HOST must be a host name or IP address (got "bad host!")',
        'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x")',
        'LOG_LEVEL must be one of debug, info, warn, error, silent (got "loud")',
      ]);
      expect((error as Error).message).toContain(
        "Invalid upstream configuration:\n  - UPSTREAM_PORT",
      );
    }
  });

  it("reads the account variables, trimming a trailing slash from SITE_URL", () => {
    expect(
      loadUpstreamConfig({
        SCRYPT_COST: "1024",
        SITE_URL: "https://travel.example.com/",
        GOOGLE_CLIENT_ID: "g-client",
        FACEBOOK_APP_ID: "fb-app",
        SSO_JWKS_URL: "http://127.0.0.1:9/jwks",
        SSO_ISSUER: "https://partner.example.com",
        SSO_AUDIENCE: "travel",
        SSO_SESSION_OUT_URL: "https://partner.example.com/bye",
        OUTBOX_ENABLED: "false",
        NEW_MEMBERS_CAN_BOOK: "false",
      }),
    ).toMatchObject({
      scryptCost: 1024,
      siteUrl: "https://travel.example.com",
      googleClientId: "g-client",
      facebookAppId: "fb-app",
      ssoJwksUrl: "http://127.0.0.1:9/jwks",
      ssoIssuer: "https://partner.example.com",
      ssoAudience: "travel",
      ssoSessionOutUrl: "https://partner.example.com/bye",
      outboxEnabled: false,
      newMembersCanBook: false,
      // the stand-in identity provider follows the developer endpoints unless told
      standInIdentityProvider: false,
    });
    expect(
      loadUpstreamConfig({
        OUTBOX_ENABLED: "false",
        STAND_IN_IDENTITY_PROVIDER: "true",
        IDENTITY_PROVIDER_URL: "http://localhost:4010/identity-provider/",
        GOOGLE_AUTHORIZATION_URL: "https://accounts.example.com/auth",
      }),
    ).toMatchObject({
      standInIdentityProvider: true,
      identityProviderUrl: "http://localhost:4010/identity-provider",
      googleAuthorizationUrl: "https://accounts.example.com/auth",
    });
    expect(() => loadUpstreamConfig({ STAND_IN_IDENTITY_PROVIDER: "yes" })).toThrow(
      /STAND_IN_IDENTITY_PROVIDER must be true or false/,
    );
  });

  it("lists every bad account variable in one error", () => {
    try {
      loadUpstreamConfig({
        SCRYPT_COST: "1000",
        SITE_URL: "ftp://x",
        GOOGLE_JWKS_URL: "nope",
        OUTBOX_ENABLED: "yes",
        NEW_MEMBERS_CAN_BOOK: "1",
        SSO_JWKS_URL: "https://partner.example.com/jwks",
      });
      throw new Error("expected a ConfigError");
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'SCRYPT_COST must be a power of two from 1024 to 1048576 (got "1000")',
        'SITE_URL must be an http:// or https:// URL (got "ftp://x")',
        'GOOGLE_JWKS_URL must be an http:// or https:// URL, e.g. http://127.0.0.1:4010 (got "nope")',
        'OUTBOX_ENABLED must be true or false (got "yes")',
        'NEW_MEMBERS_CAN_BOOK must be true or false (got "1")',
        "SSO_ISSUER must be set with SSO_JWKS_URL",
        "SSO_AUDIENCE must be set with SSO_JWKS_URL",
      ]);
    }
    expect(() => loadUpstreamConfig({ SCRYPT_COST: "2048" })).not.toThrow();
    expect(() => loadUpstreamConfig({ SCRYPT_COST: "4194304" })).toThrow(/SCRYPT_COST/);
  });

  it("reads the savings variables, trimming a trailing slash from SAVINGS_PROVIDER_URL", () => {
    expect(
      loadUpstreamConfig({
        SAVINGS_PROVIDER_URL: "https://savings.example.com/api/",
        SAVINGS_PROVIDER_TIMEOUT_MS: "250",
        SAVINGS_PROGRAM_ID: "WFH-WEEKLY",
      }),
    ).toMatchObject({
      savingsProviderUrl: "https://savings.example.com/api",
      savingsProviderTimeoutMs: 250,
      savingsProgramId: "WFH-WEEKLY",
    });
  });

  it("reads READ_CACHE_TTL_MS: 0 turns the cache off, at most an hour", () => {
    expect(loadUpstreamConfig({ READ_CACHE_TTL_MS: "0" }).readCacheTtlMs).toBe(0);
    expect(loadUpstreamConfig({ READ_CACHE_TTL_MS: "60000" }).readCacheTtlMs).toBe(60000);
    expect(() => loadUpstreamConfig({ READ_CACHE_TTL_MS: "3600001" })).toThrow(
      /READ_CACHE_TTL_MS must be a whole number of milliseconds from 0 \(off\) to 3600000/,
    );
    expect(() => loadUpstreamConfig({ READ_CACHE_TTL_MS: "-1" })).toThrow(/READ_CACHE_TTL_MS/);
  });

  it("lists every bad savings variable in one error", () => {
    try {
      loadUpstreamConfig({
        SAVINGS_PROVIDER_URL: "savings.example.com",
        SAVINGS_PROVIDER_TIMEOUT_MS: "0",
        SAVINGS_PROGRAM_ID: "WFH DAILY!",
      });
      throw new Error("expected a ConfigError");
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'SAVINGS_PROVIDER_URL must be an http:// or https:// URL, e.g. http://127.0.0.1:4010 (got "savings.example.com")',
        'SAVINGS_PROVIDER_TIMEOUT_MS must be a whole number of milliseconds from 1 to 600000 (got "0")',
        'SAVINGS_PROGRAM_ID must be 1 to 64 letters, digits, ., _ or - (got "WFH DAILY!")',
      ]);
    }
    for (const bad of ["5s", "-1", "1.5", "600001"])
      expect(() => loadUpstreamConfig({ SAVINGS_PROVIDER_TIMEOUT_MS: bad })).toThrow(
        /SAVINGS_PROVIDER_TIMEOUT_MS/,
      );
    expect(() => loadUpstreamConfig({ SAVINGS_PROVIDER_URL: "ftp://x" })).toThrow(
      /SAVINGS_PROVIDER_URL/,
    );
  });

  it("reads the mail variables", () => {
    expect(
      loadUpstreamConfig({
        SMTP_URL: "smtps://mailer%40example.com:s3cret@smtp.example.com:465",
        MAIL_FROM: '"Wayfarer, Inc." <hello@wayfarer.example>',
      }),
    ).toMatchObject({
      smtpUrl: "smtps://mailer%40example.com:s3cret@smtp.example.com:465",
      mailFrom: '"Wayfarer, Inc." <hello@wayfarer.example>',
    });
    for (const url of ["smtp://localhost:1025", "smtp://127.0.0.1", "smtps://u@h.example/"])
      expect(loadUpstreamConfig({ SMTP_URL: url }).smtpUrl).toBe(url);
    for (const from of ["no-reply@example.com", "<no-reply@example.com>", "Voyages Été <a@b.fr>"])
      expect(loadUpstreamConfig({ MAIL_FROM: from }).mailFrom).toBe(from);
  });

  it("lists every bad mail variable in one error, never showing the SMTP password", () => {
    try {
      loadUpstreamConfig({
        SMTP_URL: "http://mailer:s3cret@smtp.example.com",
        MAIL_FROM: "Wayfarer Holidays",
      });
      throw new Error("expected a ConfigError");
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'SMTP_URL must be an smtp:// or smtps:// URL (got "http://mailer:***@smtp.example.com")',
        'MAIL_FROM must be an address or Name <address>, e.g. Wayfarer Holidays <no-reply@example.com> (got "Wayfarer Holidays")',
      ]);
    }
    for (const url of ["smtp://u:s3cret@h/path", "smtp://h?tls=no", "smtp:/h", "u:s3cret@h"]) {
      expect(() => loadUpstreamConfig({ SMTP_URL: url })).toThrow(/SMTP_URL/);
      expect(() => loadUpstreamConfig({ SMTP_URL: url })).not.toThrow(/s3cret/);
    }
    for (const from of ["a@b, c@d", "Name <a@b> x", "Evil\r\nBcc: x@y <a@b>", "a b@c.d", "<a@b"])
      expect(() => loadUpstreamConfig({ MAIL_FROM: from })).toThrow(/MAIL_FROM/);
  });

  it("redacts a URL's password", () => {
    expect(redactUrlPassword("smtps://u:p@ss@h:465")).toBe("smtps://u:***@h:465");
    expect(redactUrlPassword("smtp://user@h")).toBe("smtp://user@h");
    expect(redactUrlPassword("user:pass@h")).toBe("user:***@h");
    expect(redactUrlPassword("smtp://h:25")).toBe("smtp://h:25");
  });

  it("never prints a bad database URL's password", () => {
    const bad = () => loadUpstreamConfig({ DATABASE_URL: "mysql://travel:hunter2@db/travel" });
    expect(bad).toThrow(/DATABASE_URL must be/);
    expect(bad).not.toThrow(/hunter2/);
  });

  it("rejects a database URL that is not a URL", () => {
    expect(() => loadUpstreamConfig({ DATABASE_URL: "localhost:5432" })).toThrow(
      /DATABASE_URL must be/,
    );
  });
});
