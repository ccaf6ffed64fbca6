import { messages } from "./messages";
import {
  isCalendarDate,
  normalisePassportNumber,
  profileMessages as pm,
  profileSchema,
  travelerSchema,
} from "./profile-schemas";
import { signUpDetailsSchema } from "./schemas";
import { validateWith } from "./validate";

const errorsOf = (result: ReturnType<typeof validateWith>) =>
  "errors" in result ? result.errors : [];

const profile = {
  title: "Mrs",
  firstName: " Zoë ",
  lastName: "O'Brien",
  nationalityId: "1",
  countryId: "235",
  phoneCountryCode: "+1-868",
  phoneNumber: "5550100",
};

describe("profileSchema", () => {
  it("accepts a valid profile, trimmed", () => {
    expect(validateWith(profileSchema, profile)).toEqual({
      values: { ...profile, firstName: "Zoë" },
    });
  });

  it.each([
    ["title", "", "REQUIRED", messages.TITLE_REQUIRED],
    ["title", "Dr", "INVALID_FORMAT", messages.INVALID_TITLE],
    ["firstName", "  ", "REQUIRED", messages.FIRST_NAME_REQUIRED],
    ["lastName", "", "REQUIRED", messages.LAST_NAME_REQUIRED],
    ["firstName", "R2D2", "INVALID_CHARACTERS", messages.INVALID_NAME_CHARACTERS],
    ["lastName", "x".repeat(51), "TOO_LONG", "Must be at most 50 characters"],
    ["phoneNumber", "555-0100", "INVALID_CHARACTERS", messages.PHONE_DIGITS_ONLY],
    ["phoneNumber", "1".repeat(16), "TOO_LONG", messages.PHONE_TOO_LONG],
    ["phoneCountryCode", "abc", "INVALID_FORMAT", messages.INVALID_PHONE_COUNTRY_CODE],
    ["nationalityId", "", "REQUIRED", pm.NATIONALITY_REQUIRED],
    ["nationalityId", "1 OR 1=1", "INVALID_FORMAT", pm.NATIONALITY_REQUIRED],
    ["countryId", "", "REQUIRED", pm.COUNTRY_REQUIRED],
    ["countryId", "0", "INVALID_FORMAT", pm.COUNTRY_REQUIRED],
  ])("%s %j → %s %s", (field, value, code, message) => {
    expect(errorsOf(validateWith(profileSchema, { ...profile, [field]: value }))).toEqual([
      { field, code, message },
    ]);
  });

  it("gives the same message as sign-up for the same title, names and phone", () => {
    const shared = { title: "", firstName: "R2", lastName: " ", phoneNumber: "12a" };
    const signUp = errorsOf(
      validateWith(signUpDetailsSchema({ accessCodeRequired: false }), {
        email: "a@b.co",
        ...shared,
      }),
    );
    expect(errorsOf(validateWith(profileSchema, { ...profile, ...shared }))).toEqual(signUp);
  });

  it("leaves the phone optional", () => {
    expect(
      validateWith(profileSchema, { ...profile, phoneCountryCode: null, phoneNumber: undefined }),
    ).toHaveProperty("values.phoneNumber", "");
  });
});

