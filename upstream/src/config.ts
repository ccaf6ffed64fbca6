/**
 * The upstream's configuration: the only module that reads `process.env`. Every variable is
 * validated at start and all problems are reported together in one error.
 */
import { isAbsolute, resolve } from "node:path";
import { LOG_LEVELS, type LogLevel } from "./logging/logger";

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
}

/** Thrown when the environment is invalid; `problems` holds one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid upstream configuration:\n  - ${problems.join("\n  - ")}`);
    this.name = "ConfigError";
  }
}

export const DEFAULT_DATA_DIR = resolve(__dirname, "../.data/pglite");

type Env = Record<string, string | undefined>;
type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };
type Parser<T> = (raw: string) => Parsed<T>;

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = <T>(problem: string): Parsed<T> => ({ ok: false, problem });

/** Reads one variable: `fallback` when unset or blank, else `parse`; problems go to `problems`. */
function read<T>(env: Env, name: string, fallback: T, parse: Parser<T>, problems: string[]): T {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  const parsed = parse(raw);
  if (parsed.ok) return parsed.value;
  problems.push(`${name} ${parsed.problem} (got "${raw}")`);
  return fallback;
}

const port: Parser<number> = (raw) =>
  /^\d+$/.test(raw) && Number(raw) <= 65535
    ? ok(Number(raw))
    : bad("must be an integer from 0 to 65535");

const hostName: Parser<string> = (raw) =>
  /^[A-Za-z0-9.:_-]+$/.test(raw) ? ok(raw) : bad("must be a host name or IP address");

const directory: Parser<string> = (raw) => ok(isAbsolute(raw) ? raw : resolve(raw));

const postgresUrl: Parser<string | undefined> = (raw) => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return bad("must be a URL, e.g. postgres://user:password@localhost:5432/travel");
  }
  return url.protocol === "postgres:" || url.protocol === "postgresql:"
    ? ok(raw)
    : bad("must be a postgres:// or postgresql:// URL");
};

const logLevel: Parser<LogLevel> = (raw) => {
  const level = LOG_LEVELS.find((l) => l === raw);
  return level ? ok(level) : bad(`must be one of ${LOG_LEVELS.join(", ")}`);
};

/** Reads and validates the upstream's variables; throws one ConfigError listing every problem. */
export function loadUpstreamConfig(env: Env = process.env): UpstreamConfig {
  const problems: string[] = [];
  const config: UpstreamConfig = {
    port: read(env, "UPSTREAM_PORT", 4010, port, problems),
    host: read(env, "UPSTREAM_HOST", "127.0.0.1", hostName, problems),
    dataDir: read(env, "DATA_DIR", DEFAULT_DATA_DIR, directory, problems),
    databaseUrl: read(env, "DATABASE_URL", undefined, postgresUrl, problems),
    logLevel: read(env, "LOG_LEVEL", "info", logLevel, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
