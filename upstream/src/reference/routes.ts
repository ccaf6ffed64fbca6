/** REST routes of the country and nationality lists. */
import type { Db } from "../db/db";
import { ok, type Route } from "../http/router";
import { listEnvelope } from "./envelope";
import { listCountries, listCountryCat, listNationalities } from "./store";

export function referenceRoutes(db: Db): Route[] {
  const countryCat = async () => ok(listEnvelope(await listCountryCat(db)));
  const countries = async () => ok(listEnvelope(await listCountries(db)));
  const nationalities = async () => ok(listEnvelope(await listNationalities(db)));
  return [
    { method: "POST", path: "/api/getCountryCat", handler: countryCat },
    { method: "POST", path: "/api/general/getCountry", handler: countries },
    { method: "POST", path: "/api/getNationalityCat", handler: nationalities },
    { method: "POST", path: "/api/general/getNationalities", handler: nationalities },
  ];
}