describe("travelerSchema", () => {
  const schema = travelerSchema({ today: "2026-06-01" });
  const traveler = {
    title: "Mr",
    firstName: "Tom",
    lastName: "Traveller",
    ageBand: "31 to 40",
    nationalityId: "1",
    passportNumber: " x12 345 678 ",
    passportCountryId: "235",
    passportExpiry: "2030-01-31",
    loyaltyPrograms: [{ programName: " SkyMiles ", memberNumber: "SM-1" }],
  };

  it("accepts a valid traveller, passport number normalised", () => {
    expect(validateWith(schema, traveler)).toEqual({
      values: {
        ...traveler,
        passportNumber: "X12345678",
        loyaltyPrograms: [{ programName: "SkyMiles", memberNumber: "SM-1" }],
      },
    });
  });

  it("takes a traveller without passport or loyalty details", () => {
    const result = validateWith(schema, {
      ...traveler,
      nationalityId: "",
      passportNumber: "",
      passportCountryId: null,
      passportExpiry: undefined,
      loyaltyPrograms: null,
    });
    expect(result).toHaveProperty("values.loyaltyPrograms", []);
  });

  it.each([
    ["title", "", "REQUIRED", messages.TITLE_REQUIRED],
    ["firstName", "", "REQUIRED", messages.FIRST_NAME_REQUIRED],
    ["lastName", "<b>", "INVALID_CHARACTERS", messages.INVALID_NAME_CHARACTERS],
    ["ageBand", "", "REQUIRED", pm.AGE_BAND_REQUIRED],
    ["ageBand", "12 to 17", "INVALID_FORMAT", pm.AGE_BAND_REQUIRED],
    ["nationalityId", "x", "INVALID_FORMAT", messages.INVALID_VALUE],
    ["passportNumber", "", "REQUIRED", pm.PASSPORT_NUMBER_REQUIRED],
    ["passportNumber", "AB#12", "INVALID_FORMAT", pm.PASSPORT_NUMBER_INVALID],
    ["passportNumber", "AB1", "INVALID_FORMAT", pm.PASSPORT_NUMBER_INVALID],
    ["passportCountryId", "", "REQUIRED", pm.PASSPORT_COUNTRY_REQUIRED],
    ["passportExpiry", "", "REQUIRED", pm.PASSPORT_EXPIRY_REQUIRED],
    ["passportExpiry", "2030-02-30", "INVALID_FORMAT", pm.PASSPORT_EXPIRY_REQUIRED],
    ["passportExpiry", "2026-06-01", "INVALID_FORMAT", pm.PASSPORT_EXPIRED],
    ["passportExpiry", "2020-01-01", "INVALID_FORMAT", pm.PASSPORT_EXPIRED],
  ])("%s %j → %s %s", (field, value, code, message) => {
    expect(errorsOf(validateWith(schema, { ...traveler, [field]: value }))).toEqual([
      { field, code, message },
    ]);
  });

  it("asks for the rest of the passport once one part is filled", () => {
    expect(
      errorsOf(
        validateWith(schema, {
          ...traveler,
          passportNumber: "",
          passportCountryId: "",
          passportExpiry: "2030-01-01",
        }),
      ),
    ).toEqual([
      { field: "passportNumber", code: "REQUIRED", message: pm.PASSPORT_NUMBER_REQUIRED },
      { field: "passportCountryId", code: "REQUIRED", message: pm.PASSPORT_COUNTRY_REQUIRED },
    ]);
  });

  it("checks each loyalty membership, duplicates and the count", () => {
    expect(
      errorsOf(
        validateWith(schema, {
          ...traveler,
          loyaltyPrograms: [
            { programName: "", memberNumber: "1" },
            { programName: "Avios", memberNumber: "has space" },
          ],
        }),
      ),
    ).toEqual([
      {
        field: "loyaltyPrograms[0].programName",
        code: "REQUIRED",
        message: pm.LOYALTY_NAME_REQUIRED,
      },
      {
        field: "loyaltyPrograms[1].memberNumber",
        code: "INVALID_FORMAT",
        message: pm.LOYALTY_NUMBER_INVALID,
      },
    ]);
    expect(
      errorsOf(
        validateWith(schema, {
          ...traveler,
          loyaltyPrograms: [
            { programName: "Avios", memberNumber: "1" },
            { programName: "AVIOS", memberNumber: "2" },
          ],
        }),
      ),
    ).toEqual([
      {
        field: "loyaltyPrograms[1].programName",
        code: "INVALID_FORMAT",
        message: pm.LOYALTY_DUPLICATE,
      },
    ]);
    const six = Array.from({ length: 6 }, (_, i) => ({ programName: `P${i}`, memberNumber: "1" }));
    expect(errorsOf(validateWith(schema, { ...traveler, loyaltyPrograms: six }))).toEqual([
      { field: "loyaltyPrograms", code: "TOO_LONG", message: pm.LOYALTY_TOO_MANY },
    ]);
  });
});

describe("helpers", () => {
  it("normalises passport numbers and reads calendar dates", () => {
    expect(normalisePassportNumber(" ab 12\t34 ")).toBe("AB1234");
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("1/2/2027")).toBe(false);
  });
});
