/**
 * The Redis Store (REDIS_URL): what several gateway instances share. Every key gets the
 * instance's prefix; values keep their type with a one-byte tag (strings and Buffers come back
 * as stored); expiries are set with PX; counters are changed by one Lua script, so concurrent
 * increments from several gateways never lose a count.
 */
import { Redis } from "ioredis";
import { prefixedStore, type Counter, type Store, type StoreValue } from "./store";

export interface RedisStoreOptions {
  /** redis:// or rediss:// URL. */
  url: string;
  /** Prepended to every key, for example `travel:` (several products can share one Redis). */
  keyPrefix: string;
  /** Longest wait for the first connection at start (default 5000 ms). */
  connectTimeoutMs?: number;
  /** Longest wait for one command before it fails (default 2000 ms). */
  commandTimeoutMs?: number;
}

export interface RedisStore extends Store {
  /** Deletes every key of this instance's prefix (tests, a cache flush); answers how many. */
  clear(): Promise<number>;
  /** Closes the connection (pending commands finish first). */
  close(): Promise<void>;
}

/** Thrown at start when Redis cannot be reached. */
export class RedisUnavailableError extends Error {
  constructor(url: string, cause: unknown) {
    super(`Cannot reach Redis at ${redactPassword(url)} (REDIS_URL): ${messageOf(cause)}`, {
      cause,
    });
    this.name = "RedisUnavailableError";
  }
}

/** The message of an error from any realm (Jest's sandbox sees Node's errors as foreign). */
function messageOf(err: unknown): string {
  return typeof err === "object" && err !== null && "message" in err
    ? String(err.message)
    : String(err);
}

const STRING_TAG = 0;
const BUFFER_TAG = 1;

/** redis://user:secret@host → redis://user:***@host, for messages. */
export function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.href;
  } catch {
    return "(unparseable URL)";
  }
}

/** The stored bytes of a value: its tag, then its bytes. */
export function encodeValue(value: StoreValue): Buffer {
  return typeof value === "string"
    ? Buffer.concat([Buffer.of(STRING_TAG), Buffer.from(value, "utf8")])
    : Buffer.concat([Buffer.of(BUFFER_TAG), value]);
}

/** A value back from its stored bytes; untagged bytes (a counter's digits) are a string. */
export function decodeValue(stored: Buffer): StoreValue {
  if (stored[0] === BUFFER_TAG) return stored.subarray(1);
  if (stored[0] === STRING_TAG) return stored.toString("utf8", 1);
  return stored.toString("utf8");
}

/**
 * KEYS[1] the counter; ARGV[1] the step, ARGV[2] the ttl of a new counter (ms).
 * Answers { value, ms to expiry }, as the Store contract says.
 */
const INCREMENT_SCRIPT = `
local by = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  if left == -1 then redis.call('DEL', KEYS[1]) end
  if by <= 0 or ttl < 1 then return {0, 0} end
  redis.call('SET', KEYS[1], by, 'PX', ttl)
  return {by, ttl}
end
if by == 0 then return {tonumber(redis.call('GET', KEYS[1])) or 0, left} end
local value = redis.call('INCRBY', KEYS[1], by)
if value <= 0 then
  redis.call('DEL', KEYS[1])
  return {0, 0}
end
return {value, left}
`;

type IncrementingRedis = Redis & {
  storeIncrement(key: string, by: number, ttlMs: number): Promise<[number, number]>;
};

/** Connects to Redis and checks it answers; throws RedisUnavailableError when it cannot. */
export async function connectRedisStore(options: RedisStoreOptions): Promise<RedisStore> {
  let started = false;
  let lastError: Error | undefined;
  const redis = new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    lazyConnect: true,
    connectTimeout: options.connectTimeoutMs ?? 5000,
    commandTimeout: options.commandTimeoutMs ?? 2000,
    // a command fails after one reconnect attempt rather than waiting forever
    maxRetriesPerRequest: 1,
    // at start one attempt decides; once started, keep reconnecting with a capped back-off
    retryStrategy: (times) => (started ? Math.min(times * 200, 2000) : null),
  }) as IncrementingRedis;
  redis.defineCommand("storeIncrement", { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
  // connection trouble is also reported as events; the failing commands carry the error
  redis.on("error", (err: Error) => {
    lastError = err;
  });
  try {
    await redis.connect();
    await redis.ping();
    started = true;
  } catch (err) {
    redis.disconnect();
    throw new RedisUnavailableError(options.url, lastError ?? err);
  }

  const store: RedisStore = {
    async get(key) {
      const stored = await redis.getBuffer(key);
      return stored === null ? undefined : decodeValue(stored);
    },
    async set(key, value, ttlMs) {
      const ms = Math.floor(ttlMs);
      if (ms >= 1) await redis.set(key, encodeValue(value), "PX", ms);
      else await redis.del(key);
    },
    async delete(key) {
      return (await redis.del(key)) > 0;
    },
    async increment(key, by, ttlMs): Promise<Counter> {
      if (!Number.isSafeInteger(by)) throw new RangeError(`increment by ${by}: not an integer`);
      const [value, left] = await redis.storeIncrement(key, by, Math.floor(ttlMs));
      return { value, ttlMs: left };
    },
    namespace: (prefix) => prefixedStore(store, prefix),
    async clear() {
      // SCAN sees full key names: the prefix is matched here and stripped for DEL, which adds it
      const pattern = `${options.keyPrefix.replace(/[*?[\]\\]/g, "\\$&")}*`;
      let cursor = "0";
      let deleted = 0;
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 500);
        cursor = next;
        if (keys.length > 0) {
          deleted += await redis.del(...keys.map((k) => k.slice(options.keyPrefix.length)));
        }
      } while (cursor !== "0");
      return deleted;
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
  return store;
}
