// Real sockets, no msw: proves timeouts, keep-alive and header forwarding against a live server.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { succeeded } from "./contract";
import { DecodeError } from "./decode";

/** The `data` of a `{ status: 1, data }` envelope (a status 0 one fails with its message). */
const dataOf = (body: unknown) =>
  succeeded(body as { status: 1; data: unknown } | { status: 0; message: string }).data;
import { UpstreamBadResponseError, UpstreamTimeoutError, UpstreamUnavailableError } from "./errors";
import { createUpstreamHttp } from "./http";

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => handler(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  handler = (_req, _body, res) => json(res, 200, { status: 1, data: { value: 42 } });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

const meta = { requestId: "req-123", clientIp: "203.0.113.9" };
const asIs = (body: unknown) => body;

describe("createUpstreamHttp", () => {
  it("POSTs a JSON body and forwards the request id and the visitor IP", async () => {
    let seen: { headers: IncomingMessage["headers"]; body: string; method?: string } | undefined;
    handler = (req, body, res) => {
      seen = { headers: req.headers, body, method: req.method };
      json(res, 200, { status: 1, data: { ok: true } });
    };
    const http = createUpstreamHttp({ baseUrl, timeoutMs: 1000 });
    const result = await http.post("/api/x", { all: true }, meta, dataOf);
    expect(result).toEqual({ ok: true });
    expect(seen).toEqual({
      method: "POST",
      body: '{"all":true}',
      headers: expect.objectContaining({
        "content-type": "application/json",
        "x-request-id": "req-123",
        "x-forwarded-for": "203.0.113.9",
      }),
    });
  });

  it("omits x-forwarded-for when the visitor IP is unknown and sends no body on GET", async () => {
    let seen: IncomingMessage["headers"] = {};
    handler = (req, body, res) => {
      seen = { ...req.headers, body };
      json(res, 200, { ok: true });
    };
    const http = createUpstreamHttp({ baseUrl, timeoutMs: 1000 });
    await http.get("/healthz", { requestId: "r" }, asIs);
    expect(seen["x-forwarded-for"]).toBeUndefined();
    expect(seen["content-type"]).toBeUndefined();
    expect(seen.body).toBe("");
  });

  it("keeps connections alive between calls", async () => {
    const sockets = new Set<string>();
    handler = (req, _body, res) => {
      sockets.add(`${req.socket.remotePort}`);
      expect(req.headers.connection).toBe("keep-alive");
      json(res, 200, {});
    };
    const http = createUpstreamHttp({ baseUrl, timeoutMs: 1000 });
    for (let i = 0; i < 8; i++) await http.post("/api/x", {}, meta, asIs);
    // one after the other, every call finds the first connection back in the pool
    expect(sockets.size).toBe(1);
  });

  it("times out when the upstream never answers", async () => {
    handler = () => undefined;
    const http = createUpstreamHttp({ baseUrl, timeoutMs: 150 });
    const started = Date.now();
    const error = await http.post("/api/hang", {}, meta, asIs).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamTimeoutError);
    expect(error).toMatchObject({ kind: "timeout", path: "/api/hang" });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("times out when the body stalls after the headers", async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"status":');
    };
    const http = createUpstreamHttp({ baseUrl, timeoutMs: 150 });
    await expect(http.post("/api/stall", {}, meta, asIs)).rejects.toBeInstanceOf(
      UpstreamTimeoutError,
    );
  });

  it("honours a shorter per-call timeout on GET", async () => {
    handler = () => undefined;
    const http = createUpstreamHttp({ baseUrl, timeoutMs: 10_000 });
    const started = Date.now();
    await expect(http.get("/healthz", meta, asIs, { timeoutMs: 100 })).rejects.toBeInstanceOf(
      UpstreamTimeoutError,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("reports an unreachable upstream as unavailable", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const http = createUpstreamHttp({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 1000 });
    const error = await http.post("/api/x", {}, meta, asIs).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect(String(error)).toMatch(/ECONNREFUSED/);
  });

  it("reports a non-2xx answer with its status and message", async () => {
    handler = (_req, _body, res) => json(res, 500, { status: 0, message: "Internal error" });
    const http = createUpstreamHttp({ baseUrl, timeoutMs: 1000 });
    const error = await http.post("/api/x", {}, meta, asIs).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamBadResponseError);
    expect(error).toMatchObject({ status: 500, reason: "HTTP 500: Internal error" });
  });

  it("sends the session token as a bearer and only when given", async () => {
    const seen: (string | undefined)[] = [];
    handler = (req, _body, res) => {
      seen.push(req.headers.authorization);
      json(res, 200, { status: 1 });
    };
    const http = createUpstreamHttp({ baseUrl, timeoutMs: 1000 });
    await http.post("/api/x", {}, meta, asIs, { bearer: "tok-1" });
    await http.get("/api/x", meta, asIs, { bearer: "tok-2" });
    await http.post("/api/x", {}, meta, asIs);
    expect(seen).toEqual(["Bearer tok-1", "Bearer tok-2", undefined]);
  });

  it("hands 4xx JSON bodies to the decoder on request, never 5xx or non-JSON", async () => {
    let status = 401;
    let body = JSON.stringify({ status: 0, message: "Session expired" });
    handler = (_req, _b, res) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(body);
    };
    const http = createUpstreamHttp({ baseUrl, timeoutMs: 1000 });
    const options = { decodeClientErrors: true };
    await expect(http.post("/api/x", {}, meta, asIs, options)).resolves.toEqual({
      status: 0,
      message: "Session expired",
    });
    await expect(http.post("/api/x", {}, meta, asIs)).rejects.toMatchObject({ status: 401 });
    body = "<html>";
    await expect(http.post("/api/x", {}, meta, asIs, options)).rejects.toMatchObject({
      status: 401,
    });
    status = 503;
    body = "{}";
    await expect(http.post("/api/x", {}, meta, asIs, options)).rejects.toMatchObject({
      status: 503,
    });
  });

  it("reports malformed JSON", async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{not json");
    };
    const http = createUpstreamHttp({ baseUrl, timeoutMs: 1000 });
    await expect(http.post("/api/x", {}, meta, asIs)).rejects.toMatchObject({
      kind: "bad_response",
      status: 200,
      reason: "malformed JSON body",
    });
  });

  it("reports an envelope with status 0 as a bad response", async () => {
    handler = (_req, _body, res) =>
      json(res, 200, { status: 0, message: "Unknown currency XYZ", data: { data: null } });
    const http = createUpstreamHttp({ baseUrl, timeoutMs: 1000 });
    await expect(http.post("/api/rate", {}, meta, dataOf)).rejects.toMatchObject({
      kind: "bad_response",
      reason: "envelope status is 0: Unknown currency XYZ",
    });
  });

  it("lets a decoder bug (not a DecodeError) propagate unchanged", async () => {
    const http = createUpstreamHttp({ baseUrl, timeoutMs: 1000 });
    const bug = new RangeError("bug");
    await expect(
      http.post("/api/x", {}, meta, () => {
        throw bug;
      }),
    ).rejects.toBe(bug);
    await expect(
      http.post("/api/x", {}, meta, () => {
        throw new DecodeError("field x should be a number");
      }),
    ).rejects.toBeInstanceOf(UpstreamBadResponseError);
  });
});
