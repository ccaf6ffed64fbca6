/**
 * The one HTTP helper every upstream client goes through: built-in fetch (undici keeps
 * connections alive by default), a timeout on every call, request id and visitor IP forwarded,
 * and every failure mapped here to an UpstreamError.
 */
import type { Logger } from "../logging/logger";
import { DecodeError } from "./decode";
import { UpstreamBadResponseError, UpstreamTimeoutError, UpstreamUnavailableError } from "./errors";

/** Who a call is made for; forwarded to the upstream as headers. */
export interface UpstreamCallMeta {
  /** Sent as `x-request-id`. */
  requestId: string;
  /** Visitor address, sent as `x-forwarded-for` when known. */
  clientIp?: string | undefined;
  /** Receives one debug line per call. */
  logger?: Logger | undefined;
}

/** Turns a parsed JSON body into a typed value, throwing DecodeError when it does not fit. */
export type Decoder<T> = (json: unknown) => T;

/** Per-call options. */
export interface UpstreamCallOptions {
  /** Overrides the default time limit. */
  timeoutMs?: number;
  /** Session token, sent as `Authorization: Bearer <token>`. */
  bearer?: string | undefined;
  /**
   * Hand 4xx answers with a JSON body to the decoder instead of failing (for endpoints that
   * answer `{ status: 0, message }` with a client-error status). 5xx always fails.
   */
  decodeClientErrors?: boolean;
  /** Hand the body's text to the decoder as is (a text/css answer) instead of parsing JSON. */
  text?: boolean;
}

export interface UpstreamHttp {
  post<T>(
    path: string,
    body: object,
    meta: UpstreamCallMeta,
    decode: Decoder<T>,
    options?: UpstreamCallOptions,
  ): Promise<T>;
  get<T>(
    path: string,
    meta: UpstreamCallMeta,
    decode: Decoder<T>,
    options?: UpstreamCallOptions,
  ): Promise<T>;
}

export interface UpstreamHttpOptions {
  /** Base URL without a trailing slash. */
  baseUrl: string;
  /** Default time limit of a call, covering the headers and the whole body. */
  timeoutMs: number;
}

interface CallSpec<T> {
  method: "GET" | "POST";
  path: string;
  body?: object;
  meta: UpstreamCallMeta;
  decode: Decoder<T>;
  timeoutMs: number;
  bearer?: string | undefined;
  decodeClientErrors?: boolean | undefined;
  text?: boolean | undefined;
}

/** Rejects with the signal's reason once it aborts (fetch bodies do not always honour it). */
function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function headersFor(spec: CallSpec<unknown>): Record<string, string> {
  const headers: Record<string, string> = {
    accept: "application/json",
    "x-request-id": spec.meta.requestId,
  };
  if (spec.body !== undefined) headers["content-type"] = "application/json";
  if (spec.meta.clientIp) headers["x-forwarded-for"] = spec.meta.clientIp;
  if (spec.bearer) headers.authorization = `Bearer ${spec.bearer}`;
  return headers;
}

/** Short description of a non-2xx body for the log: its `message` when JSON, else its start. */
function describeBody(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === "object" && parsed !== null && "message" in parsed) {
      return String(parsed.message);
    }
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.slice(0, 120);
}

export function createUpstreamHttp(options: UpstreamHttpOptions): UpstreamHttp {
  async function call<T>(spec: CallSpec<T>): Promise<T> {
    const { path, timeoutMs } = spec;
    const started = performance.now();
    const signal = AbortSignal.timeout(timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${options.baseUrl}${path}`, {
        method: spec.method,
        headers: headersFor(spec),
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal,
      });
      status = response.status;
      text = await raceAbort(response.text(), signal);
    } catch (err) {
      throw signal.aborted
        ? new UpstreamTimeoutError(path, timeoutMs)
        : new UpstreamUnavailableError(path, err);
    } finally {
      spec.meta.logger?.debug("upstream call", {
        path,
        ms: Math.round(performance.now() - started),
      });
    }
    return decodeBody(path, status, text, spec.decode, spec.decodeClientErrors === true, spec.text);
  }

  const specOptions = (callOptions: UpstreamCallOptions | undefined) => ({
    timeoutMs: callOptions?.timeoutMs ?? options.timeoutMs,
    bearer: callOptions?.bearer,
    decodeClientErrors: callOptions?.decodeClientErrors,
    text: callOptions?.text,
  });

  return {
    post: (path, body, meta, decode, callOptions) =>
      call({ method: "POST", path, body, meta, decode, ...specOptions(callOptions) }),
    get: (path, meta, decode, callOptions) =>
      call({ method: "GET", path, meta, decode, ...specOptions(callOptions) }),
  };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function decodeBody<T>(
  path: string,
  status: number,
  text: string,
  decode: Decoder<T>,
  decodeClientErrors: boolean,
  asText = false,
): T {
  const decodable = decodeClientErrors && status >= 400 && status <= 499 && isJson(text);
  if ((status < 200 || status > 299) && !decodable) {
    throw new UpstreamBadResponseError(path, status, `HTTP ${status}: ${describeBody(text)}`);
  }
  let json: unknown = text;
  try {
    if (!asText) json = JSON.parse(text);
  } catch {
    throw new UpstreamBadResponseError(path, status, "malformed JSON body");
  }
  try {
    return decode(json);
  } catch (err) {
    if (err instanceof DecodeError) throw new UpstreamBadResponseError(path, status, err.message);
    throw err;
  }
}
