/** Plain-text, level-filtered logger writing one line per entry (to stderr by default). */
export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type EntryLevel = Exclude<LogLevel, "silent">;

/** Where finished lines go; the default writes them to stderr. Tests inject an array sink. */
export type LogSink = (line: string) => void;

export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  /** Logs the message and, when given, the error's stack (the log is where details belong). */
  error(message: string, error?: unknown): void;
  /** Whether entries of `level` are written (lets hot paths skip formatting dropped lines). */
  enabled(level: EntryLevel): boolean;
}

export interface LoggerOptions {
  level: LogLevel;
  sink?: LogSink;
  now?: () => Date;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

const stderrSink: LogSink = (line) => {
  process.stderr.write(`${line}\n`);
};

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/** Builds a logger that drops entries below `level` and prefixes each line with time and level. */
export function createLogger({
  level,
  sink = stderrSink,
  now = () => new Date(),
}: LoggerOptions): Logger {
  const write = (entryLevel: EntryLevel, message: string) => {
    if (RANK[entryLevel] < RANK[level]) return;
    sink(`${now().toISOString()} ${entryLevel} ${message}`);
  };
  return {
    debug: (message) => write("debug", message),
    info: (message) => write("info", message),
    warn: (message) => write("warn", message),
    error: (message, error) =>
      write("error", error === undefined ? message : `${message}\n${describe(error)}`),
    enabled: (entryLevel) => RANK[entryLevel] >= RANK[level],
  };
}
