/**
 * One HTTP call to a third-party provider (savings, payments) under a deadline: a provider that
 * cannot be reached is a 502, one that does not answer (body included) within the timeout a 504,
 * a 2xx body that is not JSON a 502. The caller judges the status and the JSON it got (an
 * error's body that is not JSON is `undefined`).
 */
import { HttpError } from "./http-error";

export interface ProviderCall {
  url: string;
  method: "GET" | "POST";
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs: number;
  /** Aborts the call early (the caller went away). */
  signal?: AbortSignal;
}

/** The messages of the three failures, in the caller's words ("Savings provider unavailable"). */
export interface ProviderFailures {
  unavailable: string;
  timeout: string;
  malformed: string;
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === "TimeoutError";

export async function callProvider(
  call: ProviderCall,
  failures: ProviderFailures,
): Promise<{ status: number; json: unknown }> {
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const signal = call.signal ? AbortSignal.any([timeout, call.signal]) : timeout;
  let text: string;
  let status: number;
  try {
    const response = await fetch(call.url, {
      method: call.method,
      headers: {
        accept: "application/json",
        ...(call.body === undefined ? {} : { "content-type": "application/json" }),
        ...call.headers,
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      redirect: "manual",
      signal,
    });
    status = response.status;
    // the body is read under the same deadline
    text = await response.text();
  } catch (error) {
    if (isTimeout(error) || timeout.aborted) throw new HttpError(504, failures.timeout);
    throw new HttpError(502, failures.unavailable);
  }
  try {
    return { status, json: JSON.parse(text) as unknown };
  } catch {
    if (status >= 200 && status <= 299) throw new HttpError(502, failures.malformed);
    return { status, json: undefined };
  }
}
