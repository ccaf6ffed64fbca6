import { http, HttpResponse } from "msw";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { db } from "../../testing/upstream-db";
import { useUpstreamMock } from "../../testing/upstream-mock";

const upstream = useUpstreamMock();
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());
afterEach(() => gateway.clearLogs());

const COUNTRY_FIELDS = "id name code dialCode flag distanceUnit temperatureUnit isDefault";

describe("Query.countries", () => {
  it("lists every country ordered by name, mapped from the upstream shape", async () => {
    const { body } = await gateway.graphql(`{ countries { ${COUNTRY_FIELDS} } }`);
    const countries = body.data?.countries as Record<string, unknown>[];
    expect(countries.map((c) => c.name)).toEqual([
      "Antarctica",
      "Japan",
      "Trinidad and Tobago",
      "Trinidad and Tobago",
      "Trinidad and Tobago",
      "United Kingdom",
      "United States",
    ]);
    expect(countries.find((c) => c.code === "US")).toEqual({
      id: "235",
      name: "United States",
      code: "US",
      dialCode: "+1",
      flag: "🇺🇸",
      distanceUnit: "MILES",
      temperatureUnit: "F",
      isDefault: true,
    });
    expect(countries.find((c) => c.code === "AQ")).toMatchObject({
      dialCode: null,
      distanceUnit: null,
      temperatureUnit: null,
      isDefault: false,
    });
  });

  it("keeps Trinidad and Tobago's three entries (TTD, TTO, TT), each +1-868", async () => {
    const { body } = await gateway.graphql("{ countries { code dialCode name } }");
    const trinidad = (
      body.data?.countries as { code: string; dialCode: string; name: string }[]
    ).filter((c) => c.name === "Trinidad and Tobago");
    expect(trinidad.map((c) => [c.code, c.dialCode])).toEqual([
      ["TTD", "+1-868"],
      ["TTO", "+1-868"],
      ["TT", "+1-868"],
    ]);
  });
});

describe("Query.country", () => {
  it("finds a country by id", async () => {
    const { body } = await gateway.graphql(
      '{ country(id: "234") { name distanceUnit temperatureUnit } }',
    );
    expect(body.data?.country).toEqual({
      name: "United Kingdom",
      distanceUnit: "MILES",
      temperatureUnit: "C",
    });
  });

  it("is null for an unknown id", async () => {
    const { body } = await gateway.graphql('{ country(id: "99999") { name } }');
    expect(body).toEqual({ data: { country: null } });
  });
});

describe("Query.nationalities", () => {
  it("lists every nationality", async () => {
    const { body } = await gateway.graphql("{ nationalities { id name code } }");
    expect(body.data?.nationalities).toEqual([
      { id: "1", name: "American", code: "US" },
      { id: "5", name: "Andorran", code: "AD" },
      { id: "20", name: "British", code: "GB" },
      { id: "90", name: "Japanese", code: "JP" },
    ]);
  });

  it("filters by name prefix, case-insensitively", async () => {
    const { body } = await gateway.graphql('{ nationalities(startsWith: "aN") { name } }');
    expect(body.data?.nationalities).toEqual([{ name: "Andorran" }]);
  });
});

describe("reference fallbacks (spec §8)", () => {
  it("gives no countries and one US nationality when the upstream fails, logging each failure", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/getCountryCat`, () =>
        HttpResponse.json({ status: 0, message: "Internal error" }, { status: 500 }),
      ),
      http.post(`${TEST_UPSTREAM_URL}/api/getNationalityCat`, () =>
        HttpResponse.json({ status: 0, message: "No data" }),
      ),
    );
    const { status, body, headers } = await gateway.graphql(
      '{ countries { id } country(id: "235") { id } nationalities { id name code } }',
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        countries: [],
        country: null,
        nationalities: [{ id: "1", name: "American", code: "US" }],
      },
    });
    const requestId = headers.get("x-request-id");
    const warnings = gateway.logs().filter((l) => l.level === "warn");
    expect(warnings).toEqual([
      expect.objectContaining({
        requestId,
        upstreamPath: "/api/getCountryCat",
        errorKind: "bad_response",
        upstreamStatus: 500,
      }),
      expect.objectContaining({
        requestId,
        upstreamPath: "/api/getNationalityCat",
        errorKind: "bad_response",
        upstreamStatus: 200,
      }),
    ]);
  });

  it("falls back when an entry does not match the contract", async () => {
    db.countries.push({ ...db.countries[0]!, countryId: "x" as unknown as number });
    const { body } = await gateway.graphql("{ countries { id } }");
    expect(body).toEqual({ data: { countries: [] } });
    expect(gateway.logs().find((l) => l.level === "warn")?.error).toMatch(
      /field countryId should be a number, got "x"/,
    );
  });
});
