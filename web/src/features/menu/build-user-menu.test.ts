import { buildUserMenu } from "./build-user-menu";

const keys = (signedIn: boolean) => buildUserMenu({ signedIn }).map((item) => item.key);

describe("buildUserMenu", () => {
  it("shows a signed-out visitor language, currencies and sign-in, in that order", () => {
    expect(keys(false)).toEqual(["language", "currencies", "signIn"]);
  });

  it("shows a signed-in user every onlySigned item in the spec's order and no sign-in", () => {
    expect(keys(true)).toEqual([
      "bookingHistory",
      "myAccount",
      "travelProfile",
      "myTrips",
      "wallet",
      "language",
      "currencies",
      "logout",
    ]);
  });

  it("sends booking history, my account, travel profile and my trips to their /user-details section", () => {
    const links = buildUserMenu({ signedIn: true }).filter((i) => i.action.type === "link");
    expect(links.map((i) => [i.key, i.action])).toEqual([
      ["bookingHistory", { type: "link", to: "/user-details#booking-history" }],
      ["myAccount", { type: "link", to: "/user-details#my-account" }],
      ["travelProfile", { type: "link", to: "/user-details#travel-profile" }],
      ["myTrips", { type: "link", to: "/user-details#my-trips" }],
      ["wallet", { type: "link", to: "/wallet" }],
    ]);
  });

  it("adds the agent area's pages for a signed-in agent only, after the wallet", () => {
    const agent = buildUserMenu({ signedIn: true, agent: true });
    expect(agent.map((i) => i.key)).toEqual([
      "bookingHistory",
      "myAccount",
      "travelProfile",
      "myTrips",
      "wallet",
      "agentProfile",
      "agentMyQuotes",
      "agentBookingHistory",
      "agentClientList",
      "language",
      "currencies",
      "logout",
    ]);
    expect(agent.filter((i) => i.key.startsWith("agent")).map((i) => i.action)).toEqual([
      { type: "link", to: "/agent/profile" },
      { type: "link", to: "/agent/my-quotes" },
      { type: "link", to: "/agent/booking-history" },
      { type: "link", to: "/agent/client-list" },
    ]);
    expect(keys(true).filter((key) => key.startsWith("agent"))).toEqual([]);
    expect(buildUserMenu({ signedIn: false, agent: true }).map((i) => i.key)).toEqual([
      "language",
      "currencies",
      "signIn",
    ]);
  });

  it("has sign-in ask for the sign-in dialog", () => {
    const signIn = buildUserMenu({ signedIn: false }).find((i) => i.key === "signIn");
    expect(signIn?.action).toEqual({ type: "signIn", to: "/?action=showSignin" });
  });
});
