import {
  booleanField,
  objectField,
  parsePayload,
  PayloadError,
  textField,
  textOrNumberField,
  tokenField,
} from "./payload-fields";

describe("payload fields", () => {
  it("trims text, reads absent or null as empty", () => {
    expect(textField({ a: "  x y  " }, "a")).toBe("x y");
    expect(textField({}, "a")).toBe("");
    expect(textField({ a: null }, "a")).toBe("");
  });

  it("refuses wrong types and text over 200 characters, naming the field", () => {
    expect(() => textField({ a: 5 }, "a")).toThrow(new PayloadError("a must be text"));
    expect(() => textField({ a: ["x"] }, "a")).toThrow("a must be text");
    expect(textField({ a: ` ${"x".repeat(200)} ` }, "a")).toHaveLength(200);
    expect(() => textField({ a: "x".repeat(10_000) }, "a")).toThrow(
      "a is too long (200 characters at most)",
    );
  });

  it("allows signed tokens up to 8192 characters", () => {
    expect(tokenField({ t: "x".repeat(8192) }, "t")).toHaveLength(8192);
    expect(() => tokenField({ t: "x".repeat(8193) }, "t")).toThrow(
      "t is too long (8192 characters at most)",
    );
  });

  it("accepts numbers where ids may be numbers", () => {
    expect(textOrNumberField({ id: 7 }, "id")).toBe("7");
    expect(textOrNumberField({ id: " 7 " }, "id")).toBe("7");
    expect(() => textOrNumberField({ id: true }, "id")).toThrow("id must be text");
  });

  it("reads objects and booleans", () => {
    expect(objectField({ o: { a: 1 } }, "o")).toEqual({ a: 1 });
    expect(objectField({}, "o")).toEqual({});
    expect(() => objectField({ o: [] }, "o")).toThrow("o must be an object");
    expect(() => objectField({ o: "x" }, "o")).toThrow("o must be an object");
    expect(booleanField({ b: true }, "b")).toBe(true);
    expect(booleanField({}, "b")).toBe(false);
    expect(() => booleanField({ b: "true" }, "b")).toThrow("b must be true or false");
  });

  it("turns a PayloadError into a message and rethrows anything else", () => {
    expect(parsePayload(() => textField({ a: 1 }, "a"))).toEqual({
      ok: false,
      message: "a must be text",
    });
    expect(parsePayload(() => 1)).toEqual({ ok: true, value: 1 });
    expect(() =>
      parsePayload(() => {
        throw new Error("boom");
      }),
    ).toThrow("boom");
  });
});
