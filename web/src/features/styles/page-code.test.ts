import { pageCodeFor } from "./page-code";

describe("pageCodeFor", () => {
  it.each([
    ["/", "HOME"],
    ["/hotel", "HOTEL"],
    ["/hotel/", "HOTEL"],
    ["/hotel/offers/17", "HOTEL"],
    ["/hotelgd", "HOTELGD"],
    ["/holidaystays", "HOLIDAYSTAYS"],
    ["/activities/offers/3", "ACTIVITIES"],
    ["/wallet", "WALLET"],
    ["/user-details", "USER"],
    ["/user/my-trips", "USER"],
    ["/agent/client-list", "AGENT"],
    ["/referral/programs", "REFERRAL"],
    ["/your-rewards", "REFERRAL"],
    ["/promotions", "PROMOTIONS"],
    ["/login/sso", "AUTH"],
    ["/login/social", "AUTH"],
    ["/verify-account", "AUTH"],
    ["/change-password", "AUTH"],
    ["/privacy-policy", "INFO"],
    ["/terms-of-use", "INFO"],
    ["/no-such-page", "GENERAL"],
    ["/hotelx", "GENERAL"],
  ])("%s → %s", (pathname, code) => {
    expect(pageCodeFor(pathname)).toBe(code);
    expect(code).toMatch(/^[A-Z][A-Z0-9_]{0,39}$/);
  });
});
