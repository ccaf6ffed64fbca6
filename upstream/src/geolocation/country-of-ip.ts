/** Finds an address's country with the GeoLite2 data geoip-country ships (no network needed). */
import { lookup } from "geoip-country";

/** Alpha-2 code of the address's country; null for private, loopback or unknown addresses. */
export function countryCodeOfIp(ip: string): string | null {
  return lookup(ip)?.country ?? null;
}
