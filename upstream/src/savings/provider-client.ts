/**
 * The upstream's client of the savings provider: POST {base}/api/members/import over HTTP with a
 * timeout. A provider that cannot be reached, fails or answers nonsense is a 502; one that does
 * not answer within the timeout a 504.
 */
import { HttpError } from "../http/http-error";
import { callProvider } from "../http/provider-call";
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

/** Imports the members; resolves to the provider's valid_members_count, else throws an HttpError. */
export async function importSavingsMembers(
  members: readonly ImportMember[],
  options: ProviderClientOptions,
): Promise<number> {
  const { status, json } = await callProvider(
    {
      url: `${options.baseUrl}/api/members/import`,
      method: "POST",
      body: { members },
      timeoutMs: options.timeoutMs,
      ...(options.signal ? { signal: options.signal } : {}),
    },
    { unavailable: PROVIDER_UNAVAILABLE, timeout: PROVIDER_TIMEOUT, malformed: PROVIDER_MALFORMED },
  );
  if (status < 200 || status > 299) throw new HttpError(502, `${PROVIDER_FAILED} (HTTP ${status})`);
  const count = validMembersCount(json);
  if (count === null) throw new HttpError(502, PROVIDER_MALFORMED);
  return count;
}
