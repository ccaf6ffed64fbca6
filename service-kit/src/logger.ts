/**
 * The services' logger: pino writing one JSON object per line (`time`, `level`, `msg` and the
 * fields), level-filtered, with bound fields carried by child loggers (`requestId` on every line
 * of a request). Errors anywhere in the fields become name, message and stack (by convention
 * under `err`). The gateway and the upstream both log through it, so their lines share one shape.
 */
import pino from "pino";
import { isNativeError } from "node:util/types";

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** The levels an entry can have (`silent` only filters). */
export type EntryLevel = Exclude<LogLevel, "silent">;

/** Extra fields of one log line; values must be JSON-serialisable (errors become name, message, stack). */
export type LogFields = Record<string, unknown>;

/** Where finished lines go (without the newline); the default writes them to stderr. Tests inject an array sink. */
export type LogSink = (line: string) => void;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  /** The details belong in the log: pass the error as a field, `{ err }`. */
  error(msg: string, fields?: LogFields): void;
  /** Whether entries of `level` are written (lets hot paths skip building dropped lines). */
  enabled(level: EntryLevel): boolean;
  /** A logger that adds `bindings` to every line (for example `{ requestId }`). */
  child(bindings: LogFields): Logger;
}

export interface LoggerOptions {
  /** Lowest level written; `silent` drops everything. */
  level: LogLevel;
  sink?: LogSink;
  bindings?: LogFields;
  /** Clock for the `time` field; injectable for tests. */
  now?: () => Date;
}

/** Errors (also thrown non-errors under `err`) as plain objects; other fields as they are. */
function serialise(fields: LogFields): LogFields {
  let out: LogFields | undefined;
  for (const [key, value] of Object.entries(fields)) {
    if (isNativeError(value)) {
      out ??= { ...fields };
      out[key] = { name: value.name, message: value.message, stack: value.stack };
    } else if (key === "err" && value !== undefined && (typeof value !== "object" || !value)) {
      out ??= { ...fields };
      out[key] = { message: String(value) };
    }
  }
  return out ?? fields;
}

function wrap(instance: pino.Logger): Logger {
  return {
    debug: (msg, fields) => instance.debug(fields ? serialise(fields) : {}, msg),
    info: (msg, fields) => instance.info(fields ? serialise(fields) : {}, msg),
    warn: (msg, fields) => instance.warn(fields ? serialise(fields) : {}, msg),
    error: (msg, fields) => instance.error(fields ? serialise(fields) : {}, msg),
    enabled: (level) => instance.isLevelEnabled(level),
    child: (bindings) => wrap(instance.child(serialise(bindings))),
  };
}

export function createLogger(options: LoggerOptions): Logger {
  const { level, sink, bindings = {}, now = () => new Date() } = options;
  const destination = sink
    ? { write: (line: string) => sink(line.endsWith("\n") ? line.slice(0, -1) : line) }
    : pino.destination({ fd: 2, sync: true });
  const instance = pino(
    {
      level,
      base: undefined,
      timestamp: () => `,"time":"${now().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
      // serialise() already turned errors into plain objects: no pino `err` serializer on top
      serializers: { err: (value: unknown) => value },
    },
    destination,
  );
  return wrap(Object.keys(bindings).length > 0 ? instance.child(serialise(bindings)) : instance);
}
