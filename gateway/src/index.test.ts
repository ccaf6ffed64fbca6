import { RedisUnavailableError, startGateway } from "./index";
import { connectTestRedis, dropTestRedis, TEST_REDIS_URL, uniqueKeyPrefix } from "./testing/redis";
import { testConfig } from "./testing/test-gateway";

describe("startGateway", () => {
  it("listens on a free port, reports its URL, and closes cleanly (twice is fine)", async () => {
    const gateway = await startGateway(testConfig({ port: 0 }), { logSink: () => undefined });
    expect(gateway.port).toBeGreaterThan(0);
    expect(gateway.url).toBe(`http://127.0.0.1:${gateway.port}`);
    const response = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ ok }" }),
    });
    expect(await response.json()).toEqual({ data: { ok: true } });
    // idle connections outlive a client's (fetch closes at the hint minus a second, a load
    // balancer at 60 s), so this server never closes one as a client sends on it
    expect(response.headers.get("keep-alive")).toBe("timeout=65");
    await gateway.close();
    await gateway.close();
    await expect(fetch(`${gateway.url}/healthz`)).rejects.toThrow();
  });

  it("shows localhost in the URL when bound to every interface", async () => {
    const gateway = await startGateway(testConfig({ host: "0.0.0.0" }), {
      logSink: () => undefined,
    });
    try {
      expect(gateway.url).toBe(`http://localhost:${gateway.port}`);
    } finally {
      await gateway.close();
    }
  });

  it("fails at start with a clear message when REDIS_URL cannot be reached", async () => {
    const start = startGateway(testConfig({ redisUrl: "redis://127.0.0.1:1" }), {
      logSink: () => undefined,
    });
    await expect(start).rejects.toThrow(RedisUnavailableError);
    await expect(start).rejects.toThrow(
      /^Cannot reach Redis at redis:\/\/127\.0\.0\.1:1 \(REDIS_URL\)/,
    );
  });

  it("keeps its shared state in Redis under its key prefix when REDIS_URL is set", async () => {
    const keyPrefix = uniqueKeyPrefix("gateway-start");
    const redis = await connectTestRedis("gateway-start", keyPrefix);
    try {
      const gateway = await startGateway(
        testConfig({ redisUrl: TEST_REDIS_URL, redisKeyPrefix: keyPrefix }),
        {
          logSink: () => undefined,
        },
      );
      const signIn = () =>
        fetch(`${gateway.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            query: `mutation { signIn(input: { email: "nobody@example.com", password: "Wrong#1" }) { errors { code } } }`,
          }),
        });
      await signIn();
      await gateway.close();
      // the attempt was counted in Redis, under the gateway's prefix
      expect(await redis.clear()).toBeGreaterThan(0);
    } finally {
      await dropTestRedis(redis);
    }
  });

  it("fails when the port is taken", async () => {
    const first = await startGateway(testConfig(), { logSink: () => undefined });
    try {
      await expect(
        startGateway(testConfig({ port: first.port }), { logSink: () => undefined }),
      ).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });
});
