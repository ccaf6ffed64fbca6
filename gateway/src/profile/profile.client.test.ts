import { captureCall, TEST_META } from "../testing/client-decoders";
import { DecodeError } from "../upstream/decode";
import { createProfileClient } from "./profile.client";

const traveler = {
  traveler_id: 1001,
  title: "Mr",
  first_name: "Tom",
  last_name: "Traveller",
  age_band: "31 to 40",
  nationality_id: 1,
  passport_number: null,
  passport_country_id: null,
  passport_expiry: null,
  loyalty_programs: [{ program_name: "SkyMiles", member_number: "SM-1" }],
};
const request = {
  title: "Mr",
  first_name: "Tom",
  last_name: "Traveller",
  age_band: "31 to 40",
  passport_number: null,
  passport_country_id: null,
  passport_expiry: null,
  loyalty_programs: [],
};
const client = (http: Parameters<typeof createProfileClient>[0]) =>
  createProfileClient(http, { timeoutMs: 1000 });

describe("profile answers, checked against the contract", () => {
  it("decodes the profile, with null title and phone", () => {
    const { decode } = captureCall(client, (c) => c.getProfile(TEST_META, "t"));
    const data = {
      title: null,
      first_name: "A",
      last_name: "B",
      email: "a@b.co",
      nationality_id: 1,
      country_id: 235,
      phone_country_code: null,
      mobile_no: null,
    };
    expect(decode({ status: 1, data })).toEqual(data);
    expect(() => decode({ status: 1, data: { ...data, country_id: "235" } })).toThrow(DecodeError);
  });

  it("decodes the travellers and refuses a bad entry", () => {
    const { decode } = captureCall(client, (c) => c.listTravelers(TEST_META, "t"));
    expect(decode({ status: 1, data: { data: [traveler], max_travelers: 20 } })).toEqual([
      traveler,
    ]);
    expect(() =>
      decode({ status: 1, data: { data: [{ ...traveler, loyalty_programs: null }] } }),
    ).toThrow(DecodeError);
  });

  it("reads the writes' documented refusals as answers, with their code", () => {
    const save = captureCall(client, (c) => c.saveTraveler(TEST_META, "t", request, "key-1"));
    expect(save.options).toMatchObject({ decodeClientErrors: true, idempotencyKey: "key-1" });
    expect(save.decode({ status: 1, data: traveler })).toEqual({ ok: true, value: traveler });
    const limit = { status: 0, code: "TRAVELER_LIMIT", message: "You can save at most 20" };
    expect(save.decode(limit, 409)).toEqual({
      ok: false,
      code: "TRAVELER_LIMIT",
      message: "You can save at most 20",
    });
    expect(save.decode({ status: 0, message: "Saved traveller not found" }, 404)).toEqual({
      ok: false,
      code: null,
      message: "Saved traveller not found",
    });
    const remove = captureCall(client, (c) => c.deleteTraveler(TEST_META, "t", 1001));
    expect(remove.decode({ status: 1 })).toEqual({ ok: true, value: true });
    expect(() => remove.decode({ status: 0 }, 404)).toThrow(DecodeError);
    expect(() => remove.decode({ status: 0, message: "Conflict" }, 409)).toThrow(DecodeError);
  });
});
