/**
 * Request-log rule: one line per request with the caller's request id (the gateway's
 * `x-request-id`, when it is a short token of safe characters), method, path (no query), status
 * and duration in ms.
 */

const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:=+-]{0,127}$/;

/** A sane `x-request-id` header value, else undefined. */
export function requestIdFrom(header: string | string[] | undefined): string | undefined {
  return typeof header === "string" && SANE_REQUEST_ID.test(header) ? header : undefined;
}

export type RequestLogFields = {
  requestId?: string;
  method: string;
  path: string;
  status: number;
  ms: number;
};

export function requestLogFields(
  requestId: string | undefined,
  method: string,
  path: string,
  status: number,
  ms: number,
): RequestLogFields {
  const fields = { method, path, status, ms: Math.round(ms * 10) / 10 };
  return requestId === undefined ? fields : { requestId, ...fields };
}
