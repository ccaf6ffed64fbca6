/**
 * An HTTP proxy that sits between the gateway and the upstream and counts the calls per
 * method and path, so tests and the bench can measure upstream calls per GraphQL query.
 * It can also be switched to hang (accept and never answer) or to refuse with 503.
 */
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ProxyMode = "pass" | "hang" | "fail";

export interface CountingProxy {
  url: string;
  /** Calls seen per "METHOD /path" since the last reset. */
  counts(): Record<string, number>;
  reset(): void;
  setMode(mode: ProxyMode): void;
  close(): Promise<void>;
}

export interface CountingProxyOptions {
  /**
   * Cache-Control to put on the upstream's answer to `METHOD /path` (undefined: leave the
   * answer's own), to try the gateway's caches against headers the upstream may not send yet.
   */
  cacheControl?: (method: string, path: string) => string | undefined;
}

export async function startCountingProxy(
  target: string,
  options: CountingProxyOptions = {},
): Promise<CountingProxy> {
  const upstream = new URL(target);
  let counts: Record<string, number> = {};
  let mode: ProxyMode = "pass";
  const hanging = new Set<IncomingMessage>();

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const key = `${req.method} ${path}`;
    counts[key] = (counts[key] ?? 0) + 1;
    if (mode === "hang") {
      hanging.add(req);
      req.on("close", () => hanging.delete(req));
      return;
    }
    if (mode === "fail") {
      res.writeHead(503, { "content-type": "application/json" });
      res.end(JSON.stringify({ status: 0, message: "Service unavailable" }));
      return;
    }
    const forward = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (upstreamRes) => {
        const cacheControl = options.cacheControl?.(req.method ?? "GET", path);
        const headers = cacheControl
          ? { ...upstreamRes.headers, "cache-control": cacheControl }
          : upstreamRes.headers;
        res.writeHead(upstreamRes.statusCode ?? 502, headers);
        upstreamRes.pipe(res);
      },
    );
    forward.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((res) => server.listen(0, "127.0.0.1", res));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => ({ ...counts }),
    reset: () => {
      counts = {};
    },
    setMode: (m) => {
      mode = m;
    },
    close: () =>
      new Promise((res) => {
        for (const req of hanging) req.socket.destroy();
        server.closeAllConnections();
        server.close(() => res());
      }),
  };
}
