/**
 * The PostgreSQL and Redis servers of the project's machines (127.0.0.1:5432 with trust auth,
 * 127.0.0.1:6379), for tests that must prove the product on them: a database and a key prefix
 * of the test's own, dropped at the end. When a server cannot be reached the test fails with a
 * message saying which and how to get it; nothing is skipped.
 */
import { randomBytes } from "node:crypto";
import { connectRedisStore, type RedisStore } from "@travel/gateway";
import { openPostgresDb } from "@travel/upstream";

/** Where to create databases: TEST_POSTGRES_URL, else the local server as postgres or root. */
const POSTGRES_ADMIN_URLS = process.env.TEST_POSTGRES_URL
  ? [process.env.TEST_POSTGRES_URL]
  : ["postgres://postgres@127.0.0.1:5432/postgres", "postgres://root@127.0.0.1:5432/postgres"];

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const uniqueSuffix = () => `${process.pid}_${randomBytes(5).toString("hex")}`;

export interface TestDatabase {
  /** Connection URL of the new, empty database. */
  url: string;
  /** Drops it (ending any connection still open). */
  drop(): Promise<void>;
}

/** Creates an empty database named after `name` on the local PostgreSQL server. */
export async function createTestDatabase(name: string): Promise<TestDatabase> {
  const problems: string[] = [];
  for (const adminUrl of POSTGRES_ADMIN_URLS) {
    let admin;
    try {
      admin = await openPostgresDb(adminUrl);
    } catch (err) {
      problems.push(`${adminUrl}: ${err instanceof Error ? err.message : String(err)}`);
      continue;
    }
    const database = `travel_${name.replace(/\W/g, "_")}_${uniqueSuffix()}`.toLowerCase();
    try {
      await admin.exec(`CREATE DATABASE "${database}"`);
    } finally {
      await admin.close();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return {
      url: url.href,
      async drop() {
        const again = await openPostgresDb(adminUrl);
        try {
          await again.exec(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
        } finally {
          await again.close();
        }
      },
    };
  }
  throw new Error(
    `This test needs a PostgreSQL server (127.0.0.1:5432, trust auth; set TEST_POSTGRES_URL to ` +
      `use another; Debian: apt-get install -y postgresql). Could not connect:\n  ${problems.join("\n  ")}`,
  );
}

export interface TestRedis {
  url: string;
  /** The key prefix of this test: give it to every gateway as REDIS_KEY_PREFIX. */
  keyPrefix: string;
  /** The store under that prefix, to look at what the gateways wrote. */
  store: RedisStore;
  /** Deletes every key of the prefix and disconnects. */
  drop(): Promise<void>;
}

/** A key prefix of the test's own on the local Redis server. */
export async function useTestRedis(name: string): Promise<TestRedis> {
  const keyPrefix = `test:${name}:${uniqueSuffix()}:`;
  let store: RedisStore;
  try {
    store = await connectRedisStore({ url: TEST_REDIS_URL, keyPrefix, connectTimeoutMs: 3000 });
  } catch (err) {
    throw new Error(
      `This test needs a Redis server at ${TEST_REDIS_URL} (set TEST_REDIS_URL to use another; ` +
        `Debian: apt-get install -y redis-server): ${err instanceof Error ? err.message : String(err)}`,
      { cause: err },
    );
  }
  return {
    url: TEST_REDIS_URL,
    keyPrefix,
    store,
    async drop() {
      await store.clear();
      await store.close();
    },
  };
}
