/**
 * One upstream call's request and answer, as the HTTP helper (http.ts) sends, keeps and decodes
 * them: the headers sent, the answer as the shared cache stores it, its cache key, and decoding
 * with the client's decoder (non-2xx and unreadable bodies become UpstreamBadResponseError).
 */
import { createHash } from "node:crypto";
import type { Shareability } from "../platform/cache/cache-control";
import { DecodeError } from "./decode";
import { UpstreamBadResponseError } from "./errors";
import type { AnswerHeaders, Decoder, UpstreamCallMeta } from "./http-types";

/** Request headers whose value is the same on every call: a Vary on them does not split visitors. */
export const CONSTANT_HEADERS = new Set(["accept", "accept-encoding", "content-type"]);
/**
 * Request headers drawn from the locale cookies, which key the public-response cache: a Vary on
 * them splits visitors exactly as that cache does, so the whole response may still be shared.
 */
export const LOCALE_HEADERS = new Set(["accept-language"]);

/** An upstream answer as the cache keeps it. */
export interface Answer {
  status: number;
  text: string;
  share: Shareability;
  /** Values of the request headers named by Vary, as sent. */
  varied: Record<string, string | null>;
  /** When a shared copy stops being fresh (ms since epoch); 0 when not shared. */
  expiresAt: number;
  /** The delay the answer's Retry-After asks for, in ms; null without one. */
  retryAfterMs: number | null;
  /** The answer's Cache-Control, as sent (absent in copies cached before it was kept). */
  cacheControl?: string | null;
}

export interface CallSpec<T> {
  method: "GET" | "POST";
  path: string;
  body?: object;
  meta: UpstreamCallMeta;
  decode: Decoder<T>;
  timeoutMs: number;
  bearer?: string | undefined;
  idempotencyKey?: string | undefined;
  decodeClientErrors?: boolean | undefined;
  text?: boolean | undefined;
  sharedRead?: boolean | undefined;
  idempotent?: boolean | undefined;
}

export function headersFor(spec: CallSpec<unknown>): Record<string, string> {
  const headers: Record<string, string> = {
    accept: "application/json",
    "x-request-id": spec.meta.requestId,
  };
  if (spec.body !== undefined) headers["content-type"] = "application/json";
  if (spec.meta.clientIp) headers["x-forwarded-for"] = spec.meta.clientIp;
  if (spec.meta.language) headers["accept-language"] = spec.meta.language;
  if (spec.bearer) headers.authorization = `Bearer ${spec.bearer}`;
  if (spec.idempotencyKey) headers["idempotency-key"] = spec.idempotencyKey;
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
/**
 * Decoded values of shared answers, so a cached answer is parsed and decoded once while fresh
 * rather than per request (frozen: every request reads the same value).
 */
export function createDecodedMemo(): <T>(key: string, answer: Answer, spec: CallSpec<T>) => T {
  const decoded = new Map<string, { answer: Answer; decode: Decoder<unknown>; value: unknown }>();
  return function decodeShared<T>(key: string, answer: Answer, spec: CallSpec<T>): T {
    const memo = decoded.get(key);
    if (
      memo &&
      memo.decode === spec.decode &&
      memo.answer.expiresAt === answer.expiresAt &&
      memo.answer.text === answer.text
    ) {
      return memo.value as T;
    }
    const value = deepFreeze(decodeAnswer(answer, spec));
    if (decoded.size >= MAX_DECODED) decoded.delete(decoded.keys().next().value as string);
    decoded.set(key, { answer, decode: spec.decode, value });
    return value;
  };
}

/** GETs, shared reads and calls marked idempotent may be attempted again. */
export function isIdempotent(spec: CallSpec<unknown>): boolean {
  return spec.method === "GET" || spec.sharedRead === true || spec.idempotent === true;
}

/** Most decoded shared answers kept (one per endpoint and body in practice). */
const MAX_DECODED = 200;

export function decodeAnswer<T>(answer: Answer, spec: CallSpec<T>): T {
  return decodeBody(
    spec.path,
    answer.status,
    answer.text,
    spec.decode,
    spec.decodeClientErrors === true,
    spec.text,
    { cacheControl: answer.cacheControl ?? null },
  );
}

/** Freezes `value` and everything reachable from it (decoded JSON: plain objects and arrays). */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Method, path and body: what names one upstream answer (a bearer call is never cached). */
export function answerKey(spec: CallSpec<unknown>): string {
  const body = spec.body === undefined ? "" : JSON.stringify(spec.body);
  // one copy per language, so the answers in two languages do not take turns in one entry
  const language = spec.meta.language ?? "";
  return createHash("sha256")
    .update(`${spec.method} ${spec.path} ${body} ${language}`)
    .digest("base64url");
}

export function sameVaried(answer: Answer, headers: Record<string, string>): boolean {
  return Object.entries(answer.varied).every(([name, value]) => (headers[name] ?? null) === value);
}

/** One line of JSON (status, shareability, varied headers, expiry), then the body as is. */
export function formatAnswer(answer: Answer): string {
  const { text, ...head } = answer;
  return `${JSON.stringify(head)}\n${text}`;
}

export function parseAnswer(stored: string): Answer | null {
  const newline = stored.indexOf("\n");
  if (newline < 0) return null;
  try {
    const head = JSON.parse(stored.slice(0, newline)) as Omit<Answer, "text">;
    return { ...head, text: stored.slice(newline + 1) };
  } catch {
    return null;
  }
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
  headers?: AnswerHeaders,
): T {
  const decodable = decodeClientErrors && status >= 400 && status <= 499 && isJson(text);
  if ((status < 200 || status > 299) && !decodable) {
    throw new UpstreamBadResponseError(path, status, `HTTP ${status}: ${describeBody(text)}`);
  }
  let json: unknown = text;
  try {
    // a text call's refusals (4xx handed to the decoder) are JSON like every other one
    if (!asText || decodable) json = JSON.parse(text);
  } catch {
    throw new UpstreamBadResponseError(path, status, "malformed JSON body");
  }
  try {
    return decode(json, status, headers);
  } catch (err) {
    if (err instanceof DecodeError) throw new UpstreamBadResponseError(path, status, err.message);
    throw err;
  }
}
