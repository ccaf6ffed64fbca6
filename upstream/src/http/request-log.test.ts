import { formatRequestLine } from "./request-log";

describe("formatRequestLine", () => {
  it("gives method, path, status and milliseconds", () => {
    expect(formatRequestLine("POST", "/api/getCountryCat", 200, 3.14159)).toBe(
      "POST /api/getCountryCat 200 3.1ms",
    );
  });
});
