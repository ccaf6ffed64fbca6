/**
 * The upstream calls' transport: node:http (or node:https) over one keep-alive Agent per
 * client. Built-in fetch (undici) cost about 1.1–1.6 ms more CPU a call in this process (web
 * streams, Request and Response objects, AbortSignal plumbing; README "Figures on this machine"),
 * and a signed-in query makes three calls. The body is read up to a byte cap (so one huge
 * answer cannot exhaust the heap), and the call ends at `signal`'s abort, whichever part it is
 * in.
 */
import http from "node:http";
import https from "node:https";

/** The body was longer than the cap; the read was abandoned and the connection closed. */
export class ResponseTooLargeError extends Error {
  constructor(
    readonly maxBytes: number,
    /** The answer's HTTP status. */
    readonly status: number,
  ) {
    super(`answer larger than ${maxBytes} bytes`);
    this.name = "ResponseTooLargeError";
  }
}

/** An answer's status, the headers the client reads, and its body as UTF-8 text. */
export interface RawAnswer {
  status: number;
  header(name: "cache-control" | "vary" | "retry-after"): string | null;
  text: string;
}

export interface RawRequest {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string | undefined;
}

export interface Transport {
  /**
   * Sends the request and reads its answer: rejects with ResponseTooLargeError past `maxBytes`,
   * with `signal`'s reason once it aborts, else with the socket's error.
   */
  send(request: RawRequest, signal: AbortSignal, maxBytes: number): Promise<RawAnswer>;
}

/** Idle connections kept per upstream: enough for the gateway's concurrency on two cores. */
const MAX_FREE_SOCKETS = 64;
/**
 * An idle connection is closed after this long (below the upstream's 5 s keep-alive timeout);
 * idle connections never keep the process alive (the Agent unrefs them).
 */
const IDLE_MS = 4_000;

function headerText(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(", ") : value;
}

/** A transport to `baseUrl` (http: or https:) with its own keep-alive pool. */
export function createTransport(baseUrl: string): Transport {
  const base = new URL(baseUrl);
  const secure = base.protocol === "https:";
  const options = { keepAlive: true, maxFreeSockets: MAX_FREE_SOCKETS, timeout: IDLE_MS };
  const agent = secure ? new https.Agent(options) : new http.Agent(options);
  // looked up at each call, not kept: a test's interceptor (msw) patches the module's request
  // after a client may have been made
  const request = (options: http.RequestOptions) =>
    secure ? https.request(options) : http.request(options);
  const prefix = base.pathname.replace(/\/$/, "");

  return {
    send: ({ method, path, headers, body }, signal, maxBytes) =>
      new Promise<RawAnswer>((resolve, reject) => {
        if (signal.aborted) {
          reject(signal.reason);
          return;
        }
        const sent = { ...headers };
        if (body !== undefined) sent["content-length"] = String(Buffer.byteLength(body));
        const req = request({
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          method,
          path: `${prefix}${path}`,
          headers: sent,
          agent,
        });
        let settled = false;
        const fail = (err: unknown) => {
          if (settled) return;
          settled = true;
          signal.removeEventListener("abort", onAbort);
          req.destroy();
          reject(err);
        };
        const onAbort = () => fail(signal.reason);
        signal.addEventListener("abort", onAbort, { once: true });
        req.on("error", fail);
        req.on("response", (res) => {
          const declared = Number(res.headers["content-length"] ?? Number.NaN);
          if (declared > maxBytes) {
            fail(new ResponseTooLargeError(maxBytes, res.statusCode ?? 0));
            return;
          }
          const chunks: Buffer[] = [];
          let total = 0;
          res.on("data", (chunk: Buffer) => {
            total += chunk.byteLength;
            if (total > maxBytes) fail(new ResponseTooLargeError(maxBytes, res.statusCode ?? 0));
            else chunks.push(chunk);
          });
          res.on("error", fail);
          res.on("aborted", () => fail(new Error("upstream connection closed mid-answer")));
          res.on("end", () => {
            if (settled) return;
            settled = true;
            signal.removeEventListener("abort", onAbort);
            let text = Buffer.concat(chunks, total).toString("utf8");
            // a leading byte-order mark is dropped, as Response.text() does
            if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
            resolve({
              status: res.statusCode ?? 0,
              header: (name) => headerText(res.headers[name]),
              text,
            });
          });
        });
        req.end(body);
      }),
  };
}
