/**
 * Checks that turn an untrusted upstream JSON body into typed values. Each throws a DecodeError
 * naming what is wrong; http.ts turns it into an UpstreamBadResponseError.
 */
export class DecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DecodeError";
  }
}

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function object(value: unknown, what: string): JsonObject {
  if (!isObject(value)) throw new DecodeError(`${what} is not an object`);
  return value;
}

/**
 * Checks the `{ status: 1, ... }` envelope and returns the value at `path` below the root
 * (for example ["data", "data", "data"]). A `status: 0` answer fails with its message.
 */
export function envelope(json: unknown, path: readonly string[]): unknown {
  const root = object(json, "body");
  if (root.status !== 1) {
    const message = typeof root.message === "string" ? `: ${root.message}` : "";
    throw new DecodeError(`envelope status is ${JSON.stringify(root.status)}${message}`);
  }
  let node: unknown = root;
  for (const [depth, key] of path.entries()) {
    const where = ["body", ...path.slice(0, depth)].join(".");
    node = object(node, where)[key];
    if (node === undefined) throw new DecodeError(`${where}.${key} is missing`);
  }
  return node;
}

/** Decodes every entry of a list, naming the index of the first bad one. */
export function listOf<T>(value: unknown, what: string, entry: (item: JsonObject) => T): T[] {
  if (!Array.isArray(value)) throw new DecodeError(`${what} is not a list`);
  return value.map((item, index) => entry(object(item, `${what}[${index}]`)));
}

function fail(obj: JsonObject, key: string, expected: string): never {
  throw new DecodeError(`field ${key} should be ${expected}, got ${JSON.stringify(obj[key])}`);
}

export function str(obj: JsonObject, key: string): string {
  const value = obj[key];
  return typeof value === "string" ? value : fail(obj, key, "a string");
}

export function num(obj: JsonObject, key: string): number {
  const value = obj[key];
  return typeof value === "number" && Number.isFinite(value) ? value : fail(obj, key, "a number");
}

/** A string or null; a missing field counts as null. */
export function strOrNull(obj: JsonObject, key: string): string | null {
  const value = obj[key];
  if (value === undefined || value === null) return null;
  return typeof value === "string" ? value : fail(obj, key, "a string or null");
}

export function oneOf<const T extends string | number>(
  obj: JsonObject,
  key: string,
  allowed: readonly T[],
): T {
  const found = allowed.find((candidate) => candidate === obj[key]);
  return found !== undefined ? found : fail(obj, key, `one of ${JSON.stringify(allowed)}`);
}

/** One of `allowed` or null; a missing field counts as null. */
export function oneOfOrNull<const T extends string>(
  obj: JsonObject,
  key: string,
  allowed: readonly T[],
): T | null {
  return obj[key] === undefined || obj[key] === null ? null : oneOf(obj, key, allowed);
}
