/** The database seam: the same SQL runs on PGlite (embedded) and on a PostgreSQL server. */

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The tables a statement wrote, or "all" when anything may have changed (see write-watch.ts). */
export type WrittenTables = ReadonlySet<string> | "all";
export type WriteListener = (tables: WrittenTables) => void;

export interface Db extends Queryable {
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Releases the database (closes PGlite or ends the pool). */
  close(): Promise<void>;
  /**
   * Calls `listener` after every statement that wrote, and once more when a transaction that
   * wrote ends; returns the function that stops the calls (see write-watch.ts).
   */
  onWrite(listener: WriteListener): () => void;
}
