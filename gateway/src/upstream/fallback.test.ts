import { createLogger } from "@travel/service-kit/logger";
import { createEndpointLoader } from "./endpoint-loader";
import { UpstreamBadResponseError, UpstreamTimeoutError } from "./errors";
import { withFallback } from "./fallback";

function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger({ level: "info", sink: (l) => lines.push(l) }).child({
    requestId: "req-9",
  });
  return { logger, entries: () => lines.map((l) => JSON.parse(l)) };
}

describe("withFallback", () => {
  it("returns the call's value when it succeeds, logging nothing", async () => {
    const { logger, entries } = capturingLogger();
    await expect(
      withFallback(
        async () => [1],
        () => [],
        logger,
      ),
    ).resolves.toEqual([1]);
    expect(entries()).toEqual([]);
  });

  it("returns the fallback on an upstream failure and logs one warning", async () => {
    const { logger, entries } = capturingLogger();
    const value = await withFallback(
      () => Promise.reject(new UpstreamBadResponseError("/api/getCountryCat", 500, "HTTP 500")),
      () => "fallback",
      logger,
    );
    expect(value).toBe("fallback");
    expect(entries()).toEqual([
      expect.objectContaining({
        level: "warn",
        requestId: "req-9",
        upstreamPath: "/api/getCountryCat",
        errorKind: "bad_response",
        upstreamStatus: 500,
      }),
    ]);
  });

  it("logs timeouts without a status", async () => {
    const { logger, entries } = capturingLogger();
    await withFallback(
      () => Promise.reject(new UpstreamTimeoutError("/api/x", 200)),
      () => 0,
      logger,
    );
    expect(entries()[0]).toMatchObject({ errorKind: "timeout", upstreamPath: "/api/x" });
    expect(entries()[0]).not.toHaveProperty("upstreamStatus");
  });

  it("lets other errors (bugs) propagate", async () => {
    const { logger } = capturingLogger();
    await expect(
      withFallback(
        () => Promise.reject(new TypeError("bug")),
        () => 0,
        logger,
      ),
    ).rejects.toThrow("bug");
  });
});

describe("createEndpointLoader", () => {
  it("calls the endpoint once however many loads there are", async () => {
    const fetchOnce = jest.fn(async () => ["a"]);
    const loader = createEndpointLoader(fetchOnce);
    const results = await Promise.all([loader.load(), loader.load(), loader.load()]);
    expect(await loader.load()).toEqual(["a"]);
    expect(results).toEqual([["a"], ["a"], ["a"]]);
    expect(fetchOnce).toHaveBeenCalledTimes(1);
  });

  it("gives every load a fresh loader a call of its own", async () => {
    const fetchOnce = jest.fn(async () => 1);
    await createEndpointLoader(fetchOnce).load();
    await createEndpointLoader(fetchOnce).load();
    expect(fetchOnce).toHaveBeenCalledTimes(2);
  });
});
