/**
 * Write notifications: every statement sent through a watched Db is scanned for the tables it
 * writes (INSERT, UPDATE, DELETE, TRUNCATE, MERGE, COPY … FROM), and listeners hear about them,
 * so in-process read caches are dropped by every writer (routes, jobs, seeds, migrations, tests)
 * without each writer having to know about caches. Schema changes and scripts (`exec`, i.e.
 * migrations) and statements whose tables cannot be told are reported as "all". The watch sits
 * in Kysely's driver, so typed queries, raw `sql` and `Db.query` are all seen.
 */
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from "kysely";
import { isScript, type WriteListener, type WrittenTables } from "./db";

const MAY_WRITE =
  /\b(?:insert|update|delete|truncate|merge|copy|alter|drop|create|grant|revoke|do|call)\b/i;
/** A statement (not a clause such as `ON CONFLICT … DO UPDATE`) that may change anything. */
const SCHEMA_CHANGE = /^\s*(?:alter|drop|create|grant|revoke|do\s*\$|call)\b/i;
const IDENT = String.raw`(?:"?[A-Za-z_][A-Za-z0-9_$]*"?\.)?"?([A-Za-z_][A-Za-z0-9_$]*)"?`;
const TARGETS = new RegExp(
  String.raw`\b(?:insert\s+into|update(?:\s+only)?|delete\s+from(?:\s+only)?|merge\s+into|copy)\s+` +
    IDENT,
  "gi",
);
const TRUNCATE = /\btruncate\s+(?:table\s+)?(?:only\s+)?([^;]+)/gi;

const EMPTY: ReadonlySet<string> = new Set();

/** The tables `sql` writes: an empty set for reads, "all" for schema changes. */
export function tablesWritten(sql: string): WrittenTables {
  if (!MAY_WRITE.test(sql)) return EMPTY;
  if (SCHEMA_CHANGE.test(sql)) return "all";
  // `FOR UPDATE SKIP LOCKED` or `DO UPDATE SET` yield names of no table ("skip", "set"):
  // harmless, nothing is cached under them
  const tables = new Set<string>();
  for (const m of sql.matchAll(TARGETS)) {
    const name = m[1]?.toLowerCase();
    if (name !== undefined) tables.add(name);
  }
  for (const m of sql.matchAll(TRUNCATE)) {
    for (const part of (m[1] ?? "").split(",")) {
      const name = part.trim().split(/\s+/)[0]?.replace(/"/g, "").split(".").pop()?.toLowerCase();
      if (name) tables.add(name);
    }
  }
  return tables.size === 0 ? EMPTY : tables;
}

/** A connection that reports each statement's tables, and a transaction's tables at its end. */
class WatchedConnection implements DatabaseConnection {
  /** The tables written in the open transaction, undefined outside one. */
  #pending: { all: boolean; tables: Set<string> } | undefined;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly announce: (tables: WrittenTables) => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const tables = isScript(query) ? "all" : tablesWritten(query.sql);
    try {
      return await this.inner.executeQuery<R>(query);
    } finally {
      this.collect(tables);
      this.announce(tables);
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  begin(): void {
    this.#pending = { all: false, tables: new Set() };
  }

  /** Ends the transaction (committed or rolled back: either way the readers must look again). */
  end(): void {
    const pending = this.#pending;
    this.#pending = undefined;
    if (pending !== undefined) this.announce(pending.all ? "all" : pending.tables);
  }

  private collect(tables: WrittenTables): void {
    if (this.#pending === undefined) return;
    if (tables === "all") this.#pending.all = true;
    else for (const name of tables) this.#pending.tables.add(name);
  }
}

class WatchedDriver implements Driver {
  readonly #connections = new WeakMap<DatabaseConnection, WatchedConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly announce: (tables: WrittenTables) => void,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let watched = this.#connections.get(connection);
    if (watched === undefined) {
      watched = new WatchedConnection(connection, this.announce);
      this.#connections.set(connection, watched);
    }
    return watched;
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const watched = connection as WatchedConnection;
    await this.inner.beginTransaction(watched.inner, settings);
    watched.begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const watched = connection as WatchedConnection;
    try {
      await this.inner.commitTransaction(watched.inner);
    } finally {
      watched.end();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const watched = connection as WatchedConnection;
    try {
      await this.inner.rollbackTransaction(watched.inner);
    } finally {
      watched.end();
    }
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ): Promise<void> {
    if (this.inner.savepoint === undefined) throw new Error("savepoints are not supported");
    await this.inner.savepoint((connection as WatchedConnection).inner, name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ): Promise<void> {
    if (this.inner.rollbackToSavepoint === undefined)
      throw new Error("savepoints are not supported");
    await this.inner.rollbackToSavepoint((connection as WatchedConnection).inner, name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ): Promise<void> {
    if (this.inner.releaseSavepoint === undefined) throw new Error("savepoints are not supported");
    await this.inner.releaseSavepoint((connection as WatchedConnection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as WatchedConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

export interface WatchedDialect {
  /** `dialect` with every statement's writes announced to the listeners. */
  dialect: Dialect;
  onWrite(listener: WriteListener): () => void;
}

/** Wraps a Kysely dialect so that its writes (and its transactions' writes) are announced. */
export function watchWrites(dialect: Dialect): WatchedDialect {
  const listeners = new Set<WriteListener>();
  const announce = (tables: WrittenTables) => {
    if (tables !== "all" && tables.size === 0) return;
    for (const listener of listeners) listener(tables);
  };
  return {
    dialect: {
      createDriver: () => new WatchedDriver(dialect.createDriver(), announce),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
    },
    onWrite(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
