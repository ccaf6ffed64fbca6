import {
  booleanField,
  emailField,
  hasDisallowedCharacters,
  objectField,
  parsePayload,
  passwordField,
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

  it("refuses control characters and lone surrogates (the database cannot take a NUL)", () => {
    expect(() => textField({ a: "ab\u0000cd" }, "a")).toThrow(
      new PayloadError("a contains characters that are not allowed"),
    );
    expect(() => textField({ a: "ab\ud800cd" }, "a")).toThrow("a contains characters");
    expect(() => textField({ a: "a\tb" }, "a")).toThrow("a contains characters");
    expect(() => tokenField({ t: "x.y.\u0007" }, "t")).toThrow("t contains characters");
    // surrounding whitespace is trimmed away first; letters of any script, emoji, marks stay
    expect(textField({ a: "\t José 😀 مرحبا \n" }, "a")).toBe("José 😀 مرحبا");
    expect(hasDisallowedCharacters("Zoë 👍🏽")).toBe(false);
    expect(hasDisallowedCharacters("\u0085")).toBe(true);
  });

  it("allows emails up to 254 characters", () => {
    expect(emailField({ e: "x".repeat(254) }, "e")).toHaveLength(254);
    expect(() => emailField({ e: "x".repeat(255) }, "e")).toThrow(
      "e is too long (254 characters at most)",
    );
    expect(() => emailField({ e: "a\u0000@b.co" }, "e")).toThrow("e contains characters");
  });

  it("keeps passwords as typed, checking only type and length", () => {
    expect(passwordField({ p: " Ab1#\u0000 " }, "p")).toBe(" Ab1#\u0000 ");
    expect(passwordField({}, "p")).toBe("");
    expect(() => passwordField({ p: 1 }, "p")).toThrow("p must be text");
    expect(() => passwordField({ p: "x".repeat(201) }, "p")).toThrow("p is too long");
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
