/**
 * The upstream's client of the savings provider: POST {base}/api/members/import over HTTP with a
 * timeout. A provider that cannot be reached, fails or answers nonsense is a 502; one that does
 * not answer within the timeout a 504.
 */
import { HttpError } from "../http/http-error";
import type { ImportMember } from "./payloads";

export const PROVIDER_UNAVAILABLE = "Savings provider unavailable";
export const PROVIDER_FAILED = "Savings provider failed";
export const PROVIDER_MALFORMED = "Savings provider answered with malformed data";
export const PROVIDER_TIMEOUT = "Savings provider did not answer in time";

export interface ProviderClientOptions {
  /** Base URL of the provider, without a trailing slash. */
  baseUrl: string;
  timeoutMs: number;
  /** Aborts the call early (the caller went away). */
  signal?: AbortSignal;
}

/** The provider's answer: `{ data: [{ valid_members_count }] }` with a non-negative integer. */
function validMembersCount(json: unknown): number | null {
  if (typeof json !== "object" || json === null) return null;
  const data = (json as { data?: unknown }).data;
  if (!Array.isArray(data)) return null;
  const first: unknown = data[0];
  if (typeof first !== "object" || first === null) return null;
  const count = (first as { valid_members_count?: unknown }).valid_members_count;
  return typeof count === "number" && Number.isSafeInteger(count) && count >= 0 ? count : null;
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === "TimeoutError";

/** Imports the members; resolves to the provider's valid_members_count, else throws an HttpError. */
export async function importSavingsMembers(
  members: readonly ImportMember[],
  options: ProviderClientOptions,
): Promise<number> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let text: string;
  let status: number;
  try {
    const response = await fetch(`${options.baseUrl}/api/members/import`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ members }),
      redirect: "manual",
      signal,
    });
    status = response.status;
    // the body is read under the same deadline
    text = await response.text();
  } catch (error) {
    if (isTimeout(error) || timeout.aborted) throw new HttpError(504, PROVIDER_TIMEOUT);
    throw new HttpError(502, PROVIDER_UNAVAILABLE);
  }
  if (status < 200 || status > 299) throw new HttpError(502, `${PROVIDER_FAILED} (HTTP ${status})`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HttpError(502, PROVIDER_MALFORMED);
  }
  const count = validMembersCount(json);
  if (count === null) throw new HttpError(502, PROVIDER_MALFORMED);
  return count;
}
