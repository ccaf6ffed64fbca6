/**
 * Reading a service's configuration from the environment: every variable validated at start,
 * every problem reported together in one ConfigError, secrets never quoted back. Each service's
 * config module (gateway/src/config.ts, upstream/src/config.ts) lists its variables with these
 * readers and parsers and adds the parsers only it needs.
 */
import { isAbsolute, resolve } from "node:path";

export type Env = Record<string, string | undefined>;
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };
/** Parses a trimmed, non-blank value; a problem reads after the variable's name ("must be …"). */
export type Parser<T> = (raw: string) => Parsed<T>;

export const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const bad = <T>(problem: string): Parsed<T> => ({ ok: false, problem });

/** Thrown when the environment is invalid; `problems` holds one line per bad variable. */
export class ConfigError extends Error {
  constructor(
    service: string,
    readonly problems: string[],
  ) {
    super(`Invalid ${service} configuration:\n  - ${problems.join("\n  - ")}`);
    this.name = "ConfigError";
  }
}

export interface EnvReader {
  /**
   * The variable parsed, or `fallback` when it is unset or blank (or invalid: the problem is
   * recorded). `shown` writes the value into the problem (for example without its password).
   */
  read<T>(name: string, fallback: T, parse: Parser<T>, shown?: (raw: string) => string): T;
  /** As `read`, but a missing value is a problem too. */
  required<T>(name: string, parse: Parser<T>, shown?: (raw: string) => string): T | undefined;
  /** Records a problem found across variables (for example one that needs another). */
  problem(text: string): void;
  /** Throws one ConfigError listing every problem recorded, if any. */
  check(): void;
}

export function envReader(env: Env, service: string): EnvReader {
  const problems: string[] = [];
  const parse = <T>(
    name: string,
    raw: string,
    parser: Parser<T>,
    shown: (raw: string) => string,
  ): Parsed<T> => {
    const parsed = parser(raw);
    if (!parsed.ok) problems.push(`${name} ${parsed.problem} (got "${shown(raw)}")`);
    return parsed;
  };
  const valueOf = (name: string) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === "" ? undefined : raw;
  };
  return {
    read(name, fallback, parser, shown = (raw) => raw) {
      const raw = valueOf(name);
      if (raw === undefined) return fallback;
      const parsed = parse(name, raw, parser, shown);
      return parsed.ok ? parsed.value : fallback;
    },
    required(name, parser, shown = (raw) => raw) {
      const raw = valueOf(name);
      if (raw === undefined) {
        problems.push(`${name} is required`);
        return undefined;
      }
      const parsed = parse(name, raw, parser, shown);
      return parsed.ok ? parsed.value : undefined;
    },
    problem: (text) => void problems.push(text),
    check() {
      if (problems.length > 0) throw new ConfigError(service, problems);
    },
  };
}

/** An integer from `min` to `max`, written in digits only. */
export const integer =
  (min: number, max: number): Parser<number> =>
  (raw) => {
    const n = Number(raw);
    return /^\d+$/.test(raw) && n >= min && n <= max
      ? ok(n)
      : bad(`must be an integer from ${min} to ${max}`);
  };

export const flag: Parser<boolean> = (raw) =>
  raw === "true" ? ok(true) : raw === "false" ? ok(false) : bad("must be true or false");

export const text: Parser<string> = (raw) => ok(raw);

/** One of `values`, as written. */
export const oneOf =
  <T extends string>(values: readonly T[]): Parser<T> =>
  (raw) => {
    const value = values.find((v) => v === raw);
    return value ? ok(value) : bad(`must be one of ${values.join(", ")}`);
  };

export const hostName: Parser<string> = (raw) =>
  /^[A-Za-z0-9.:_-]+$/.test(raw) ? ok(raw) : bad("must be a host name or IP address");

/** A directory, resolved against the working directory when relative. */
export const directory: Parser<string> = (raw) => ok(isAbsolute(raw) ? raw : resolve(raw));

/** 1 to `max` letters, digits, `.`, `_` or `-` (programme ids, prefixes). */
export const identifier =
  (max: number): Parser<string> =>
  (raw) =>
    new RegExp(`^[A-Za-z0-9._-]{1,${max}}$`).test(raw)
      ? ok(raw)
      : bad(`must be 1 to ${max} letters, digits, ., _ or -`);

/** An absolute http(s) URL, normalised and without trailing slashes. */
export const httpUrl: Parser<string> = (raw) => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return bad("must be an http:// or https:// URL, e.g. http://127.0.0.1:4010");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return bad("must be an http:// or https:// URL");
  return ok(url.href.replace(/\/+$/, ""));
};

/** An http(s) URL that paths are appended to: no query string or fragment. */
export const httpBase: Parser<string> = (raw) => {
  const parsed = httpUrl(raw);
  if (!parsed.ok) return parsed;
  return /[?#]/.test(parsed.value) ? bad("must not have a query string or fragment") : parsed;
};

/**
 * A URL of one of `protocols` (as `new URL` names them, "redis:"), kept as written; the
 * problem gives `example`.
 */
export const urlOf = (protocols: readonly string[], example: string): Parser<string> => {
  const names = protocols.map((p) => `${p}//`).join(" or ");
  return (raw) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return bad(`must be a ${names} URL, e.g. ${example}`);
    }
    return protocols.includes(url.protocol) ? ok(raw) : bad(`must be a ${names} URL`);
  };
};

/** The URL with its password replaced by `***`, for logs and error messages. */
export function redactUrlPassword(url: string): string {
  const at = url.lastIndexOf("@");
  if (at < 0) return url;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(url)?.[0].length ?? 0;
  const colon = url.indexOf(":", scheme);
  return colon < 0 || colon > at ? url : `${url.slice(0, colon)}:***${url.slice(at)}`;
}
