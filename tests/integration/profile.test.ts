/**
 * The profile and saved travellers through the real gateway and the real upstream, signed in
 * with bearer tokens: the demo traveller's profile edited (the viewer and a later read follow)
 * and put back; the seeded travellers; a traveller added, edited and removed; bad input refused
 * with the spec's messages and nothing stored; another account unable to see or touch them.
 */
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import { messages, profileMessages } from "@travel/schema/validation";
import {
  bearerSignIn,
  graphqlAt,
  startTestGateway,
  startTestUpstream,
  type GraphQLResponse,
} from "../support/stack";

let upstream: RunningUpstream;
let gateway: RunningGateway;
let traveller: Record<string, string>;
let agent: Record<string, string>;

const send = graphqlAt(() => gateway.url);

async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const { body } = await send<T>(query, variables, headers);
  expect(body.errors).toBeUndefined();
  return (body as GraphQLResponse<T>).data;
}

const signIn = (email: string, password: string) => bearerSignIn(send, email, password);

beforeAll(async () => {
  upstream = await startTestUpstream("profile");
  gateway = await startTestGateway(upstream.url, { UPSTREAM_TIMEOUT_MS: "5000" });
  traveller = await signIn("traveller@example.com", "Traveller#1");
  agent = await signIn("agent@example.com", "Agent#2026");
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

interface UserError {
  field: string | null;
  code: string;
  message: string;
}
interface Profile {
  title: string | null;
  firstName: string;
  lastName: string;
  email: string;
  nationalityId: string;
  countryId: string;
  phoneCountryCode: string | null;
  phoneNumber: string | null;
}
interface Traveler {
  id: string;
  title: string;
  firstName: string;
  lastName: string;
  ageBand: string;
  nationalityId: string;
  passportNumber: string | null;
  passportCountryId: string | null;
  passportExpiry: string | null;
  loyaltyPrograms: { programName: string; memberNumber: string }[];
}

const PROFILE = `{ title firstName lastName email nationalityId countryId phoneCountryCode phoneNumber }`;
const TRAVELER = `{ id title firstName lastName ageBand nationalityId passportNumber
  passportCountryId passportExpiry loyaltyPrograms { programName memberNumber } }`;

const readProfile = async (headers: Record<string, string>) =>
  (await graphql<{ profile: Profile | null }>(`{ profile ${PROFILE} }`, {}, headers)).profile;
const readTravelers = async (headers: Record<string, string>) =>
  (await graphql<{ savedTravelers: Traveler[] }>(`{ savedTravelers ${TRAVELER} }`, {}, headers))
    .savedTravelers;

const updateProfile = (input: Record<string, unknown>, headers: Record<string, string>) =>
  graphql<{
    updateProfile: {
      profile: Profile | null;
      viewer: { firstName: string; lastName: string } | null;
      errors: UserError[];
    };
  }>(
    `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) {
       profile ${PROFILE} viewer { firstName lastName } errors { field code message } } }`,
    { input },
    headers,
  ).then((d) => d.updateProfile);

const saveTraveler = (input: Record<string, unknown>, headers: Record<string, string>) =>
  graphql<{ saveTraveler: { traveler: Traveler | null; errors: UserError[] } }>(
    `mutation ($input: SaveTravelerInput!) { saveTraveler(input: $input) {
       traveler ${TRAVELER} errors { field code message } } }`,
    { input },
    headers,
  ).then((d) => d.saveTraveler);

const removeTraveler = (id: string, headers: Record<string, string>) =>
  graphql<{ removeTraveler: { removedId: string | null; errors: UserError[] } }>(
    `
      mutation ($input: RemoveTravelerInput!) {
        removeTraveler(input: $input) {
          removedId
          errors {
            field
            code
            message
          }
        }
      }
    `,
    { input: { id } },
    headers,
  ).then((d) => d.removeTraveler);

const future = new Date(Date.now() + 3 * 365 * 86_400_000).toISOString().slice(0, 10);

describe("profile", () => {
  it("edits the demo traveller's profile; the viewer and a later read follow", async () => {
    const before = await readProfile(traveller);
    expect(before).toEqual({
      title: "Mrs",
      firstName: "Tess",
      lastName: "Traveller",
      email: "traveller@example.com",
      nationalityId: "1",
      countryId: "235",
      phoneCountryCode: "+1",
      phoneNumber: "5550100001",
    });
    const changed = await updateProfile(
      {
        title: "Miss",
        firstName: "  Teresa ",
        lastName: "Núñez-Traveller",
        nationalityId: "2",
        countryId: "75",
        phoneCountryCode: "+33",
        phoneNumber: "612345678",
      },
      traveller,
    );
    expect(changed.errors).toEqual([]);
    expect(changed.viewer).toEqual({ firstName: "Teresa", lastName: "Núñez-Traveller" });
    const after = await readProfile(traveller);
    expect(after).toEqual({
      ...before,
      title: "Miss",
      firstName: "Teresa",
      lastName: "Núñez-Traveller",
      nationalityId: "2",
      countryId: "75",
      phoneCountryCode: "+33",
      phoneNumber: "612345678",
    });
    const { viewer } = await graphql<{ viewer: { firstName: string; countryId: string } }>(
      `
        {
          viewer {
            firstName
            countryId
          }
        }
      `,
      {},
      traveller,
    );
    expect(viewer).toEqual({ firstName: "Teresa", countryId: "75" });
    // put back for the other tests of the suite
    const restored = await updateProfile(
      {
        title: before!.title,
        firstName: before!.firstName,
        lastName: before!.lastName,
        nationalityId: before!.nationalityId,
        countryId: before!.countryId,
        phoneCountryCode: before!.phoneCountryCode,
        phoneNumber: before!.phoneNumber,
      },
      traveller,
    );
    expect(restored.profile).toEqual(before);
  });

  it("refuses bad input with the sign-up messages and stores nothing", async () => {
    const before = await readProfile(agent);
    const refused = await updateProfile(
      {
        title: "",
        firstName: " ",
        lastName: "Agent<script>",
        nationalityId: "1",
        countryId: "235",
        phoneCountryCode: "+1",
        phoneNumber: "555 0100",
      },
      agent,
    );
    expect(refused).toEqual({
      profile: null,
      viewer: null,
      errors: [
        { field: "title", code: "REQUIRED", message: "Please Select Title" },
        { field: "firstName", code: "REQUIRED", message: "Please Enter First Name" },
        {
          field: "lastName",
          code: "INVALID_CHARACTERS",
          message: messages.INVALID_NAME_CHARACTERS,
        },
        { field: "phoneNumber", code: "INVALID_CHARACTERS", message: messages.PHONE_DIGITS_ONLY },
      ],
    });
    const unknown = await updateProfile(
      { ...before, title: "Mr", countryId: "99999", email: undefined },
      agent,
    );
    expect(unknown.errors).toEqual([
      { field: "countryId", code: "INVALID_FORMAT", message: profileMessages.COUNTRY_REQUIRED },
    ]);
    expect(await readProfile(agent)).toEqual(before);
  });

  it("is nobody's when signed out", async () => {
    expect(await readProfile({})).toBeNull();
    expect(
      (
        await updateProfile(
          { title: "Mr", firstName: "A", lastName: "B", nationalityId: "1", countryId: "235" },
          {},
        )
      ).errors,
    ).toEqual([
      { field: null, code: "SIGN_IN_REQUIRED", message: profileMessages.SIGN_IN_REQUIRED },
    ]);
  });
});

describe("saved travellers", () => {
  const lucy = {
    title: "Miss",
    firstName: "Lucía",
    lastName: "O'Neil",
    ageBand: "26 to 30",
    nationalityId: "1",
    passportNumber: "pa 1234 567",
    passportCountryId: "235",
    passportExpiry: future,
    loyaltyPrograms: [
      { programName: "Avios", memberNumber: "AV-1" },
      { programName: "Hilton Honors", memberNumber: "HH99" },
    ],
  };

  it("lists the demo traveller's seeded travellers", async () => {
    const list = await readTravelers(traveller);
    expect(list.map((t) => `${t.title} ${t.firstName} ${t.lastName}`)).toEqual([
      "Mr Tom Traveller",
      "Miss Lucy Traveller",
    ]);
    expect(list[0]).toMatchObject({ passportNumber: "X12345678", passportCountryId: "235" });
    expect(await readTravelers(agent)).toEqual([]);
  });

  it("adds, edits and removes a traveller", async () => {
    const added = await saveTraveler(lucy, traveller);
    expect(added.errors).toEqual([]);
    const id = added.traveler!.id;
    expect(added.traveler).toEqual({ ...lucy, id, passportNumber: "PA1234567" });

    const edited = await saveTraveler(
      {
        ...lucy,
        id,
        ageBand: "above 60",
        passportNumber: "",
        passportCountryId: "",
        passportExpiry: "",
        loyaltyPrograms: [],
      },
      traveller,
    );
    expect(edited.traveler).toMatchObject({
      id,
      ageBand: "above 60",
      passportNumber: null,
      passportCountryId: null,
      passportExpiry: null,
      loyaltyPrograms: [],
    });
    expect((await readTravelers(traveller)).find((t) => t.id === id)).toEqual(edited.traveler);

    expect(await removeTraveler(id, traveller)).toEqual({ removedId: id, errors: [] });
    expect((await readTravelers(traveller)).map((t) => t.id)).not.toContain(id);
  });

  it("refuses bad input with the messages and stores nothing", async () => {
    const before = await readTravelers(traveller);
    const refused = await saveTraveler(
      {
        ...lucy,
        title: "Sir",
        lastName: "",
        ageBand: "",
        passportNumber: "#",
        passportExpiry: "2001-01-01",
        loyaltyPrograms: [
          { programName: "Avios", memberNumber: "1" },
          { programName: "AVIOS", memberNumber: "2" },
        ],
      },
      traveller,
    );
    expect(refused).toEqual({
      traveler: null,
      errors: [
        { field: "title", code: "INVALID_FORMAT", message: messages.INVALID_TITLE },
        { field: "lastName", code: "REQUIRED", message: "Please Enter Last Name" },
        { field: "ageBand", code: "REQUIRED", message: profileMessages.AGE_BAND_REQUIRED },
        {
          field: "passportNumber",
          code: "INVALID_FORMAT",
          message: profileMessages.PASSPORT_NUMBER_INVALID,
        },
        {
          field: "passportExpiry",
          code: "INVALID_FORMAT",
          message: profileMessages.PASSPORT_EXPIRED,
        },
        {
          field: "loyaltyPrograms[1].programName",
          code: "INVALID_FORMAT",
          message: profileMessages.LOYALTY_DUPLICATE,
        },
      ],
    });
    const unknownCountry = await saveTraveler({ ...lucy, passportCountryId: "99999" }, traveller);
    expect(unknownCountry.errors).toEqual([
      {
        field: "passportCountryId",
        code: "INVALID_FORMAT",
        message: profileMessages.PASSPORT_COUNTRY_REQUIRED,
      },
    ]);
    expect(await readTravelers(traveller)).toEqual(before);
  });

  it("refuses over-long text and markup in every field with a clear message", async () => {
    const before = await readTravelers(traveller);
    const long = "x".repeat(10_000);
    const refused = await saveTraveler(
      {
        ...lucy,
        firstName: long,
        lastName: "<img src=x onerror=alert(1)>",
        nationalityId: long,
        passportNumber: long,
        passportCountryId: "1; DROP TABLE saved_travelers",
        loyaltyPrograms: [{ programName: long, memberNumber: "\u0000" }],
      },
      traveller,
    );
    expect(refused.traveler).toBeNull();
    expect(refused.errors.map((e) => e.field)).toEqual([
      "firstName",
      "lastName",
      "nationalityId",
      "passportNumber",
      "passportCountryId",
      "loyaltyPrograms[0].programName",
      "loyaltyPrograms[0].memberNumber",
    ]);
    for (const e of refused.errors) expect(e.message).toMatch(/^[A-Z][^<>]{5,}$/);
    expect(await readTravelers(traveller)).toEqual(before);
  });

  it("keeps them from another account", async () => {
    const [tom] = await readTravelers(traveller);
    const notFound = [
      { field: "id", code: "TRAVELER_NOT_FOUND", message: profileMessages.TRAVELER_NOT_FOUND },
    ];
    expect(await saveTraveler({ ...lucy, id: tom!.id }, agent)).toEqual({
      traveler: null,
      errors: notFound,
    });
    expect(await removeTraveler(tom!.id, agent)).toEqual({ removedId: null, errors: notFound });
    expect((await readTravelers(traveller))[0]).toEqual(tom);
    expect((await removeTraveler(tom!.id, {})).errors[0]?.code).toBe("SIGN_IN_REQUIRED");
  });
});
