import { parseUserData } from "./user-data-cookie";

describe("the user_data cookie", () => {
  it("reads the first name and user type the gateway writes", () => {
    expect(parseUserData('{"firstName":"Zoë","userType":"AGENT"}')).toEqual({
      firstName: "Zoë",
      userType: "AGENT",
    });
    expect(parseUserData('{"firstName":null,"userType":"TRAVELLER"}')).toEqual({
      firstName: null,
      userType: "TRAVELLER",
    });
  });

  it.each([null, "", "not json", '{"firstName":"Zoë"}', '{"userType":"ADMIN"}', "[]"])(
    "ignores %p",
    (value) => {
      expect(parseUserData(value)).toBeNull();
    },
  );
});
