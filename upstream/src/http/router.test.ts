import { createRouter, ok, type Handler } from "./router";

const handler: Handler = async () => ok({});

describe("createRouter", () => {
  const route = createRouter([
    { method: "POST", path: "/api/a", handler },
    { method: "GET", path: "/api/b", handler },
  ]);

  it("finds a route by method and exact path", () => {
    expect(route("POST", "/api/a")).toEqual({ kind: "found", handler });
  });

  it("tells unknown paths from wrong methods", () => {
    expect(route("POST", "/api/a/")).toEqual({ kind: "not-found" });
    expect(route("GET", "/api/a")).toEqual({ kind: "method-not-allowed", allow: ["POST"] });
  });

  it("refuses a route defined twice", () => {
    expect(() =>
      createRouter([
        { method: "GET", path: "/x", handler },
        { method: "GET", path: "/x", handler },
      ]),
    ).toThrow("Route GET /x is defined twice");
  });
});
