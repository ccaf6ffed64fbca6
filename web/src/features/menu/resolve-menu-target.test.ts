import { resolveMenuTarget } from "./resolve-menu-target";

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
