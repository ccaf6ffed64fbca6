/**
 * Test helper: the decoder a client method hands to the upstream HTTP helper, with the call's
 * path, body and options, so that a test can run bodies through it as an answer would.
 */
import type { Decoder, UpstreamCallOptions, UpstreamHttp } from "../upstream/http";

export interface CapturedCall<T> {
  method: "GET" | "POST";
  path: string;
  body: object | undefined;
  options: UpstreamCallOptions | undefined;
  /** The client's decoder; `status` defaults to 200. */
  decode: (json: unknown, status?: number) => T;
}

/** Calls `call` on a client built over a fake helper and captures the one upstream call it makes. */
export function captureCall<C, T>(
  create: (http: UpstreamHttp) => C,
  call: (client: C) => Promise<T>,
): CapturedCall<T> {
  let captured: CapturedCall<T> | undefined;
  const capture = (
    method: "GET" | "POST",
    path: string,
    body: object | undefined,
    decode: Decoder<unknown>,
    options: UpstreamCallOptions | undefined,
  ) => {
    captured = {
      method,
      path,
      body,
      options,
      decode: (json, status = 200) => decode(json, status) as T,
    };
    return new Promise<never>(() => {});
  };
  const http: UpstreamHttp = {
    post: (path, body, _meta, decode, options) => capture("POST", path, body, decode, options),
    get: (path, _meta, decode, options) => capture("GET", path, undefined, decode, options),
  };
  void call(create(http));
  if (!captured) throw new Error("the client made no upstream call");
  return captured;
}

/** A meta for captured calls (never sent anywhere). */
export const TEST_META = { requestId: "test" } as const;
