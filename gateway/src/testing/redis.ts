/**
 * The Redis of the test machines (127.0.0.1:6379, or TEST_REDIS_URL): a store under a key
 * prefix of its own per run, deleted at the end. An unreachable Redis fails the test with a
 * message saying so; nothing is skipped.
 */
import { randomBytes } from "node:crypto";
import { connectRedisStore, type RedisStore } from "../platform/store";

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** A key prefix no other run uses: `test:<name>:<random>:`. */
export function uniqueKeyPrefix(name: string): string {
  return `test:${name}:${process.pid}-${randomBytes(6).toString("hex")}:`;
}

export async function connectTestRedis(name: string, keyPrefix = uniqueKeyPrefix(name)) {
  try {
    return await connectRedisStore({ url: TEST_REDIS_URL, keyPrefix, connectTimeoutMs: 3000 });
  } catch (err) {
    throw new Error(
      `These tests need a Redis server at ${TEST_REDIS_URL} (set TEST_REDIS_URL to use another; ` +
        `Debian: apt-get install -y redis-server): ${err instanceof Error ? err.message : String(err)}`,
      { cause: err },
    );
  }
}

/** Deletes the store's keys and closes it. */
export async function dropTestRedis(store: RedisStore | undefined): Promise<void> {
  if (!store) return;
  await store.clear();
  await store.close();
}
