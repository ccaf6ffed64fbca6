/** Structured JSON-lines logger: level-filtered, with bound fields carried by child loggers. */
import { isNativeError } from "node:util/types";

export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Extra fields of one log line; values must be JSON-serialisable (errors become name, message, stack). */
export type LogFields = Record<string, unknown>;

/** Where finished lines go; the default writes them to stderr. Tests inject an array sink. */
export type LogSink = (line: string) => void;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** A logger that adds `bindings` to every line (for example `{ requestId }`). */
  child(bindings: LogFields): Logger;
}

export interface LoggerOptions {
  level: LogLevel;
  sink?: LogSink;
  bindings?: LogFields;
  /** Clock for the `time` field; injectable for tests. */
  now?: () => Date;
}

const stderrSink: LogSink = (line) => {
  process.stderr.write(`${line}\n`);
};

function serialise(value: unknown): unknown {
  if (isNativeError(value)) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

export function createLogger(options: LoggerOptions): Logger {
  const { level, sink = stderrSink, bindings = {}, now = () => new Date() } = options;
  const threshold = LOG_LEVELS.indexOf(level);
  const write = (lineLevel: LogLevel, msg: string, fields: LogFields = {}) => {
    if (LOG_LEVELS.indexOf(lineLevel) < threshold) return;
    const entry: LogFields = { time: now().toISOString(), level: lineLevel, msg };
    for (const [key, value] of Object.entries({ ...bindings, ...fields })) {
      entry[key] = serialise(value);
    }
    sink(JSON.stringify(entry));
  };
  return {
    debug: (msg, fields) => write("debug", msg, fields),
    info: (msg, fields) => write("info", msg, fields),
    warn: (msg, fields) => write("warn", msg, fields),
    error: (msg, fields) => write("error", msg, fields),
    child: (extra) => createLogger({ level, sink, now, bindings: { ...bindings, ...extra } }),
  };
}
