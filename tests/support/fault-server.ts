/**
 * A real HTTP server that misbehaves on purpose, for the gateway's resilience tests and the
 * fault soak: for every request a `plan` picks a fault (connection reset, 503 with Retry-After,
 * hang, slow body, oversize body) or lets it through, either to a target upstream (a fault
 * proxy) or to a local `respond` function.
 */
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type Fault =
  | { kind: "pass" }
  /** The connection is reset (TCP RST) once the request has been read. */
  | { kind: "reset" }
  /** 503 with a JSON body and, when given, `Retry-After: <seconds>`. */
  | { kind: "unavailable"; retryAfterSeconds?: number }
  /** The request is read and never answered. */
  | { kind: "hang" }
  /** Headers and the first half of the real answer at once, the rest after `delayMs`. */
  | { kind: "slow-body"; delayMs: number }
  /** 200 and a JSON body of `bytes` bytes, streamed without a content-length. */
  | { kind: "oversize"; bytes: number };

export type FaultKind = Fault["kind"];

export interface FaultRequest {
  method: string;
  path: string;
  /** 1 for the first request the server sees, 2 for the next... */
  seq: number;
  /** The caller's `x-request-id` (the gateway sends its request's id), when there is one. */
  requestId?: string;
}

export interface FaultLogEntry extends FaultRequest {
  fault: FaultKind;
  /** When the request arrived (performance.now()). */
  at: number;
}

export interface FaultServer {
  url: string;
  /** Every request seen, with the fault it got. */
  log(): FaultLogEntry[];
  /** Bytes written by oversize answers so far. */
  oversizeBytesSent(): number;
  /** Client connections open now. */
  openConnections(): number;
  setPlan(plan: FaultPlan): void;
  close(): Promise<void>;
}

export type FaultPlan = (request: FaultRequest) => Fault;

export interface FaultServerOptions {
  /** Where requests that pass go (a fault proxy); else `respond` answers them. */
  target?: string;
  respond?: (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;
  plan?: FaultPlan;
  /** Told when a request that was let through could not be forwarded (answered 502). */
  onForwardFailure?: (request: FaultRequest) => void;
}

export const PASS: Fault = { kind: "pass" };

/** Forwards a request to `target` and hands back the whole answer. */
function forward(
  target: URL,
  req: IncomingMessage,
  body: Buffer,
): Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const out = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 502,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    out.on("error", reject);
    out.end(body);
  });
}

export async function startFaultServer(options: FaultServerOptions): Promise<FaultServer> {
  const target = options.target ? new URL(options.target) : undefined;
  let plan: FaultPlan = options.plan ?? (() => PASS);
  let seq = 0;
  let oversizeBytes = 0;
  const entries: FaultLogEntry[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  async function pass(
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
    request: FaultRequest,
    slowMs?: number,
  ) {
    let answer: { status: number; headers: IncomingMessage["headers"]; body: Buffer };
    if (target) {
      try {
        answer = await forward(target, req, body);
      } catch {
        options.onForwardFailure?.(request);
        res.writeHead(502).end();
        return;
      }
    } else if (slowMs === undefined) {
      options.respond?.(req, res, body);
      return;
    } else {
      // capture what `respond` would write, to send it slowly
      const chunks: Buffer[] = [];
      let status = 200;
      let headers: IncomingMessage["headers"] = {};
      const capture = {
        writeHead: (s: number, h: IncomingMessage["headers"] = {}) => {
          status = s;
          headers = h;
          return capture;
        },
        end: (chunk?: string | Buffer) => {
          if (chunk !== undefined) chunks.push(Buffer.from(chunk));
          return capture;
        },
      } as unknown as ServerResponse;
      options.respond?.(req, capture, body);
      answer = { status, headers, body: Buffer.concat(chunks) };
    }
    const headers = { ...answer.headers };
    delete headers["transfer-encoding"];
    delete headers.connection;
    delete headers["keep-alive"];
    if (slowMs === undefined) {
      res.writeHead(answer.status, headers).end(answer.body);
      return;
    }
    const half = Math.floor(answer.body.length / 2);
    res.writeHead(answer.status, { ...headers, "content-length": String(answer.body.length) });
    res.write(answer.body.subarray(0, half));
    later(slowMs, () => {
      if (!res.destroyed) res.end(answer.body.subarray(half));
    });
  }

  function oversize(res: ServerResponse, bytes: number) {
    res.writeHead(200, { "content-type": "application/json" });
    const chunk = Buffer.alloc(64 * 1024, 0x20); // spaces: valid JSON padding
    let left = bytes - 2;
    res.write("[");
    const pump = () => {
      while (left > 0 && !res.destroyed) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        oversizeBytes += piece.length;
        if (!res.write(piece)) return void res.once("drain", pump);
      }
      if (!res.destroyed) res.end("]");
    };
    pump();
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const request: FaultRequest = {
        method: req.method ?? "GET",
        path: new URL(req.url ?? "/", "http://x").pathname,
        seq: ++seq,
        ...(typeof req.headers["x-request-id"] === "string"
          ? { requestId: req.headers["x-request-id"] }
          : {}),
      };
      const fault = plan(request);
      entries.push({ ...request, fault: fault.kind, at: performance.now() });
      switch (fault.kind) {
        case "pass":
          return void pass(req, res, body, request);
        case "reset":
          return void req.socket.resetAndDestroy();
        case "unavailable":
          res.writeHead(503, {
            "content-type": "application/json",
            ...(fault.retryAfterSeconds === undefined
              ? {}
              : { "retry-after": String(fault.retryAfterSeconds) }),
          });
          return void res.end(JSON.stringify({ status: 0, message: "Service unavailable" }));
        case "hang":
          return;
        case "slow-body":
          return void pass(req, res, body, request, fault.delayMs);
        case "oversize":
          return oversize(res, fault.bytes);
      }
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => [...entries],
    oversizeBytesSent: () => oversizeBytes,
    openConnections: () => sockets.size,
    setPlan: (next) => {
      plan = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
