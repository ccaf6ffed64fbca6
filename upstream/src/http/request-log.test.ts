import { requestIdFrom, requestLogFields } from "./request-log";

describe("requestLogFields", () => {
  it("gives the request id, method, path, status and milliseconds (one decimal)", () => {
    expect(requestLogFields("gw-1", "POST", "/api/getCountryCat", 200, 3.14159)).toEqual({
      requestId: "gw-1",
      method: "POST",
      path: "/api/getCountryCat",
      status: 200,
      ms: 3.1,
    });
    expect(requestLogFields(undefined, "GET", "/healthz", 200, 1)).toEqual({
      method: "GET",
      path: "/healthz",
      status: 200,
      ms: 1,
    });
  });
});

describe("requestIdFrom", () => {
  it("keeps a short token of safe characters and drops anything else", () => {
    expect(requestIdFrom("0b7c2f0e-3a51-4c1e-9d8b-2f6a1c9e7d41")).toBe(
      "0b7c2f0e-3a51-4c1e-9d8b-2f6a1c9e7d41",
    );
    expect(requestIdFrom(undefined)).toBeUndefined();
    expect(requestIdFrom(["a", "b"])).toBeUndefined();
    expect(requestIdFrom('x"}\n{"level":"error')).toBeUndefined();
    expect(requestIdFrom("a".repeat(129))).toBeUndefined();
  });
});
