// The profile and saved travellers over the mocked upstream: signed out, reading (one upstream
// call per endpoint and request), updateProfile with the sign-up messages and the viewer after
// it, add/edit/remove of saved travellers, another account's traveller, the cap, and upstream
// failures.
import { http, HttpResponse } from "msw";
import { messages, profileMessages } from "@travel/schema/validation";
import { buildAccount } from "../../testing/accounts-db";
import {
  buildTraveler,
  profileDb,
  profileHandlers,
  resetProfileDb,
} from "../../testing/profile-handlers";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { accountsDb } from "../../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { useUpstreamMock } from "../../testing/upstream-mock";

const upstream = useUpstreamMock();
let gateway: TestGateway;
const ME = 801;
const OTHER = 802;

beforeAll(async () => {
  gateway = await startTestGateway({ upstreamTimeoutMs: 300 });
});
afterAll(() => gateway.close());
beforeEach(() => {
  upstream.server.use(...profileHandlers());
  accountsDb.accounts.push(
    buildAccount({ userId: ME, first_name: "Tess", last_name: "Traveller" }),
    buildAccount({ userId: OTHER, first_name: "Olga", last_name: "Other" }),
  );
});
afterEach(() => {
  resetProfileDb();
  gateway.clearLogs();
});

function session(userId = ME) {
  const token = `tok-profile-${userId}`;
  accountsDb.sessions[token] = userId;
  return { authorization: `Bearer ${token}` };
}

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function query(
  text: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = session(),
): Promise<Data> {
  const result = await gateway.graphql(text, { headers, variables });
  expect(result.body.errors).toBeUndefined();
  return result.body.data as Data;
}

const PROFILE = `{ title firstName lastName email nationalityId countryId phoneCountryCode phoneNumber }`;
const TRAVELER = `{ id title firstName lastName ageBand nationalityId passportNumber
  passportCountryId passportExpiry loyaltyPrograms { programName memberNumber } }`;
const UPDATE = `mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) {
  profile ${PROFILE} viewer { id firstName lastName nationalityId countryId phoneCountryCode }
  errors { field code message } } }`;
const SAVE = `mutation S($input: SaveTravelerInput!) { saveTraveler(input: $input) {
  traveler ${TRAVELER} errors { field code message } } }`;
const REMOVE = `mutation R($input: RemoveTravelerInput!) { removeTraveler(input: $input) {
  removedId errors { field code message } } }`;

const profileInput = {
  title: "Mr",
  firstName: " Tom ",
  lastName: "O'Brien",
  nationalityId: "1",
  countryId: "234",
  phoneCountryCode: "+44",
  phoneNumber: "7700900123",
};
const future = `${new Date().getUTCFullYear() + 4}-03-15`;
const travelerInput = {
  title: "Mrs",
  firstName: "Zoë",
  lastName: "Traveller",
  ageBand: "26 to 30",
  nationalityId: "1",
  passportNumber: "ab 123 4567",
  passportCountryId: "234",
  passportExpiry: future,
  loyaltyPrograms: [{ programName: "Avios", memberNumber: "AV-1" }],
};
const profileCalls = () =>
  Object.entries(upstream.calls()).filter(([key]) => key.includes("/api/profile/"));

describe("signed out", () => {
  it("reads nothing and refuses every change with SIGN_IN_REQUIRED", async () => {
    const data = await query(`{ profile ${PROFILE} savedTravelers { id } }`, {}, {});
    expect(data).toEqual({ profile: null, savedTravelers: [] });
    const sign = [
      { field: null, code: "SIGN_IN_REQUIRED", message: profileMessages.SIGN_IN_REQUIRED },
    ];
    expect((await query(UPDATE, { input: profileInput }, {})).updateProfile.errors).toEqual(sign);
    expect((await query(SAVE, { input: travelerInput }, {})).saveTraveler.errors).toEqual(sign);
    expect((await query(REMOVE, { input: { id: "1001" } }, {})).removeTraveler.errors).toEqual(
      sign,
    );
    expect(profileCalls()).toEqual([]);
  });
});

