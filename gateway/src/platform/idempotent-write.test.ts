import { messages } from "@travel/schema/validation";
import { createLogger } from "@travel/service-kit/logger";
import {
  UpstreamBadResponseError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
} from "../upstream/errors";
import {
  attemptWrite,
  IDEMPOTENCY_KEY_PATTERN,
  keyErrors,
  reusedKeyError,
  OUTCOME_UNKNOWN,
  writeKey,
} from "./idempotent-write";

describe("writeKey", () => {
  it("keeps the client's key, draws one when none came, and refuses a malformed one", () => {
    expect(writeKey(" attempt-0001 ")).toBe("attempt-0001");
    const drawn = writeKey(undefined);
    expect(drawn).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(writeKey("")).not.toBe(drawn);
    expect(writeKey(null)).toMatch(IDEMPOTENCY_KEY_PATTERN);
    for (const bad of ["short", "x".repeat(65), "with space!"]) expect(writeKey(bad)).toBeNull();
  });
});

describe("attemptWrite", () => {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    level: "debug",
    sink: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  const unavailable = () => ({ field: null, code: "UPSTREAM_UNAVAILABLE", message: "down" });
  const run = (call: () => Promise<string>) =>
    attemptWrite(call, { logger, what: "test write", key: "key-00000001", unavailable });

  beforeEach(() => lines.splice(0));

  it("answers the value of a write that answered", async () => {
    expect(await run(async () => "done")).toEqual({ ok: true, value: "done" });
  });

  it("answers OUTCOME_UNKNOWN to a time-out, logged with the key", async () => {
    const answer = await run(() => Promise.reject(new UpstreamTimeoutError("/api/signUp", 50)));
    expect(answer).toEqual({
      ok: false,
      error: { field: null, code: OUTCOME_UNKNOWN, message: messages.OUTCOME_UNKNOWN },
    });
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: "warn",
        errorKind: "timeout",
        idempotencyKey: "key-00000001",
      }),
    );
  });

  it("answers IDEMPOTENCY_KEY_REUSED to the upstream's 422, and `unavailable` to failures that did nothing", async () => {
    const reused = await run(() =>
      Promise.reject(new UpstreamBadResponseError("/api/signUp", 422, "reused")),
    );
    expect(reused).toMatchObject({ ok: false, error: { code: "IDEMPOTENCY_KEY_REUSED" } });
    for (const err of [
      new UpstreamBadResponseError("/api/signUp", 500, "boom"),
      new UpstreamBadResponseError("/api/signUp", 503, "busy"),
      new UpstreamUnavailableError("/api/signUp", fetchFailed("ECONNREFUSED")),
    ])
      expect(await run(() => Promise.reject(err))).toEqual({ ok: false, error: unavailable() });
  });

  it("answers OUTCOME_UNKNOWN when the write may have been done: connection lost after sending, unreadable 2xx", async () => {
    for (const err of [
      new UpstreamUnavailableError("/api/signUp", fetchFailed("ECONNRESET")),
      new UpstreamBadResponseError("/api/signUp", 200, "malformed JSON body"),
    ])
      expect(await run(() => Promise.reject(err))).toMatchObject({
        ok: false,
        error: { code: "OUTCOME_UNKNOWN" },
      });
  });

  it("lets a bug through", async () => {
    await expect(run(() => Promise.reject(new TypeError("bug")))).rejects.toThrow("bug");
  });

  it("recognises the upstream's refusal code of a reused key", () => {
    expect(reusedKeyError("IDEMPOTENCY_KEY_REUSED")).toMatchObject({
      field: "idempotencyKey",
      code: "IDEMPOTENCY_KEY_REUSED",
    });
    expect(reusedKeyError("CLIENT_EXISTS")).toBeNull();
    expect(reusedKeyError(null)).toBeNull();
    expect(keyErrors(null)).toEqual([expect.objectContaining({ code: "INVALID_FORMAT" })]);
    expect(keyErrors("a-valid-key-123")).toEqual([]);
  });
});

/** What undici's fetch throws when the socket fails: "fetch failed", the socket error as cause. */
function fetchFailed(code: string): Error {
  return new TypeError("fetch failed", {
    cause: Object.assign(new Error(`socket ${code}`), { code }),
  });
}
