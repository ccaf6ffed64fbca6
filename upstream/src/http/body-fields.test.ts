import { optionalBoolean, optionalString } from "./body-fields";

describe("body fields", () => {
  it("reads present values and treats null as absent", () => {
    expect(optionalString({ a: "x" }, "a")).toBe("x");
    expect(optionalString({ a: null }, "a")).toBeUndefined();
    expect(optionalBoolean({ b: false }, "b")).toBe(false);
    expect(optionalBoolean({}, "b")).toBeUndefined();
  });

  it("names the field of a wrong type", () => {
    expect(() => optionalString({ a: 1 }, "a")).toThrow("a must be a string");
    expect(() => optionalBoolean({ b: "yes" }, "b")).toThrow("b must be true or false");
  });
});
