/** REST routes of the country and nationality lists. */
import type { Db } from "../db/db";
import { REFERENCE_CACHE_CONTROL, type PublicReads } from "../http/cached-read";
import type { ApiRequest, Route } from "../http/router";
import { listEnvelope } from "./envelope";
import { listCountries, listCountryCat, listNationalities } from "./store";

/** The tables each list is read from (a write to one drops the cached list). */
export const COUNTRY_TABLES = ["countries", "country_translations"] as const;
export const NATIONALITY_TABLES = ["nationalities", "nationality_translations"] as const;

export function referenceRoutes(db: Db, reads: PublicReads): Route[] {
  const countryCat = ({ language }: ApiRequest) =>
    reads.jsonIn(language, "countryCat", COUNTRY_TABLES, REFERENCE_CACHE_CONTROL, async () =>
      listEnvelope(await listCountryCat(db, language)),
    );
  const countries = ({ language }: ApiRequest) =>
    reads.jsonIn(language, "countries", COUNTRY_TABLES, REFERENCE_CACHE_CONTROL, async () =>
      listEnvelope(await listCountries(db, language)),
    );
  const nationalities = ({ language }: ApiRequest) =>
    reads.jsonIn(language, "nationalities", NATIONALITY_TABLES, REFERENCE_CACHE_CONTROL, async () =>
      listEnvelope(await listNationalities(db, language)),
    );
  return [
    { method: "POST", path: "/api/getCountryCat", handler: countryCat },
    { method: "POST", path: "/api/general/getCountry", handler: countries },
    { method: "POST", path: "/api/getNationalityCat", handler: nationalities },
    { method: "POST", path: "/api/general/getNationalities", handler: nationalities },
  ];
}
