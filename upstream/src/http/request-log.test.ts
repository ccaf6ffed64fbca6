import { requestLogFields } from "./request-log";

describe("requestLogFields", () => {
  it("gives method, path, status and milliseconds (one decimal)", () => {
    expect(requestLogFields("POST", "/api/getCountryCat", 200, 3.14159)).toEqual({
      method: "POST",
      path: "/api/getCountryCat",
      status: 200,
      ms: 3.1,
    });
  });
});
