// Mutation.startDailySavings and Mutation.joinSavings over the mocked upstream: every branch,
// the provider failing at each step, the session token forwarded, one flow per user at a time.
import { http } from "msw";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import type { SavingsFault } from "../../testing/savings-db";
import { accountsDb, savingsDb } from "../../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { useUpstreamMock } from "../../testing/upstream-mock";

const upstream = useUpstreamMock();
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ upstreamTimeoutMs: 300 });
});
afterAll(() => gateway.close());
afterEach(() => gateway.clearLogs());

const START = "mutation { startDailySavings { signInRequired isNew redirect errors { code } } }";
const JOIN = "mutation { joinSavings { status isNew errors { code } } }";

// printf '%s' 'WFH-DAILYWFH-DAILYWFH7' | sha256sum
const CVT_WFH7 = "fd99f099c20af3cdbcaad269bd9694452448a2c30c1f13ed75ca5c2d4fb0d250";
const DIRECTOR = `https://savings.test/site/director?cvt=${CVT_WFH7}`;

function session(userId = 7, token = `tok-savings-${userId}`) {
  accountsDb.sessions[token] = userId;
  return token;
}

async function run(query: string, headers: Record<string, string> = {}) {
  const result = await gateway.graphql(query, { headers });
  expect(result.body.errors).toBeUndefined();
  return {
    payload: Object.values(result.body.data ?? {})[0] as Record<string, unknown>,
    requestId: result.headers.get("x-request-id"),
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const savingsCalls = () => {
  const all = upstream.calls();
  return Object.fromEntries(Object.entries(all).filter(([key]) => key.includes("/api/savings/")));
};
const ONE_OF_EACH = {
  "POST /api/savings/getMember": 1,
  "POST /api/savings/savingsCode": 1,
  "POST /api/savings/setMember": 1,
};

describe("signed out", () => {
  it("asks for sign-in (action:showSignin) and calls nothing upstream", async () => {
    expect((await run(START)).payload).toEqual({
      signInRequired: true,
      isNew: true,
      redirect: "action:showSignin",
      errors: [],
    });
    expect((await run(JOIN)).payload).toEqual({
      status: "SIGN_IN_REQUIRED",
      isNew: true,
      errors: [],
    });
    expect(upstream.calls()).toEqual({});
  });

  it("asks for sign-in when the session has expired, calling no savings endpoint", async () => {
    expect((await run(START, { cookie: "session=tok-expired" })).payload).toMatchObject({
      signInRequired: true,
      redirect: "action:showSignin",
    });
    expect(savingsCalls()).toEqual({});
  });
});

describe("startDailySavings", () => {
  it("registers a new member once, then sends the member to the director page", async () => {
    const token = session();
    expect((await run(START, bearer(token))).payload).toEqual({
      signInRequired: false,
      isNew: true,
      redirect: DIRECTOR,
      errors: [],
    });
    expect(savingsCalls()).toEqual(ONE_OF_EACH);
    const member = { email: "zoe@example.com", userId: 7, memberid: "WFH7" };
    expect(savingsDb.received).toEqual([
      { path: "/api/savings/getMember", body: member, authorization: `Bearer ${token}` },
      {
        path: "/api/savings/savingsCode",
        body: {
          reqSaving: {
            members: [
              {
                organization_customer_identifier: "42",
                program_customer_identifier: "WFH-DAILY",
                member_status: "OPEN",
                first_name: "Zoë",
                last_name: "O'Brien",
                email_address: "zoe@example.com",
                member_customer_identifier: "WFH7",
              },
            ],
          },
        },
        authorization: `Bearer ${token}`,
      },
      { path: "/api/savings/setMember", body: member, authorization: `Bearer ${token}` },
    ]);
    expect(savingsDb.members).toEqual([{ ...member, created_at: expect.any(String) }]);

    savingsDb.received = [];
    expect((await run(START, { cookie: `session=${token}` })).payload).toEqual({
      signInRequired: false,
      isNew: false,
      redirect: DIRECTOR,
      errors: [],
    });
    expect(savingsDb.received.map((r) => r.path)).toEqual(["/api/savings/getMember"]);
  });

  it("goes on to the import when getMember answers a code other than 200", async () => {
    // spec: getMember's code 200 means the member exists; any other code means not a member
    savingsDb.faults.getMember = "code500";
    expect((await run(START, bearer(session()))).payload).toMatchObject({
      isNew: true,
      redirect: DIRECTOR,
    });
    expect(savingsCalls()).toEqual(ONE_OF_EACH);
  });

  it("uses the configured site, programme and prefix", async () => {
    const other = await startTestGateway({
      savingsSiteUrl: "https://deals.example.com/base",
      savingsProgramId: "ACME",
      savingsMemberPrefix: "AC-",
      siteApiKey: "test-site-key",
    });
    try {
      const { body } = await other.graphql(START, { headers: bearer(session()) });
      // printf '%s' 'ACMEACMEAC-7' | sha256sum
      const cvt = "365f67f667ba15a4155e7a2bd4e0882ac7eb776ef33008f3a4ae68968338a6db";
      expect(body.data?.startDailySavings).toMatchObject({
        redirect: `https://deals.example.com/base/director?cvt=${cvt}`,
      });
      expect(savingsDb.received[0]?.body).toMatchObject({ memberid: "AC-7" });
      expect(savingsDb.received[1]?.body).toMatchObject({
        reqSaving: { members: [{ program_customer_identifier: "ACME" }] },
      });
    } finally {
      await other.close();
    }
  });
});

describe("joinSavings", () => {
  it("reports JOINED, then ALREADY_MEMBER, without a redirect", async () => {
    const token = session();
    expect((await run(JOIN, bearer(token))).payload).toEqual({
      status: "JOINED",
      isNew: true,
      errors: [],
    });
    expect((await run(JOIN, bearer(token))).payload).toEqual({
      status: "ALREADY_MEMBER",
      isNew: false,
      errors: [],
    });
    expect(savingsDb.members).toHaveLength(1);
  });
});

const FAILURES: [keyof typeof savingsDb.faults, SavingsFault][] = [
  ["getMember", "hang"],
  ["getMember", "500"],
  ["getMember", "garbage"],
  ["savingsCode", "hang"],
  ["savingsCode", "500"],
  ["savingsCode", "garbage"],
  ["savingsCode", "count0"],
  ["savingsCode", "count2"],
  ["setMember", "hang"],
  ["setMember", "500"],
  ["setMember", "garbage"],
  ["setMember", "notOk"],
];

describe.each([
  ["startDailySavings", START, { signInRequired: false, isNew: true, redirect: "", errors: [] }],
  ["joinSavings", JOIN, { status: "FAILED", isNew: true, errors: [] }],
])("%s when the provider fails", (variant, query, failed) => {
  it.each(FAILURES)("at %s (%s): new, no redirect, no message, logged", async (step, fault) => {
    savingsDb.faults[step] = fault;
    const { payload, requestId } = await run(query, bearer(session()));
    expect(payload).toEqual(failed);
    expect(savingsDb.members).toEqual([]);
    const steps = ["getMember", "savingsCode", "setMember"];
    const expectedCalls = Object.fromEntries(
      steps.slice(0, steps.indexOf(step) + 1).map((s) => [`POST /api/savings/${s}`, 1]),
    );
    expect(savingsCalls()).toEqual(expectedCalls);
    expect(gateway.logs()).toContainEqual(
      expect.objectContaining({
        level: "warn",
        msg: "daily savings flow failed",
        requestId,
        variant,
        step,
        userId: 7,
      }),
    );
    expect(gateway.logs().filter((l) => l.level === "error")).toEqual([]);
  });
});

it("fails without importing when the site configuration is unavailable", async () => {
  upstream.server.use(
    http.post(`${TEST_UPSTREAM_URL}/api/general/getSiteConfig`, () => Response.error()),
  );
  expect((await run(START, bearer(session()))).payload).toMatchObject({
    isNew: true,
    redirect: "",
  });
  expect(savingsCalls()).toEqual({ "POST /api/savings/getMember": 1 });
  expect(gateway.logs()).toContainEqual(
    expect.objectContaining({ msg: "daily savings flow failed", step: "siteConfig" }),
  );
});

describe("one flow per user at a time", () => {
  beforeEach(() => {
    savingsDb.delayMs = 60;
  });

  it("saves the member once when the same user starts twice at the same moment", async () => {
    const token = session();
    const [a, b] = await Promise.all([run(START, bearer(token)), run(START, bearer(token))]);
    expect(a.payload).toEqual({
      signInRequired: false,
      isNew: true,
      redirect: DIRECTOR,
      errors: [],
    });
    expect(b.payload).toEqual(a.payload);
    expect(savingsCalls()).toEqual(ONE_OF_EACH);
    expect(savingsDb.members).toHaveLength(1);
    expect(gateway.logs()).toContainEqual(
      expect.objectContaining({ msg: "joined the user's savings flow in progress" }),
    );
  });

  it("shares the flow between the two variants", async () => {
    const token = session();
    const [start, join] = await Promise.all([run(START, bearer(token)), run(JOIN, bearer(token))]);
    expect(start.payload).toMatchObject({ isNew: true, redirect: DIRECTOR });
    expect(join.payload).toEqual({ status: "JOINED", isNew: true, errors: [] });
    expect(savingsCalls()).toEqual(ONE_OF_EACH);
  });

  it("runs separate flows for different users", async () => {
    const [zoe, agent] = await Promise.all([
      run(START, bearer(session(7))),
      run(START, bearer(session(8))),
    ]);
    expect(zoe.payload).toMatchObject({ isNew: true, redirect: DIRECTOR });
    expect(agent.payload).toMatchObject({ isNew: true, redirect: expect.stringContaining("cvt=") });
    expect(agent.payload.redirect).not.toBe(DIRECTOR);
    expect(savingsCalls()).toEqual({
      "POST /api/savings/getMember": 2,
      "POST /api/savings/savingsCode": 2,
      "POST /api/savings/setMember": 2,
    });
    expect(savingsDb.members.map((m) => m.memberid).sort()).toEqual(["WFH7", "WFH8"]);
  });

  it("starts a new flow once the previous one has finished", async () => {
    const token = session();
    await run(START, bearer(token));
    expect((await run(START, bearer(token))).payload).toMatchObject({ isNew: false });
  });
});
