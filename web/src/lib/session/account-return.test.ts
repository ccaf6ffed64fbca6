import { isAccountPage } from "./account-return";

describe("isAccountPage", () => {
  it.each([
    "/user-details",
    "/user/booking-history",
    "/user/my-trips/",
    "/wallet",
    "/agent/client-list",
    "/referral/credits",
    "/your-rewards",
  ])("%s is an account page", (path) => expect(isAccountPage(path)).toBe(true));

  it.each(["/", "/promotions", "/hotel", "/user", "/agent", "/user/booking-history/x"])(
    "%s is not",
    (path) => expect(isAccountPage(path)).toBe(false),
  );
});
