/**
 * Client-address rule: the first X-Forwarded-For entry when the header is present, else the
 * socket's address; IPv4-mapped IPv6 addresses ("::ffff:10.0.0.1") are given as plain IPv4.
 */
export function clientIp(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
  const first = header?.split(",")[0]?.trim();
  const address = first !== undefined && first !== "" ? first : (socketAddress ?? "");
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
}
