import { createHash } from "node:crypto";
import { memberCvt, normaliseCvt, validMember } from "./members";

const member = (overrides: Record<string, unknown> = {}) => ({
  organization_customer_identifier: "1",
  program_customer_identifier: "WFH-DAILY",
  member_status: "OPEN",
  first_name: " Ana ",
  last_name: "García",
  email_address: "Ana@Example.com",
  member_customer_identifier: "WFH7",
  ...overrides,
});

describe("validMember", () => {
  it("accepts a complete open member, trimmed, its email lower-cased", () => {
    expect(validMember(member())).toEqual({
      ...member(),
      first_name: "Ana",
      email_address: "ana@example.com",
    });
    expect(validMember(member({ organization_customer_identifier: 1 }))).toMatchObject({
      organization_customer_identifier: "1",
    });
  });

  it.each([
    ["not an object", "member"],
    ["null", null],
    ["a list", [member()]],
    ["a missing field", member({ last_name: undefined })],
    ["a blank field", member({ first_name: "  " })],
    ["a boolean field", member({ first_name: true })],
    ["a closed status", member({ member_status: "CLOSED" })],
    ["a lower-case status", member({ member_status: "open" })],
    ["an implausible email", member({ email_address: "ana@example" })],
    ["an email with spaces", member({ email_address: "ana garcia@example.com" })],
    ["a 10,000-character name", member({ first_name: "a".repeat(10_000) })],
    ["a NUL", member({ member_customer_identifier: "WFH\u00007" })],
    ["a lone surrogate", member({ last_name: "Garc\ud800a" })],
  ])("refuses %s", (_, value) => {
    expect(validMember(value)).toBeNull();
  });
});

describe("cvt", () => {
  it("is the lowercase hex SHA-256 of program + program + member id", () => {
    const expected = createHash("sha256").update("WFH-DAILYWFH-DAILYWFH7").digest("hex");
    expect(memberCvt("WFH-DAILY", "WFH7")).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it("normalises a well-formed cvt and refuses anything else", () => {
    const cvt = memberCvt("P", "M");
    expect(normaliseCvt(` ${cvt.toUpperCase()} `)).toBe(cvt);
    for (const bad of [null, "", "abc", `${cvt}0`, cvt.replace(/^./, "g")])
      expect(normaliseCvt(bad)).toBeNull();
  });
});
