import {
  isTitle,
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidPhone,
  MESSAGES,
  nameProblem,
  normaliseEmail,
  titleIndex,
} from "./account-rules";

describe("account rules", () => {
  it("accepts standard emails and refuses the rest", () => {
    expect(isValidEmail("ana.garcia+trips@mail.example.com")).toBe(true);
    for (const bad of ["", "ana", "ana@", "@x.com", "a b@x.com", "a@x", "<a>@x.com", "a@@x.com"])
      expect(isValidEmail(bad)).toBe(false);
    expect(isValidEmail(`${"a".repeat(250)}@x.com`)).toBe(false);
  });

  it("normalises emails for lookup", () => {
    expect(normaliseEmail("  Ana@Example.COM ")).toBe("ana@example.com");
  });

  it("accepts names in any script with ' - . and refuses markup and digits", () => {
    for (const good of ["Ana", "García", "O'Neil", "Jean-Luc", "St. John", "Zoë", "Łukasz", "李"])
      expect(isValidName(good)).toBe(true);
    // the typographic apostrophe, as the web app's name pattern allows
    expect(isValidName("D’Arcy")).toBe(true);
    for (const bad of ["<b>x</b>", "R2D2", " Ana", "-Ana", "a/b", "😀"])
      expect(isValidName(bad)).toBe(false);
  });

  it("names the name problem", () => {
    expect(nameProblem("", "First Name")).toBe(MESSAGES.firstName);
    expect(nameProblem("", "Last Name")).toBe(MESSAGES.lastName);
    expect(nameProblem("a".repeat(51), "First Name")).toBe(
      "First Name must be 50 characters at most",
    );
    expect(nameProblem("a".repeat(50), "First Name")).toBeNull();
    // characters, not UTF-16 units: 50 letters outside the Basic Multilingual Plane fit
    expect(nameProblem("𠜎".repeat(50), "First Name")).toBeNull();
    expect(nameProblem("𠜎".repeat(51), "First Name")).toBe(
      "First Name must be 50 characters at most",
    );
    expect(nameProblem("<x>", "Last Name")).toBe(
      "Last Name may contain only letters, spaces, ' - and .",
    );
  });

  it("requires lower, upper, digit and special in at most 13 characters", () => {
    expect(isValidPassword("Traveller#1")).toBe(true);
    expect(isValidPassword("Aa1!")).toBe(true);
    expect(isValidPassword("Traveller#12345")).toBe(false);
    expect(isValidPassword("traveller#1")).toBe(false);
    expect(isValidPassword("TRAVELLER#1")).toBe(false);
    expect(isValidPassword("Traveller#")).toBe(false);
    expect(isValidPassword("Traveller11")).toBe(false);
  });

  it("knows the titles and their 1-based index", () => {
    expect(isTitle("Mr")).toBe(true);
    expect(isTitle("Dr")).toBe(false);
    expect(isTitle("mr")).toBe(false);
    expect([titleIndex("Miss"), titleIndex("Mr"), titleIndex("Mrs")]).toEqual([1, 2, 3]);
  });

  it("allows an empty phone or up to 15 digits", () => {
    expect(isValidPhone("")).toBe(true);
    expect(isValidPhone("5551234567")).toBe(true);
    expect(isValidPhone("1".repeat(15))).toBe(true);
    expect(isValidPhone("1".repeat(16))).toBe(false);
    expect(isValidPhone("555-1234")).toBe(false);
  });
});
