/**
 * An HTTP proxy between the gateway and the upstream that can hold the upstream's answers to
 * chosen calls: the request reaches the upstream, which does the work and answers, but the
 * answer is kept back until the caller has given up (its connection closes) and is then thrown
 * away. That is a write that happened upstream while the gateway timed out, every time, on a
 * fast or a busy machine. Every other call passes through untouched.
 */
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface HeldAnswersProxy {
  url: string;
  /** Holds the answers to `METHOD /path` (e.g. `POST /api/signUp`) until released. */
  hold(call: string): void;
  /** Lets every answer through again. */
  release(): void;
  /** How many answers to `METHOD /path` the upstream gave and the proxy kept back so far. */
  heldAnswers(call: string): number;
  close(): Promise<void>;
}

export async function startHeldAnswersProxy(target: string): Promise<HeldAnswersProxy> {
  const upstream = new URL(target);
  const held = new Set<string>();
  const heldAnswers = new Map<string, number>();

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const call = `${req.method} ${path}`;
    const holding = held.has(call);
    const forward = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (upstreamRes) => {
        if (!holding) {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
          return;
        }
        // read the whole answer (the upstream is done), count it, and never send it
        upstreamRes.resume();
        upstreamRes.on("end", () => heldAnswers.set(call, (heldAnswers.get(call) ?? 0) + 1));
      },
    );
    forward.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hold: (call) => held.add(call),
    release: () => held.clear(),
    heldAnswers: (call) => heldAnswers.get(call) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Resolves once `condition` holds, checking every 20 ms; fails after `timeoutMs`. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
