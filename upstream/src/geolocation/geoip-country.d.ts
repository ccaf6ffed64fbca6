/** Types of the part of `geoip-country` (no bundled types) the upstream uses. */
declare module "geoip-country" {
  export interface GeoipCountry {
    /** ISO 3166-1 alpha-2 code. */
    country: string;
    name: string;
  }
  /** The country of an IPv4/IPv6 address, or null (private, loopback or unknown ranges). */
  export function lookup(ip: string): GeoipCountry | null;
}
