import { DecodeError, envelope, listOf, num, oneOf, oneOfOrNull, str, strOrNull } from "./decode";

describe("envelope", () => {
  it("returns the value at the data path when status is 1", () => {
    expect(
      envelope({ status: 1, data: { data: { data: [1] } } }, ["data", "data", "data"]),
    ).toEqual([1]);
  });

  it.each([
    [null, "body is not an object"],
    [[], "body is not an object"],
    [{ status: 0, message: "nope" }, "envelope status is 0: nope"],
    [{ status: "1" }, 'envelope status is "1"'],
    [{ status: 1 }, "body.data is missing"],
    [{ status: 1, data: { data: null } }, "body.data.data is not an object"],
    [{ status: 1, data: [] }, "body.data is not an object"],
  ])("rejects %j", (body, message) => {
    expect(() => envelope(body, ["data", "data", "data"])).toThrow(new DecodeError(message));
  });
});

describe("field decoders", () => {
  const obj = { s: "x", n: 3, z: null, e: "Km", bad: 1 };

  it("read well-typed fields", () => {
    expect(str(obj, "s")).toBe("x");
    expect(num(obj, "n")).toBe(3);
    expect(strOrNull(obj, "z")).toBeNull();
    expect(strOrNull(obj, "missing")).toBeNull();
    expect(oneOf(obj, "e", ["Km", "Miles"])).toBe("Km");
    expect(oneOfOrNull(obj, "z", ["Km"])).toBeNull();
  });

  it("name the field and the value when the type is wrong", () => {
    expect(() => str(obj, "n")).toThrow("field n should be a string, got 3");
    expect(() => num(obj, "s")).toThrow('field s should be a number, got "x"');
    expect(() => num({ n: Number.NaN }, "n")).toThrow(DecodeError);
    expect(() => strOrNull(obj, "bad")).toThrow("field bad should be a string or null, got 1");
    expect(() => oneOf(obj, "e", ["C", "F"])).toThrow(
      'field e should be one of ["C","F"], got "Km"',
    );
  });

  it("listOf decodes each entry and names a bad index", () => {
    expect(listOf([{ s: "a" }, { s: "b" }], "list", (o) => str(o, "s"))).toEqual(["a", "b"]);
    expect(() => listOf({}, "list", (o) => o)).toThrow("list is not a list");
    expect(() => listOf([{}, 3], "list", (o) => o)).toThrow("list[1] is not an object");
  });
});
