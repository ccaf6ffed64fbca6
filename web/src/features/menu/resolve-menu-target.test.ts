import { isCurrentRoute, resolveMenuTarget } from "./resolve-menu-target";

describe("resolveMenuTarget", () => {
  it("routes ROUTE entries inside the app", () => {
    expect(resolveMenuTarget({ kind: "ROUTE", target: "/resorts" })).toEqual({
      type: "route",
      to: "/resorts",
    });
  });

  it("links EXTERNAL entries to the other site", () => {
    expect(resolveMenuTarget({ kind: "EXTERNAL", target: "https://trips.example.com/" })).toEqual({
      type: "external",
      href: "https://trips.example.com/",
    });
  });

  it("starts daily deals with the sign-in request for a signed-out visitor", () => {
    expect(resolveMenuTarget({ kind: "METHOD", target: "method:dailydeals" })).toEqual({
      type: "action",
      to: "/?action=showSignin",
    });
  });

  it("drops a method the app does not know", () => {
    expect(resolveMenuTarget({ kind: "METHOD", target: "method:teleport" })).toBeNull();
  });
});

describe("isCurrentRoute", () => {
  const at = (url: string) => new URL(url, "http://app.invalid");

  it("matches the path as NavLink's end does: any case, a trailing slash", () => {
    expect(isCurrentRoute("/cruises", at("/cruises?checkIn=2030-06-01"))).toBe(true);
    expect(isCurrentRoute("/cruises", at("/Cruises/"))).toBe(true);
    expect(isCurrentRoute("/cruises", at("/cruises/offers/12"))).toBe(false);
    expect(isCurrentRoute("/", at("/"))).toBe(true);
  });

  it("tells the areas of one page apart by type: weeks and resorts on /resorts", () => {
    const weeks = at("/resorts?type=weeks&checkIn=2030-06-01&guests=2");
    expect(isCurrentRoute("/resorts?type=weeks", weeks)).toBe(true);
    expect(isCurrentRoute("/resorts", weeks)).toBe(false);
    expect(isCurrentRoute("/resorts", at("/resorts?checkIn=2030-06-01"))).toBe(true);
    expect(isCurrentRoute("/resorts?type=weeks", at("/resorts"))).toBe(false);
  });
});
