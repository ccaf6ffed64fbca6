import { DecodeError } from "../upstream/decode";
import {
  decodeDeleteTraveler,
  decodeProfile,
  decodeSaveTraveler,
  decodeTravelers,
} from "./profile.decoders";

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

describe("profile decoders", () => {
  it("decodes the profile, with null title and phone", () => {
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
    expect(decodeProfile({ status: 1, data })).toEqual(data);
    expect(() => decodeProfile({ status: 1, data: { ...data, country_id: "235" } })).toThrow(
      DecodeError,
    );
  });

  it("decodes the travellers and refuses a bad entry", () => {
    expect(decodeTravelers({ status: 1, data: { data: [traveler], max_travelers: 20 } })).toEqual([
      traveler,
    ]);
    expect(() =>
      decodeTravelers({ status: 1, data: { data: [{ ...traveler, loyalty_programs: null }] } }),
    ).toThrow(DecodeError);
  });

  it("reads refusals as answers, with their code", () => {
    expect(decodeSaveTraveler({ status: 1, data: traveler })).toEqual({
      ok: true,
      value: traveler,
    });
    expect(
      decodeSaveTraveler({ status: 0, code: "TRAVELER_LIMIT", message: "You can save at most 20" }),
    ).toEqual({ ok: false, code: "TRAVELER_LIMIT", message: "You can save at most 20" });
    expect(decodeDeleteTraveler({ status: 1 })).toEqual({ ok: true, value: true });
    expect(() => decodeDeleteTraveler({ status: 0 })).toThrow(DecodeError);
  });
});
