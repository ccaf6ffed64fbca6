import { createServer } from "node:net";
import {
  turnedAway,
  UpstreamBadResponseError,
  UpstreamCircuitOpenError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
} from "./errors";
import { createTransport } from "./transport";

/** A port nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What the upstream calls' transport throws for a real call. */
async function fetchFailure(url: string): Promise<unknown> {
  const { origin, pathname } = new URL(url);
  try {
    await createTransport(origin).send(
      { method: "POST", path: pathname, headers: {}, body: "{}" },
      new AbortController().signal,
      1024,
    );
  } catch (err) {
    return err;
  }
  throw new Error(`expected ${url} to fail`);
}

describe("turnedAway: whether the upstream certainly did not act on a call", () => {
  it("a refused connection was never sent", async () => {
    const cause = await fetchFailure(`http://127.0.0.1:${await closedPort()}/api/signIn`);
    const err = new UpstreamUnavailableError("/api/signIn", cause);
    expect(err.message).toMatch(/ECONNREFUSED/);
    expect(err.notSent).toBe(true);
    expect(turnedAway(err)).toBe(true);
  });

  it("a reset after the request was read may come after the work", async () => {
    const server = createServer((socket) => socket.once("data", () => socket.resetAndDestroy()));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    try {
      const err = new UpstreamUnavailableError(
        "/api/signIn",
        await fetchFailure(`http://127.0.0.1:${port}/api/signIn`),
      );
      expect(err.notSent).toBe(false);
      expect(turnedAway(err)).toBe(false);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it.each([
    [new UpstreamCircuitOpenError("/api/signIn", "accounts"), true],
    [new UpstreamBadResponseError("/api/signIn", 503, "HTTP 503"), true],
    [new UpstreamBadResponseError("/api/signIn", 502, "HTTP 502"), true],
    [new UpstreamBadResponseError("/api/signIn", 504, "HTTP 504"), true],
    [new UpstreamBadResponseError("/api/signIn", 500, "HTTP 500"), false],
    [new UpstreamBadResponseError("/api/signIn", 200, "malformed JSON body"), false],
    [new UpstreamTimeoutError("/api/signIn", 15_000), false],
  ])("%s → %s", (err, expected) => {
    expect(turnedAway(err)).toBe(expected);
  });
});
