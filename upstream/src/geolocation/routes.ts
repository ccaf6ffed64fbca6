/** REST routes that tell the visitor's address and where an address is. */
import { isIP } from "node:net";
import type { Db } from "../db/db";
import { countryOfCode } from "../reference/store";
import { badRequest } from "../http/http-error";
import { ok, type ApiRequest, type Route } from "../http/router";
import { countryCodeOfIp } from "./country-of-ip";

export interface Geolocation {
  ip: string;
  countryCode: string | null;
  countryId: number | null;
  currencyCode: string | null;
}

async function geolocate(db: Db, ip: string): Promise<Geolocation> {
  const countryCode = isIP(ip) === 0 ? null : countryCodeOfIp(ip);
  if (countryCode === null) return { ip, countryCode: null, countryId: null, currencyCode: null };
  const country = await countryOfCode(db, countryCode);
  return {
    ip,
    countryCode,
    countryId: country?.country_id ?? null,
    currencyCode: country?.currency_code ?? null,
  };
}

export function geolocationRoutes(db: Db): Route[] {
  const getIp = async ({ clientIp }: ApiRequest) => ok({ ip: clientIp });
  const getGeolocationByIp = async ({ body, clientIp }: ApiRequest) => {
    // openapi.yaml's schema has made `ip` text when present (server.ts refuses anything else)
    const given = (body.ip as string | undefined)?.trim();
    if (given !== undefined && given !== "" && isIP(given) === 0) {
      throw badRequest("ip must be an IPv4 or IPv6 address");
    }
    return ok({ status: 1, data: await geolocate(db, given || clientIp) });
  };
  return [
    { method: "GET", path: "/api/get-ip", handler: getIp },
    { method: "POST", path: "/api/general/getGeolocationByIp", handler: getGeolocationByIp },
  ];
}
