import { createRouter, ok, type Handler } from "./router";

const handler: Handler = async () => ok({});

describe("createRouter", () => {
  const route = createRouter([
    { method: "POST", path: "/api/a", handler },
    { method: "GET", path: "/api/b", handler },
  ]);

  it("finds a route by method and exact path", () => {
    expect(route("POST", "/api/a")).toEqual({ kind: "found", handler, params: {} });
  });

  it("tells unknown paths from wrong methods", () => {
    expect(route("POST", "/api/a/")).toEqual({ kind: "not-found" });
    expect(route("GET", "/api/a")).toEqual({ kind: "method-not-allowed", allow: ["POST"] });
  });

  it("matches {name} segments of templated paths, exact paths first", () => {
    const other: Handler = async () => ok({ other: true });
    const templated = createRouter([
      { method: "GET", path: "/api/offers/{id}", handler },
      { method: "GET", path: "/api/offers/top", handler: other },
      { method: "GET", path: "/api/offers", handler: other },
    ]);
    expect(templated("GET", "/api/offers/42")).toEqual({
      kind: "found",
      handler,
      params: { id: "42" },
    });
    expect(templated("GET", "/api/offers/a%20b")).toMatchObject({ params: { id: "a b" } });
    // a malformed escape is passed on as sent, for the handler to refuse
    expect(templated("GET", "/api/offers/%E0%A4%A")).toMatchObject({
      params: { id: "%E0%A4%A" },
    });
    expect(templated("GET", "/api/offers/top")).toEqual({
      kind: "found",
      handler: other,
      params: {},
    });
    expect(templated("GET", "/api/offers/")).toEqual({ kind: "not-found" });
    expect(templated("GET", "/api/offers/1/2")).toEqual({ kind: "not-found" });
    expect(templated("POST", "/api/offers/1")).toEqual({
      kind: "method-not-allowed",
      allow: ["GET"],
    });
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