describe("reading", () => {
  it("answers the profile and the travellers, one upstream call each per request", async () => {
    profileDb.travelers.push(
      buildTraveler(ME, {
        passport_number: "X1234567",
        passport_country_id: 235,
        passport_expiry: future,
        loyalty_programs: [{ program_name: "SkyMiles", member_number: "SM-1" }],
      }),
      buildTraveler(OTHER, { first_name: "Hidden" }),
    );
    const data = await query(
      `{ profile ${PROFILE} again: profile { firstName } savedTravelers ${TRAVELER}
         more: savedTravelers { id } }`,
    );
    expect(data.profile).toEqual({
      title: "Mrs",
      firstName: "Tess",
      lastName: "Traveller",
      email: `user${ME}@example.com`,
      nationalityId: "1",
      countryId: "235",
      phoneCountryCode: "+1",
      phoneNumber: "5550100",
    });
    expect(data.savedTravelers).toEqual([
      {
        id: "1001",
        title: "Mr",
        firstName: "Tom",
        lastName: "Traveller",
        ageBand: "31 to 40",
        nationalityId: "1",
        passportNumber: "X1234567",
        passportCountryId: "235",
        passportExpiry: future,
        loyaltyPrograms: [{ programName: "SkyMiles", memberNumber: "SM-1" }],
      },
    ]);
    expect(profileCalls().sort()).toEqual([
      ["POST /api/profile/getProfile", 1],
      ["POST /api/profile/travelers", 1],
    ]);
    expect(profileDb.received[0]?.body.token).toBe(`tok-profile-${ME}`);
  });

  it("answers null and an empty list when the upstream fails (logged)", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/profile/getProfile`, () =>
        HttpResponse.json({ status: 0, message: "boom" }, { status: 500 }),
      ),
      http.post(`${TEST_UPSTREAM_URL}/api/profile/travelers`, () => HttpResponse.error()),
    );
    expect(await query(`{ profile { email } savedTravelers { id } }`)).toEqual({
      profile: null,
      savedTravelers: [],
    });
    const warnings = gateway.logs().filter((l) => l.level === "warn");
    expect(warnings.map((w) => w.upstreamPath).sort()).toEqual([
      "/api/profile/getProfile",
      "/api/profile/travelers",
    ]);
    expect(warnings.every((w) => typeof w.requestId === "string")).toBe(true);
  });
});

describe("updateProfile", () => {
  it("stores the trimmed profile and answers the viewer as it now is", async () => {
    const { updateProfile } = await query(UPDATE, { input: profileInput });
    expect(updateProfile).toEqual({
      profile: {
        title: "Mr",
        firstName: "Tom",
        lastName: "O'Brien",
        email: `user${ME}@example.com`,
        nationalityId: "1",
        countryId: "234",
        phoneCountryCode: "+44",
        phoneNumber: "7700900123",
      },
      viewer: {
        id: String(ME),
        firstName: "Tom",
        lastName: "O'Brien",
        nationalityId: "1",
        countryId: "234",
        phoneCountryCode: "+44",
      },
      errors: [],
    });
    const sent = profileDb.received.find((r) => r.path === "/api/profile/updateProfile");
    expect(sent?.body).toEqual({
      token: `tok-profile-${ME}`,
      title: "Mr",
      first_name: "Tom",
      last_name: "O'Brien",
      nationality_id: 1,
      country_id: 234,
      phone_country_code: "+44",
      mobile_no: "7700900123",
    });
    const { viewer } = await query(`{ viewer { firstName lastName } }`);
    expect(viewer).toEqual({ firstName: "Tom", lastName: "O'Brien" });
  });

  it("sends no phone when the number is empty", async () => {
    await query(UPDATE, { input: { ...profileInput, phoneNumber: "" } });
    const sent = profileDb.received.find((r) => r.path === "/api/profile/updateProfile");
    expect(sent?.body).toMatchObject({ phone_country_code: null, mobile_no: null });
  });

  it("refuses bad input with the sign-up details messages and calls nothing", async () => {
    const { updateProfile } = await query(UPDATE, {
      input: {
        ...profileInput,
        title: "",
        firstName: "  ",
        lastName: "R2D2",
        nationalityId: "",
        phoneNumber: "555-0100",
      },
    });
    expect(updateProfile).toEqual({
      profile: null,
      viewer: null,
      errors: [
        { field: "title", code: "REQUIRED", message: messages.TITLE_REQUIRED },
        { field: "firstName", code: "REQUIRED", message: messages.FIRST_NAME_REQUIRED },
        {
          field: "lastName",
          code: "INVALID_CHARACTERS",
          message: messages.INVALID_NAME_CHARACTERS,
        },
        { field: "nationalityId", code: "REQUIRED", message: profileMessages.NATIONALITY_REQUIRED },
        { field: "phoneNumber", code: "INVALID_CHARACTERS", message: messages.PHONE_DIGITS_ONLY },
      ],
    });
    expect(profileCalls().filter(([k]) => k.endsWith("updateProfile"))).toEqual([]);
  });

  it("names the field of an unknown nationality or country", async () => {
    const unknownCountry = await query(UPDATE, { input: { ...profileInput, countryId: "9999" } });
    expect(unknownCountry.updateProfile.errors).toEqual([
      { field: "countryId", code: "INVALID_FORMAT", message: profileMessages.COUNTRY_REQUIRED },
    ]);
    const unknownNationality = await query(UPDATE, {
      input: { ...profileInput, nationalityId: "9999" },
    });
    expect(unknownNationality.updateProfile.errors).toEqual([
      {
        field: "nationalityId",
        code: "INVALID_FORMAT",
        message: profileMessages.NATIONALITY_REQUIRED,
      },
    ]);
  });

  it("answers PROFILE_UPDATE_FAILED when the upstream cannot be reached", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/profile/updateProfile`, () => HttpResponse.error()),
    );
    const { updateProfile } = await query(UPDATE, { input: profileInput });
    expect(updateProfile.errors).toEqual([
      { field: null, code: "PROFILE_UPDATE_FAILED", message: messages.UPSTREAM_UNAVAILABLE },
    ]);
    expect(gateway.logs().some((l) => l.msg === "profile update failed upstream")).toBe(true);
  });
});

