import { startGateway } from "./index";
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
