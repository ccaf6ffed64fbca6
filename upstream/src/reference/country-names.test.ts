/**
 * Country and nationality names in the request's language on a real started upstream: Spanish
 * (world-countries' "spa" names, nationality-names-es.ts) for an Accept-Language in Spanish,
 * English otherwise; checked against openapi.yaml.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import worldCountries from "world-countries";
import { loadOpenApiContract } from "../contract/openapi-contract";
import { startUpstream, type RunningUpstream } from "../index";
import { copyPreparedDatabase } from "../testing/template-data-dir";
import { SPANISH_NATIONALITY_NAMES } from "./nationality-names-es";

const contract = loadOpenApiContract();
const dataDir = mkdtempSync(join(tmpdir(), "upstream-country-names-"));
let upstream: RunningUpstream;

interface CountryOut {
  countryId: number;
  countryName: string;
  countryCode: string;
}

async function countries(path: string, language?: string): Promise<CountryOut[]> {
  const response = await fetch(`${upstream.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(language === undefined ? {} : { "accept-language": language }),
    },
    body: "{}",
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("vary")).toBe("Accept-Language");
  const json: unknown = await response.json();
  const validate = contract.responseValidator("POST", path, 200);
  if (!validate(json))
    throw new Error(`${path} breaks openapi.yaml: ${JSON.stringify(validate.errors)}`);
  return (json as { data: { data: { data: CountryOut[] } } }).data.data.data;
}

beforeAll(async () => {
  await copyPreparedDatabase(dataDir, { scryptCost: 1024 });
  upstream = await startUpstream({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: undefined,
    logLevel: "silent",
    scryptCost: 1024,
  });
}, 60_000);

afterAll(async () => {
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const worldSpanish = new Map(
  worldCountries.map((c) => [
    c.cca2,
    (c.translations as Record<string, { common: string }>).spa?.common,
  ]),
);

const nameOf = (list: CountryOut[], code: string) =>
  list.find((c) => c.countryCode === code)?.countryName;

describe.each(["/api/getCountryCat", "/api/general/getCountry"])("POST %s", (path) => {
  it("names every country in Spanish for es-ES, ordered by the Spanish name", async () => {
    const spanish = await countries(path, "es-ES");
    const english = await countries(path, "en-US");
    expect(spanish).toHaveLength(english.length);
    expect(nameOf(spanish, "DE")).toBe("Alemania");
    expect(nameOf(spanish, "GB")).toBe("Reino Unido");
    expect(nameOf(spanish, "TTO")).toBe("Trinidad y Tobago");
    expect(nameOf(english, "DE")).toBe("Germany");
    const spanishNames = spanish.map((c) => c.countryName);
    expect(spanishNames.indexOf("Alemania")).toBeLessThan(spanishNames.indexOf("Bélgica"));
    // every country the package names in Spanish has that name
    const translated = spanish.filter((c) => worldSpanish.has(c.countryCode));
    expect(translated.length).toBeGreaterThan(240);
    for (const c of translated) expect(c.countryName).toBe(worldSpanish.get(c.countryCode));
  });

  it("names them in English without a Spanish Accept-Language", async () => {
    for (const language of [undefined, "fr-FR", "en"])
      expect(nameOf(await countries(path, language), "ES")).toBe("Spain");
  });
});

interface NationalityOut {
  nationalityId: number;
  nationalityName: string;
  nationalityCode: string;
}

describe.each(["/api/getNationalityCat", "/api/general/getNationalities"])("POST %s", (path) => {
  const nationalities = async (language?: string) =>
    (await countries(path, language)) as unknown as NationalityOut[];
  const named = (list: NationalityOut[], id: number) =>
    list.find((n) => n.nationalityId === id)?.nationalityName;

  it("names every nationality in Spanish for es-ES, ordered by the Spanish name", async () => {
    const spanish = await nationalities("es-MX");
    const english = await nationalities("en-US");
    expect(spanish).toHaveLength(english.length);
    expect(named(spanish, 1)).toBe("Estadounidense");
    for (const n of spanish)
      expect(n.nationalityName).toBe(SPANISH_NATIONALITY_NAMES[n.nationalityCode]);
    const names = spanish.map((n) => n.nationalityName);
    expect(names.indexOf("Alemán")).toBeLessThan(names.indexOf("Belga"));
    expect(names).not.toContain("German");
  });

  it("names them in English without a Spanish Accept-Language", async () => {
    for (const language of [undefined, "fr-FR", "en"])
      expect(named(await nationalities(language), 1)).toBe("American");
  });
});
