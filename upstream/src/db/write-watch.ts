/**
 * Write notifications: every statement sent through a watched Db is scanned for the tables it
 * writes (INSERT, UPDATE, DELETE, TRUNCATE, MERGE, COPY … FROM), and listeners hear about them,
 * so in-process read caches are dropped by every writer (routes, jobs, seeds, migrations, tests)
 * without each writer having to know about caches. Schema changes and scripts (`exec`, i.e.
 * migrations) and statements whose tables cannot be told are reported as "all".
 */
import type { Db, Queryable, WriteListener, WrittenTables } from "./db";

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

/** Wraps a database so that its writes (and its transactions' writes) are announced. */
export function watchWrites(db: Omit<Db, "onWrite">): Db {
  const listeners = new Set<WriteListener>();
  const announce = (tables: WrittenTables) => {
    if (tables !== "all" && tables.size === 0) return;
    for (const listener of listeners) listener(tables);
  };
  const watched = (target: Queryable, written?: (t: WrittenTables) => void): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const tables = tablesWritten(sql);
      try {
        return await target.query<T>(sql, params);
      } finally {
        written?.(tables);
        announce(tables);
      }
    },
    async exec(sql: string) {
      try {
        await target.exec(sql);
      } finally {
        written?.("all");
        announce("all");
      }
    },
  });
  return {
    ...watched(db),
    async transaction(fn) {
      let all = false;
      const tables = new Set<string>();
      const collect = (t: WrittenTables) => {
        if (t === "all") all = true;
        else for (const name of t) tables.add(name);
      };
      try {
        return await db.transaction((tx) => fn(watched(tx, collect)));
      } finally {
        // committed or rolled back: either way the readers must look again
        announce(all ? "all" : tables);
      }
    },
    close: () => db.close(),
    onWrite(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
