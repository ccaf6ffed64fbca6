import { newReference, REFERENCE_ALPHABET, REFERENCE_PATTERN } from "./reference";

describe("newReference", () => {
  it("is WH- and 6 characters without look-alikes", () => {
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILO]/);
    for (let i = 0; i < 200; i++) expect(newReference()).toMatch(REFERENCE_PATTERN);
  });

  it("draws each character from the alphabet", () => {
    expect(newReference(() => 0)).toBe("WH-222222");
    const last = REFERENCE_ALPHABET.length - 1;
    expect(newReference(() => last)).toBe("WH-ZZZZZZ");
    let i = 0;
    expect(newReference(() => i++)).toBe("WH-234567");
  });

  it("varies", () => {
    expect(new Set(Array.from({ length: 100 }, () => newReference())).size).toBeGreaterThan(95);
  });
});
