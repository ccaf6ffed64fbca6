/**
 * The profile and saved travellers over HTTP on a real started upstream (temporary PGlite
 * directory): reading and changing the profile, the seeded travellers, add/edit/remove, the
 * validation messages, the cap and another account's travellers. Every response is checked
 * against openapi.yaml.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MESSAGES } from "../accounts/account-rules";
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { loadOpenApiContract } from "../contract/openapi-contract";
import { startUpstream, type RunningUpstream } from "../index";
import { calendarDate, MAX_TRAVELERS, parseTraveler, PROFILE_MESSAGES } from "./payloads";
import { PROFILE_PATHS as P } from "./routes";
import { copyPreparedDatabase } from "../testing/template-data-dir";

const contract = loadOpenApiContract();
const dataDir = mkdtempSync(join(tmpdir(), "upstream-profile-"));
let upstream: RunningUpstream;
let traveller = "";
let agent = "";
let wallet = "";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function post(
  path: string,
  body: Json,
  token?: string,
): Promise<{ httpStatus: number; json: Json }> {
  const response = await fetch(`${upstream.url}${path}`, {
    method: "POST",
    body: JSON.stringify(token === undefined ? body : { token, ...body }),
  });
  const text = await response.text();
  const json: unknown = JSON.parse(text);
  const validate = contract.responseValidator("POST", path, response.status);
  if (!validate(json))
    throw new Error(
      `POST ${path} ${response.status} breaks openapi.yaml: ${JSON.stringify(validate.errors)} in ${text}`,
    );
  return { httpStatus: response.status, json: json as Json };
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${upstream.url}/api/signIn`, {
    method: "POST",
    body: JSON.stringify({ jsonSign: { email_id: email, password } }),
  });
  return String(((await response.json()) as Json).result.token);
}

const inYears = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
};
const travelersOf = async (token: string) =>
  (await post(P.travelers, {}, token)).json.data.data as Json[];

const PROFILE = {
  title: "Mr",
  first_name: "Alex",
  last_name: "Agent",
  nationality_id: 1,
  country_id: 235,
  phone_country_code: "+1",
  mobile_no: "5550100002",
};
const TRAVELER = {
  title: "Mrs",
  first_name: "Zoë",
  last_name: "O'Brien",
  age_band: "41 to 50",
  nationality_id: 1,
  passport_number: "ab 123 4567",
  passport_country_id: 235,
  passport_expiry: inYears(3),
  loyalty_programs: [{ program_name: "Avios", member_number: "AV-1234" }],
};

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
  traveller = await signIn(DEMO_ACCOUNTS.traveller.email, DEMO_ACCOUNTS.traveller.password);
  agent = await signIn(DEMO_ACCOUNTS.agent.email, DEMO_ACCOUNTS.agent.password);
  wallet = await signIn(DEMO_ACCOUNTS.wallet.email, DEMO_ACCOUNTS.wallet.password);
}, 60_000);

afterAll(async () => {
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("profile", () => {
  it("reads the session's profile, by body token or Bearer header", async () => {
    const { httpStatus, json } = await post(P.getProfile, {}, traveller);
    expect(httpStatus).toBe(200);
    expect(json.data).toEqual({
      title: "Mrs",
      first_name: "Tess",
      last_name: "Traveller",
      email: DEMO_ACCOUNTS.traveller.email,
      nationality_id: 1,
      country_id: 235,
      phone_country_code: "+1",
      mobile_no: "5550100001",
    });
    const response = await fetch(`${upstream.url}${P.getProfile}`, {
      method: "POST",
      headers: { authorization: `Bearer ${agent}` },
    });
    expect(((await response.json()) as Json).data.first_name).toBe("Alex");
  });

  it("refuses without a live session", async () => {
    expect((await post(P.getProfile, {})).httpStatus).toBe(401);
    expect((await post(P.updateProfile, PROFILE, "not-a-token")).httpStatus).toBe(401);
    expect((await post(P.travelers, {}, "nope")).json).toEqual({
      status: 0,
      message: "Session expired",
    });
  });

  it("changes the profile, never the email, and stores an empty phone as null", async () => {
    const { httpStatus, json } = await post(
      P.updateProfile,
      {
        ...PROFILE,
        first_name: "  Alexandre ",
        last_name: "Dupont-Agent",
        nationality_id: "2",
        country_id: 75,
        phone_country_code: "",
        mobile_no: "",
        email: "hijack@example.com",
      },
      agent,
    );
    expect(httpStatus).toBe(200);
    expect(json.data).toMatchObject({
      first_name: "Alexandre",
      last_name: "Dupont-Agent",
      email: DEMO_ACCOUNTS.agent.email,
      nationality_id: 2,
      country_id: 75,
      phone_country_code: null,
      mobile_no: null,
    });
    expect((await post(P.getProfile, {}, agent)).json.data).toEqual(json.data);
    // the sign-in result shows the new name
    await post(P.updateProfile, PROFILE, agent);
    expect((await post(P.getProfile, {}, agent)).json.data.first_name).toBe("Alex");
  });

  it.each([
    [{ title: "" }, MESSAGES.title],
    [{ title: "Dr" }, MESSAGES.title],
    [{ first_name: " " }, MESSAGES.firstName],
    [{ last_name: "" }, MESSAGES.lastName],
    [{ first_name: "R2D2" }, "First Name may contain only letters, spaces, ' - and ."],
    [{ last_name: "x".repeat(51) }, "Last Name must be 50 characters at most"],
    [{ mobile_no: "555-0100" }, MESSAGES.phone],
    [{ mobile_no: "1".repeat(16) }, MESSAGES.phone],
    [{ phone_country_code: "44+" }, MESSAGES.phoneCountryCode],
    [{ nationality_id: "" }, MESSAGES.nationality],
    [{ nationality_id: 99_999 }, PROFILE_MESSAGES.unknownNationality],
    [{ country_id: 0 }, PROFILE_MESSAGES.country],
    [{ country_id: 99_999 }, PROFILE_MESSAGES.unknownCountry],
    [{ first_name: 42 }, "first_name must be text"],
  ])("refuses %j with a 400 and changes nothing", async (change, message) => {
    const before = (await post(P.getProfile, {}, wallet)).json.data;
    const { httpStatus, json } = await post(P.updateProfile, { ...PROFILE, ...change }, wallet);
    expect(httpStatus).toBe(400);
    expect(json).toEqual({ status: 0, message });
    expect((await post(P.getProfile, {}, wallet)).json.data).toEqual(before);
  });
});

describe("saved travellers", () => {
  it("lists the demo traveller's seeded travellers", async () => {
    const { json } = await post(P.travelers, {}, traveller);
    expect(json.data.max_travelers).toBe(MAX_TRAVELERS);
    expect(json.data.data).toEqual([
      expect.objectContaining({
        title: "Mr",
        first_name: "Tom",
        age_band: "31 to 40",
        passport_number: "X12345678",
        passport_country_id: 235,
        loyalty_programs: [
          { program_name: "SkyMiles", member_number: "SM-4402918" },
          { program_name: "Marriott Bonvoy", member_number: "MB778120" },
        ],
      }),
      expect.objectContaining({ first_name: "Lucy", passport_number: null, loyalty_programs: [] }),
    ]);
    expect(json.data.data[0].passport_expiry > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(await travelersOf(agent)).toEqual([]);
  });

  it("adds, edits and removes a traveller", async () => {
    const added = await post(P.saveTraveler, TRAVELER, wallet);
    expect(added.httpStatus).toBe(200);
    const id = added.json.data.traveler_id as number;
    expect(added.json.data).toEqual({
      ...TRAVELER,
      traveler_id: id,
      passport_number: "AB1234567",
    });
    const edited = await post(
      P.saveTraveler,
      {
        ...TRAVELER,
        traveler_id: String(id),
        age_band: "above 60",
        passport_number: null,
        passport_country_id: null,
        passport_expiry: null,
        loyalty_programs: [],
      },
      wallet,
    );
    expect(edited.json.data).toMatchObject({
      traveler_id: id,
      age_band: "above 60",
      passport_number: null,
      passport_expiry: null,
      loyalty_programs: [],
    });
    expect(await travelersOf(wallet)).toEqual([edited.json.data]);
    expect((await post(P.deleteTraveler, { traveler_id: id }, wallet)).json).toEqual({
      status: 1,
    });
    expect(await travelersOf(wallet)).toEqual([]);
    expect((await post(P.deleteTraveler, { traveler_id: id }, wallet)).httpStatus).toBe(404);
  });

  it("keeps another account's travellers out of reach (404)", async () => {
    const [tom] = await travelersOf(traveller);
    const id = tom?.traveler_id as number;
    const edit = await post(P.saveTraveler, { ...TRAVELER, traveler_id: id }, agent);
    expect(edit).toEqual({
      httpStatus: 404,
      json: { status: 0, message: PROFILE_MESSAGES.travelerNotFound },
    });
    expect((await post(P.deleteTraveler, { traveler_id: id }, agent)).httpStatus).toBe(404);
    expect((await travelersOf(traveller))[0]).toEqual(tom);
  });

  it.each([
    [{ title: "Sir" }, MESSAGES.title],
    [{ first_name: "" }, MESSAGES.firstName],
    [{ last_name: "<b>" }, "Last Name may contain only letters, spaces, ' - and ."],
    [{ age_band: "" }, PROFILE_MESSAGES.ageBand],
    [{ age_band: "12 to 17" }, PROFILE_MESSAGES.ageBand],
    [{ nationality_id: 99_999 }, PROFILE_MESSAGES.unknownNationality],
    [{ passport_number: "" }, PROFILE_MESSAGES.passportNumberRequired],
    [{ passport_number: "AB#1" }, PROFILE_MESSAGES.passportNumber],
    [{ passport_country_id: null }, PROFILE_MESSAGES.passportCountry],
    [{ passport_country_id: 99_999 }, PROFILE_MESSAGES.unknownCountry],
    [{ passport_expiry: "" }, PROFILE_MESSAGES.passportExpiry],
    [{ passport_expiry: "2030-02-30" }, PROFILE_MESSAGES.passportExpiry],
    [{ passport_expiry: "2020-01-01" }, PROFILE_MESSAGES.passportExpired],
    [
      { loyalty_programs: [{ program_name: "", member_number: "1" }] },
      PROFILE_MESSAGES.loyaltyName,
    ],
    [
      { loyalty_programs: [{ program_name: "A", member_number: "has space" }] },
      PROFILE_MESSAGES.loyaltyNumber,
    ],
    [
      {
        loyalty_programs: [
          { program_name: "Avios", member_number: "1" },
          { program_name: "avios", member_number: "2" },
        ],
      },
      PROFILE_MESSAGES.loyaltyDuplicate,
    ],
    [
      {
        loyalty_programs: Array.from({ length: 6 }, (_, i) => ({
          program_name: `P${i}`,
          member_number: "1",
        })),
      },
      PROFILE_MESSAGES.loyaltyTooMany,
    ],
  ])("refuses %j with a 400 and stores nothing", async (change, message) => {
    const { httpStatus, json } = await post(P.saveTraveler, { ...TRAVELER, ...change }, agent);
    expect(httpStatus).toBe(400);
    expect(json).toEqual({ status: 0, message });
    expect(await travelersOf(agent)).toEqual([]);
  });

  it(`caps an account at ${MAX_TRAVELERS} travellers`, async () => {
    for (let i = 0; i < MAX_TRAVELERS; i += 1)
      expect((await post(P.saveTraveler, TRAVELER, agent)).httpStatus).toBe(200);
    const over = await post(P.saveTraveler, TRAVELER, agent);
    expect(over).toEqual({
      httpStatus: 409,
      json: { status: 0, code: "TRAVELER_LIMIT", message: PROFILE_MESSAGES.tooManyTravelers },
    });
    const list = await travelersOf(agent);
    expect(list).toHaveLength(MAX_TRAVELERS);
    // editing is still allowed when full
    const first = list[0]?.traveler_id as number;
    const edit = await post(P.saveTraveler, { ...TRAVELER, traveler_id: first }, agent);
    expect(edit.httpStatus).toBe(200);
    for (const t of list) await post(P.deleteTraveler, { traveler_id: t.traveler_id }, agent);
  });

  it("refuses a delete without an id", async () => {
    expect((await post(P.deleteTraveler, {}, agent)).json).toEqual({
      status: 0,
      message: "traveler_id is required",
    });
  });
});

describe("payload rules", () => {
  it("reads real calendar dates only", () => {
    expect(calendarDate("2028-02-29")).toBe("2028-02-29");
    expect(calendarDate("2027-02-29")).toBeNull();
    expect(calendarDate("28-02-2027")).toBeNull();
  });
  it("takes the passport as expiring the day after today at the earliest", () => {
    const base = { ...TRAVELER, passport_expiry: "2026-06-02" };
    expect(parseTraveler(base, "2026-06-01").passport_expiry).toBe("2026-06-02");
    expect(() => parseTraveler(base, "2026-06-02")).toThrow(PROFILE_MESSAGES.passportExpired);
  });
  it("defaults the nationality to id 1 (spec §9)", () => {
    const { nationality_id, ...rest } = TRAVELER;
    expect(nationality_id).toBe(1);
    expect(parseTraveler({ ...rest }, "2026-06-01").nationality_id).toBe(1);
  });
});
