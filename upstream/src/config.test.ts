import { ConfigError, DEFAULT_DATA_DIR, loadUpstreamConfig } from "./config";

describe("loadUpstreamConfig", () => {
  it("applies the defaults to an empty environment", () => {
    expect(loadUpstreamConfig({})).toEqual({
      port: 4010,
      host: "127.0.0.1",
      dataDir: DEFAULT_DATA_DIR,
      databaseUrl: undefined,
      logLevel: "info",
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

  it("rejects a database URL that is not a URL", () => {
    expect(() => loadUpstreamConfig({ DATABASE_URL: "localhost:5432" })).toThrow(
      /DATABASE_URL must be/,
    );
  });
});