describe("saved travellers", () => {
  it("adds, edits and removes a traveller", async () => {
    const added = (await query(SAVE, { input: travelerInput })).saveTraveler;
    expect(added.errors).toEqual([]);
    expect(added.traveler).toMatchObject({
      firstName: "Zoë",
      passportNumber: "AB1234567",
      passportCountryId: "234",
      passportExpiry: future,
      loyaltyPrograms: [{ programName: "Avios", memberNumber: "AV-1" }],
    });
    const id = added.traveler.id as string;
    const edited = (
      await query(SAVE, {
        input: {
          ...travelerInput,
          id,
          ageBand: "above 60",
          passportNumber: "",
          passportCountryId: "",
          passportExpiry: "",
          loyaltyPrograms: [],
        },
      })
    ).saveTraveler;
    expect(edited.traveler).toMatchObject({
      id,
      ageBand: "above 60",
      passportNumber: null,
      passportCountryId: null,
      passportExpiry: null,
      loyaltyPrograms: [],
    });
    expect((await query(`{ savedTravelers { id ageBand } }`)).savedTravelers).toEqual([
      { id, ageBand: "above 60" },
    ]);
    expect((await query(REMOVE, { input: { id } })).removeTraveler).toEqual({
      removedId: id,
      errors: [],
    });
    expect((await query(`{ savedTravelers { id } }`)).savedTravelers).toEqual([]);
  });

  it("refuses another account's traveller as not found", async () => {
    const theirs = buildTraveler(OTHER);
    profileDb.travelers.push(theirs);
    const notFound = [
      { field: "id", code: "TRAVELER_NOT_FOUND", message: profileMessages.TRAVELER_NOT_FOUND },
    ];
    const id = String(theirs.traveler_id);
    expect((await query(SAVE, { input: { ...travelerInput, id } })).saveTraveler).toEqual({
      traveler: null,
      errors: notFound,
    });
    expect((await query(REMOVE, { input: { id } })).removeTraveler.errors).toEqual(notFound);
    expect((await query(REMOVE, { input: { id: "abc" } })).removeTraveler.errors).toEqual(notFound);
    expect(profileDb.travelers).toEqual([theirs]);
  });

  it("refuses bad input by field, with the sign-up messages for title and names", async () => {
    const { saveTraveler } = await query(SAVE, {
      input: {
        ...travelerInput,
        title: "",
        firstName: "",
        ageBand: "12 to 17",
        passportNumber: "",
        passportExpiry: "2020-01-01",
        loyaltyPrograms: [{ programName: "Avios", memberNumber: "has space" }],
      },
    });
    expect(saveTraveler.errors).toEqual([
      { field: "title", code: "REQUIRED", message: messages.TITLE_REQUIRED },
      { field: "firstName", code: "REQUIRED", message: messages.FIRST_NAME_REQUIRED },
      { field: "ageBand", code: "INVALID_FORMAT", message: profileMessages.AGE_BAND_REQUIRED },
      {
        field: "passportNumber",
        code: "REQUIRED",
        message: profileMessages.PASSPORT_NUMBER_REQUIRED,
      },
      {
        field: "passportExpiry",
        code: "INVALID_FORMAT",
        message: profileMessages.PASSPORT_EXPIRED,
      },
      {
        field: "loyaltyPrograms[0].memberNumber",
        code: "INVALID_FORMAT",
        message: profileMessages.LOYALTY_NUMBER_INVALID,
      },
    ]);
    expect(profileDb.travelers).toEqual([]);
  });

  it("answers TRAVELER_LIMIT once 20 are kept", async () => {
    for (let i = 0; i < 20; i += 1) profileDb.travelers.push(buildTraveler(ME));
    expect((await query(SAVE, { input: travelerInput })).saveTraveler.errors).toEqual([
      { field: null, code: "TRAVELER_LIMIT", message: profileMessages.TOO_MANY_TRAVELERS },
    ]);
  });

  it("answers SIGN_IN_REQUIRED when the session ends upstream in between", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/profile/travelers/save`, () =>
        HttpResponse.json({ status: 0, message: "Session expired" }, { status: 401 }),
      ),
    );
    expect((await query(SAVE, { input: travelerInput })).saveTraveler.errors).toEqual([
      { field: null, code: "SIGN_IN_REQUIRED", message: profileMessages.SIGN_IN_REQUIRED },
    ]);
  });
});
