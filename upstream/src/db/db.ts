/**
 * The database seam: Kysely over PGlite (embedded) or a PostgreSQL server (node-postgres). The
 * stores write typed queries on `kyselyOf(db)`; `query` and `exec` remain for the few callers
 * (tests, scripts) that send raw SQL text.
 */
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from "kysely";
import type { Database } from "./database";

/** The typed query builder over the database or over an open transaction. */
export type Sql = Kysely<Database>;

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  /** Typed queries (a `Transaction` inside `Db.transaction`); use `kyselyOf`, which has a fallback. */
  readonly kysely?: Sql;
  /** Runs one parameterised statement ($1, $2, …) and returns its rows (unchecked). */
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

const SCRIPTS = new WeakSet<CompiledQuery>();

/** A script of statements without parameters, sent with the simple query protocol. */
export function scriptQuery(sql: string): CompiledQuery {
  const query = CompiledQuery.raw(sql, []);
  SCRIPTS.add(query);
  return query;
}

/** Whether `query` came from `scriptQuery`. */
export function isScript(query: CompiledQuery): boolean {
  return SCRIPTS.has(query);
}

/** The raw-SQL face of a Kysely instance or transaction. */
export function queryable(kysely: Sql): Queryable {
  return {
    kysely,
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await kysely.executeQuery<T>(CompiledQuery.raw(sql, [...params]));
      return result.rows;
    },
    async exec(sql: string) {
      await kysely.executeQuery(scriptQuery(sql));
    },
  };
}

/** A Db over `kysely`, whose dialect announces writes to `onWrite` (see write-watch.ts). */
export function kyselyDb(kysely: Sql, onWrite: Db["onWrite"]): Db {
  return {
    ...queryable(kysely),
    transaction: (fn) => kysely.transaction().execute((trx) => fn(queryable(trx))),
    close: () => kysely.destroy(),
    onWrite,
  };
}

/**
 * A driver sending each compiled statement through a Queryable's `query` (and scripts through
 * its `exec`): the typed face of a Queryable that is not a Kysely Db (a test's wrapper, say).
 * It has no transactions of its own: use `Db.transaction`.
 */
class QueryableDriver implements Driver {
  readonly #connection: DatabaseConnection;

  constructor(target: Queryable) {
    this.#connection = {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        if (isScript(query)) {
          await target.exec(query.sql);
          return { rows: [] };
        }
        return { rows: await target.query<R>(query.sql, query.parameters) };
      },
      // eslint-disable-next-line require-yield
      async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
        throw new Error("streaming is not supported over a Queryable");
      },
    };
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error("open transactions with Db.transaction");
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

const fallbacks = new WeakMap<Queryable, Sql>();

/** The typed query builder of `target`: its own Kysely, or one sending SQL through `query`. */
export function kyselyOf(target: Queryable): Sql {
  if (target.kysely !== undefined) return target.kysely;
  let kysely = fallbacks.get(target);
  if (kysely === undefined) {
    kysely = new Kysely<Database>({
      dialect: {
        createDriver: () => new QueryableDriver(target),
        createQueryCompiler: () => new PostgresQueryCompiler(),
        createAdapter: () => new PostgresAdapter(),
        createIntrospector: (db) => new PostgresIntrospector(db),
      },
    });
    fallbacks.set(target, kysely);
  }
  return kysely;
}
