/**
 * A Kysely dialect over PGlite: PostgreSQL's compiler, adapter and introspector, and a driver
 * whose one connection is lent to one user at a time (a transaction holds it from BEGIN to
 * COMMIT, so no other statement can slip into it). Scripts (`scriptQuery`) go through PGlite's
 * simple query protocol, which takes several statements.
 */
import type { PGlite } from "@electric-sql/pglite";
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import { isScript } from "./db";

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (isScript(query)) {
      const results = await this.pglite.exec(query.sql);
      return { rows: (results.at(-1)?.rows ?? []) as R[] };
    }
    const result = await this.pglite.query<R>(query.sql, [...query.parameters]);
    return result.affectedRows === undefined
      ? { rows: result.rows }
      : { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("PGlite does not stream query results");
  }
}

class PgliteDriver implements Driver {
  readonly #connection: PgliteConnection;
  /** Settles when the connection is free again. */
  #free: Promise<void> = Promise.resolve();

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PgliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#free;
    let release!: () => void;
    this.#free = new Promise((resolve) => (release = resolve));
    await previous;
    this.#releases.push(release);
    return this.#connection;
  }

  readonly #releases: (() => void)[] = [];

  async releaseConnection(): Promise<void> {
    this.#releases.shift()?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    let sql = "begin";
    if (settings.isolationLevel !== undefined || settings.accessMode !== undefined) {
      sql = "start transaction";
      if (settings.isolationLevel !== undefined)
        sql += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode !== undefined) sql += ` ${settings.accessMode}`;
    }
    await connection.executeQuery(CompiledQuery.raw(sql));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoted(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoted(name)}`));
  }

  async destroy(): Promise<void> {
    await this.pglite.close();
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The dialect for a PGlite instance; destroying the Kysely instance closes PGlite. */
export class PgliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createDriver(): Driver {
    return new PgliteDriver(this.pglite);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
