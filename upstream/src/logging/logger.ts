/**
 * The upstream's logger: pino writing one JSON object per line (`time`, `level`, `msg`, the
 * fields — `requestId` on the lines of a request — and `err` with name, message and stack on
 * errors), level-filtered, to stderr by default.
 */
import pino from "pino";

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type EntryLevel = Exclude<LogLevel, "silent">;

/** Extra fields of one line; values must be JSON-serialisable. */
export type LogFields = Record<string, unknown>;

/** Where finished lines go (without the newline); the default is stderr. Tests inject an array sink. */
export type LogSink = (line: string) => void;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  /** Logs the message and, when given, the error (name, message, stack: the log is where details belong). */
  error(message: string, error?: unknown, fields?: LogFields): void;
  /** Whether entries of `level` are written (lets hot paths skip building dropped lines). */
  enabled(level: EntryLevel): boolean;
  /** A logger adding `bindings` to every line. */
  child(bindings: LogFields): Logger;
}

export interface LoggerOptions {
  level: LogLevel;
  sink?: LogSink;
  now?: () => Date;
}

function serialiseError(error: unknown): unknown {
  if (error instanceof Error)
    return { name: error.name, message: error.message, stack: error.stack };
  return { message: String(error) };
}

function wrap(instance: pino.Logger): Logger {
  return {
    debug: (message, fields) => instance.debug(fields ?? {}, message),
    info: (message, fields) => instance.info(fields ?? {}, message),
    warn: (message, fields) => instance.warn(fields ?? {}, message),
    error: (message, error, fields) =>
      instance.error(
        error === undefined ? (fields ?? {}) : { ...fields, err: serialiseError(error) },
        message,
      ),
    enabled: (level) => instance.isLevelEnabled(level),
    child: (bindings) => wrap(instance.child(bindings)),
  };
}

/** Builds a logger that drops entries below `level` (`silent`: everything). */
export function createLogger({ level, sink, now = () => new Date() }: LoggerOptions): Logger {
  const destination = sink
    ? { write: (line: string) => sink(line.endsWith("\n") ? line.slice(0, -1) : line) }
    : pino.destination({ fd: 2, sync: true });
  const instance = pino(
    {
      level,
      base: undefined,
      timestamp: () => `,"time":"${now().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
      // errors are already plain objects (serialiseError): no pino `err` serializer on top
      serializers: { err: (value: unknown) => value },
    },
    destination,
  );
  return wrap(instance);
}
