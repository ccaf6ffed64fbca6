import { parsePayload } from "../accounts/payload-fields";
import { parseMemberInput, parseSavingsImport } from "./payloads";

describe("parseMemberInput", () => {
  it("reads the member, lower-casing the email and accepting the id as digits", () => {
    expect(
      parseMemberInput({ email: " Tess@Example.com ", userId: "12", memberid: " WFH12 " }),
    ).toEqual({ email: "tess@example.com", userId: 12, memberid: "WFH12" });
    expect(parseMemberInput({ email: "a@b.co", userId: 3, memberid: "WFH3" }).userId).toBe(3);
  });

  it("names the first bad field", () => {
    const message = (body: Record<string, unknown>) => {
      const parsed = parsePayload(() => parseMemberInput(body));
      return parsed.ok ? null : parsed.message;
    };
    const good = { email: "a@b.co", userId: 3, memberid: "WFH3" };
    expect(message({ ...good, email: null })).toBe("email is required");
    expect(message({ ...good, userId: 0 })).toBe("userId must be a positive integer");
    expect(message({ ...good, userId: Number.MAX_SAFE_INTEGER + 2 })).toBe(
      "userId must be a positive integer",
    );
    expect(message({ ...good, memberid: "" })).toBe("memberid is required");
    expect(message({ ...good, memberid: "W".repeat(101) })).toBe(
      "memberid is too long (100 characters at most)",
    );
  });
});

describe("parseSavingsImport", () => {
  it("keeps the known fields, fills a blank programme and drops the rest", () => {
    expect(
      parseSavingsImport(
        {
          reqSaving: {
            members: [
              {
                organization_customer_identifier: 1,
                program_customer_identifier: " ",
                member_status: "OPEN",
                first_name: " Tess ",
                extra: "dropped",
              },
            ],
          },
        },
        "WFH-DAILY",
      ),
    ).toEqual([
      {
        organization_customer_identifier: "1",
        program_customer_identifier: "WFH-DAILY",
        member_status: "OPEN",
        first_name: "Tess",
      },
    ]);
  });
});
