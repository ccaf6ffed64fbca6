// The daily savings flow's pure steps and their chaining, with fake upstream calls.
import { UpstreamBadResponseError, UpstreamTimeoutError } from "../upstream/errors";
import {
  dailySavingsFlow,
  directorPageUrl,
  memberExists,
  memberSaved,
  oneValidMemberReported,
  savingsCvt,
  savingsImportPayload,
  savingsMember,
  savingsMemberId,
  SHOW_SIGN_IN,
  toDailySavingsPayload,
  toJoinSavingsPayload,
  type SavingsCalls,
  type SavingsOutcome,
  type SavingsUser,
} from "./daily-savings";

const SETTINGS = {
  siteUrl: "https://savings.test/site",
  programId: "WFH-DAILY",
  memberPrefix: "WFH",
};
const ZOE: SavingsUser = {
  userId: 42,
  email: "zoe@example.com",
  firstName: "Zoë",
  lastName: "O'Brien",
};
// printf '%s' 'WFH-DAILYWFH-DAILYWFH42' | sha256sum
const CVT_WFH42 = "2f3c156e33262dd3f9e24e663b3c981545f884277abe2f6479241e7c3d07244f";
const DIRECTOR = `https://savings.test/site/director?cvt=${CVT_WFH42}`;

describe("the flow's pure steps", () => {
  it("builds the member id from the prefix and the user id", () => {
    expect(savingsMemberId("WFH", 42)).toBe("WFH42");
    expect(savingsMember(ZOE, SETTINGS)).toEqual({
      email: "zoe@example.com",
      userId: 42,
      memberid: "WFH42",
    });
  });

  it("hashes programme + programme + member id (independent sha256sum vector)", () => {
    expect(savingsCvt("WFH-DAILY", "WFH42")).toBe(CVT_WFH42);
    expect(savingsCvt("WFH-DAILY", "WFH43")).not.toBe(CVT_WFH42);
    expect(savingsCvt("OTHER", "WFH42")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("points the redirect at the savings site's director page", () => {
    expect(directorPageUrl(SETTINGS, "WFH42")).toBe(DIRECTOR);
  });

  it("builds the §3 import payload", () => {
    expect(savingsImportPayload(ZOE, 42, SETTINGS)).toEqual({
      reqSaving: {
        members: [
          {
            organization_customer_identifier: "42",
            program_customer_identifier: "WFH-DAILY",
            member_status: "OPEN",
            first_name: "Zoë",
            last_name: "O'Brien",
            email_address: "zoe@example.com",
            member_customer_identifier: "WFH42",
          },
        ],
      },
    });
    const nameless = savingsImportPayload({ ...ZOE, firstName: null, lastName: null }, 7, SETTINGS);
    expect(nameless.reqSaving.members[0]).toMatchObject({ first_name: "", last_name: "" });
  });

  it("reads the answers exactly as spec §5 says", () => {
    expect(memberExists({ code: 200 })).toBe(true);
    for (const code of [201, 404, 500]) expect(memberExists({ code })).toBe(false);
    expect(oneValidMemberReported({ validMembersCount: 1 })).toBe(true);
    for (const n of [0, 2, -1])
      expect(oneValidMemberReported({ validMembersCount: n })).toBe(false);
    expect(memberSaved({ status: "OK" })).toBe(true);
    for (const status of ["ok", "FAILED", "1"]) expect(memberSaved({ status })).toBe(false);
  });
});

type Fake = { [K in keyof SavingsCalls]: jest.Mock };

function fakeCalls(overrides: Partial<Record<keyof SavingsCalls, () => unknown>> = {}): Fake {
  const mock = (name: keyof SavingsCalls, answer: () => unknown) =>
    jest.fn(async () => (overrides[name] ?? answer)());
  return {
    getMember: mock("getMember", () => ({ code: 404 })),
    organisationId: mock("organisationId", () => 42),
    savingsCode: mock("savingsCode", () => ({ validMembersCount: 1 })),
    setMember: mock("setMember", () => ({ status: "OK" })),
  };
}

const timeout = (path: string) => () => {
  throw new UpstreamTimeoutError(path, 300);
};
const http500 = (path: string) => () => {
  throw new UpstreamBadResponseError(path, 500, "HTTP 500: Internal error");
};
const garbage = (path: string) => () => {
  throw new UpstreamBadResponseError(path, 200, "malformed JSON body");
};

describe("dailySavingsFlow", () => {
  it("asks a signed-out visitor to sign in, calling nothing", async () => {
    const calls = fakeCalls();
    expect(await dailySavingsFlow(null, SETTINGS, calls)).toEqual({ kind: "SIGN_IN_REQUIRED" });
    for (const call of Object.values(calls)) expect(call).not.toHaveBeenCalled();
  });

  it("sends an existing member to the director page without importing", async () => {
    const calls = fakeCalls({ getMember: () => ({ code: 200 }) });
    expect(await dailySavingsFlow(ZOE, SETTINGS, calls)).toEqual({
      kind: "ALREADY_MEMBER",
      redirect: DIRECTOR,
    });
    expect(calls.getMember).toHaveBeenCalledWith({
      email: "zoe@example.com",
      userId: 42,
      memberid: "WFH42",
    });
    expect(calls.savingsCode).not.toHaveBeenCalled();
    expect(calls.setMember).not.toHaveBeenCalled();
  });

  it.each([404, 201, 500])("imports, then saves a new member (getMember code %s)", async (code) => {
    const calls = fakeCalls({ getMember: () => ({ code }) });
    expect(await dailySavingsFlow(ZOE, SETTINGS, calls)).toEqual({
      kind: "JOINED",
      redirect: DIRECTOR,
    });
    expect(calls.savingsCode).toHaveBeenCalledWith(savingsImportPayload(ZOE, 42, SETTINGS));
    expect(calls.setMember).toHaveBeenCalledWith(savingsMember(ZOE, SETTINGS));
  });

  const P = "/api/savings";
  it.each<[string, Partial<Record<keyof SavingsCalls, () => unknown>>, object]>([
    [
      "getMember times out",
      { getMember: timeout(`${P}/getMember`) },
      { step: "getMember", errorKind: "timeout" },
    ],
    [
      "getMember answers 500",
      { getMember: http500(`${P}/getMember`) },
      { step: "getMember", upstreamStatus: 500 },
    ],
    [
      "getMember answers garbage",
      { getMember: garbage(`${P}/getMember`) },
      { step: "getMember", reason: expect.stringContaining("malformed JSON") },
    ],
    ["the organisation is unknown", { organisationId: () => 0 }, { step: "siteConfig" }],
    [
      "savingsCode times out",
      { savingsCode: timeout(`${P}/savingsCode`) },
      { step: "savingsCode", errorKind: "timeout" },
    ],
    [
      "savingsCode answers 500",
      { savingsCode: http500(`${P}/savingsCode`) },
      { step: "savingsCode", upstreamStatus: 500 },
    ],
    [
      "savingsCode answers garbage",
      { savingsCode: garbage(`${P}/savingsCode`) },
      { step: "savingsCode", errorKind: "bad_response" },
    ],
    [
      "no valid member is reported",
      { savingsCode: () => ({ validMembersCount: 0 }) },
      { step: "savingsCode", reason: expect.stringContaining("0 valid members") },
    ],
    [
      "two valid members are reported",
      { savingsCode: () => ({ validMembersCount: 2 }) },
      { step: "savingsCode", reason: expect.stringContaining("2 valid members") },
    ],
    [
      "setMember times out",
      { setMember: timeout(`${P}/setMember`) },
      { step: "setMember", errorKind: "timeout" },
    ],
    [
      "setMember answers 500",
      { setMember: http500(`${P}/setMember`) },
      { step: "setMember", upstreamStatus: 500 },
    ],
    [
      "setMember is not OK",
      { setMember: () => ({ status: "FAILED" }) },
      { step: "setMember", reason: 'setMember answered status "FAILED"' },
    ],
  ])("fails when %s", async (_case, overrides, failure) => {
    const outcome = await dailySavingsFlow(ZOE, SETTINGS, fakeCalls(overrides));
    expect(outcome).toEqual({ kind: "FAILED", failure: expect.objectContaining(failure) });
  });

  it("stops at the first failing step", async () => {
    const calls = fakeCalls({ savingsCode: () => ({ validMembersCount: 2 }) });
    await dailySavingsFlow(ZOE, SETTINGS, calls);
    expect(calls.setMember).not.toHaveBeenCalled();
  });

  it("lets a bug (not an upstream failure) propagate", async () => {
    const calls = fakeCalls({
      getMember: () => {
        throw new TypeError("bug");
      },
    });
    await expect(dailySavingsFlow(ZOE, SETTINGS, calls)).rejects.toThrow(TypeError);
  });
});

describe("the two variants", () => {
  const outcomes: Record<SavingsOutcome["kind"], SavingsOutcome> = {
    SIGN_IN_REQUIRED: { kind: "SIGN_IN_REQUIRED" },
    ALREADY_MEMBER: { kind: "ALREADY_MEMBER", redirect: DIRECTOR },
    JOINED: { kind: "JOINED", redirect: DIRECTOR },
    FAILED: { kind: "FAILED", failure: { step: "getMember", reason: "down" } },
  };

  it("startDailySavings redirects, and gives nothing after a failure", () => {
    expect(toDailySavingsPayload(outcomes.SIGN_IN_REQUIRED)).toEqual({
      signInRequired: true,
      isNew: true,
      redirect: SHOW_SIGN_IN,
      errors: [],
    });
    expect(SHOW_SIGN_IN).toBe("action:showSignin");
    expect(toDailySavingsPayload(outcomes.ALREADY_MEMBER)).toEqual({
      signInRequired: false,
      isNew: false,
      redirect: DIRECTOR,
      errors: [],
    });
    expect(toDailySavingsPayload(outcomes.JOINED)).toEqual({
      signInRequired: false,
      isNew: true,
      redirect: DIRECTOR,
      errors: [],
    });
    expect(toDailySavingsPayload(outcomes.FAILED)).toEqual({
      signInRequired: false,
      isNew: true,
      redirect: "",
      errors: [],
    });
  });

  it("joinSavings reports a status instead", () => {
    expect(Object.values(outcomes).map(toJoinSavingsPayload)).toEqual([
      { status: "SIGN_IN_REQUIRED", isNew: true, errors: [] },
      { status: "ALREADY_MEMBER", isNew: false, errors: [] },
      { status: "JOINED", isNew: true, errors: [] },
      { status: "FAILED", isNew: true, errors: [] },
    ]);
  });
});
