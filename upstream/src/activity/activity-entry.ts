/**
 * Activity-entry rule: `{ userId, ip, action }` needs an action (text, 200 characters at most);
 * userId is a positive integer or absent; ip is text (the caller's address when empty).
 */
import { isIP } from "node:net";

export type ActivityEntry = { accountId: number | null; ip: string; action: string };

export function parseActivityEntry(
  body: Record<string, unknown>,
  callerIp: string,
): { ok: true; value: ActivityEntry } | { ok: false; message: string } {
  const { userId, ip, action } = body;
  if (userId !== undefined && userId !== null && !(Number.isInteger(userId) && Number(userId) > 0))
    return { ok: false, message: "userId must be a positive integer" };
  if (
    ip !== undefined &&
    ip !== null &&
    (typeof ip !== "string" || (ip.trim() !== "" && isIP(ip.trim()) === 0))
  )
    return { ok: false, message: "ip must be an IPv4 or IPv6 address" };
  if (typeof action !== "string" || action.trim() === "")
    return { ok: false, message: "action must be non-empty text" };
  if (action.trim().length > 200)
    return { ok: false, message: "action is too long (200 characters at most)" };
  const given = typeof ip === "string" ? ip.trim() : "";
  return {
    ok: true,
    value: {
      accountId: (userId as number | null | undefined) ?? null,
      ip: given || callerIp,
      action: action.trim(),
    },
  };
}
