/**
 * Savings membership and referrals through the real gateway and the real upstream (with its
 * embedded savings provider), signed in as the demo traveller with a bearer token: the daily
 * savings flow with the provider in each mode, a new member saved once when two flows start at
 * the same moment, the director page, and the referral list paged five at a time. A counting
 * proxy between the gateway and the upstream measures the upstream calls of each flow.
 */
import { createHash } from "node:crypto";
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import { startCountingProxy, type CountingProxy } from "../support/counting-proxy";
import {
  graphqlAt,
  startTestGateway,
  startTestUpstream,
  type GraphQLResponse,
} from "../support/stack";

let upstream: RunningUpstream;
let proxy: CountingProxy;
let gateway: RunningGateway;
let logs: string[] = [];
let auth: Record<string, string>;

const PROGRAM = "WFH-DAILY";

beforeAll(async () => {
  upstream = await startTestUpstream("savings", {
    outboxEnabled: true,
    savingsProviderUrl: undefined,
    savingsProviderTimeoutMs: 500,
    savingsProgramId: PROGRAM,
  });
  proxy = await startCountingProxy(upstream.url);
  gateway = await startTestGateway(
    proxy.url,
    {
      UPSTREAM_TIMEOUT_MS: "3000",
      // This file fails the provider on purpose and counts every flow's upstream calls: a
      // breaker that never opens (the upstream's 502s would open /api/savings's otherwise).
      UPSTREAM_BREAKER_MIN_RPS: "100000",
      LOG_LEVEL: "info",
      SAVINGS_SITE_URL: `${upstream.url}/savings-provider`,
      SAVINGS_PROGRAM_ID: PROGRAM,
      SAVINGS_MEMBER_PREFIX: "WFH",
    },
    { logSink: (line) => logs.push(line) },
  );
  const signIn = await graphql<{ signIn: { token: string | null; errors: unknown[] } }>(
    `
      mutation ($input: SignInInput!) {
        signIn(input: $input) {
          token
          errors {
            code
          }
        }
      }
    `,
    { input: { email: "traveller@example.com", password: "Traveller#1", tokenDelivery: "BEARER" } },
  );
  expect(signIn.body.data.signIn.errors).toEqual([]);
  auth = { authorization: `Bearer ${signIn.body.data.signIn.token}` };
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await upstream?.close();
});

beforeEach(() => {
  proxy.reset();
  logs = [];
});

const send = graphqlAt(() => gateway.url);

/** An operation that must not fail as a whole; returns its data and the gateway's request id. */
async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ body: GraphQLResponse<T>; requestId: string | null }> {
  const { body, res } = await send<T>(query, variables, headers);
  expect(body.errors).toBeUndefined();
  return { body, requestId: res.headers.get("x-request-id") };
}

interface DailySavings {
  signInRequired: boolean;
  isNew: boolean;
  redirect: string;
  errors: unknown[];
}
const START = "mutation { startDailySavings { signInRequired isNew redirect errors { code } } }";
const JOIN = "mutation { joinSavings { status isNew errors { code } } }";

const startDailySavings = async (headers = auth) =>
  (await graphql<{ startDailySavings: DailySavings }>(START, {}, headers)).body.data
    .startDailySavings;

async function providerMode(mode: string) {
  const res = await fetch(`${upstream.url}/savings-provider/_control`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode }),
  });
  expect(res.status).toBe(200);
}

async function travellerId(): Promise<number> {
  const rows = await upstream.db.query<{ account_id: number }>(
    "SELECT account_id FROM accounts WHERE email = $1",
    ["traveller@example.com"],
  );
  return rows[0]!.account_id;
}

/** The savings calls the upstream received since the last reset. */
const savingsCalls = () =>
  Object.fromEntries(Object.entries(proxy.counts()).filter(([key]) => key.includes("/savings/")));

test("signed out, the flow asks for sign-in and calls no savings endpoint", async () => {
  expect(await startDailySavings({})).toEqual({
    signInRequired: true,
    isNew: true,
    redirect: "action:showSignin",
    errors: [],
  });
  expect(savingsCalls()).toEqual({});
});

describe.each(["fail", "hang", "garbage", "count0", "count2"])(
  "with the provider in mode %s",
  (mode) => {
    beforeAll(() => providerMode(mode));
    afterAll(() => providerMode("ok"));

    test("both variants answer new with no redirect or message, save nothing, and log", async () => {
      expect(await startDailySavings()).toEqual({
        signInRequired: false,
        isNew: true,
        redirect: "",
        errors: [],
      });
      const join = await graphql<{ joinSavings: unknown }>(JOIN, {}, auth);
      expect(join.body.data.joinSavings).toEqual({ status: "FAILED", isNew: true, errors: [] });
      expect(savingsCalls()).toEqual({
        "POST /api/savings/getMember": 2,
        "POST /api/savings/savingsCode": 2,
      });
      const failures = logs
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg === "daily savings flow failed");
      expect(failures).toEqual([
        expect.objectContaining({
          level: "warn",
          variant: "startDailySavings",
          step: "savingsCode",
        }),
        expect.objectContaining({
          level: "warn",
          variant: "joinSavings",
          step: "savingsCode",
          requestId: join.requestId,
        }),
      ]);
      const saved = await upstream.db.query("SELECT 1 FROM savings_members WHERE user_id = $1", [
        await travellerId(),
      ]);
      expect(saved).toEqual([]);
    });
  },
);

describe("with the provider answering normally", () => {
  let director = "";

  test("two flows started at the same moment save the new member once", async () => {
    const [a, b] = await Promise.all([startDailySavings(), startDailySavings()]);
    const memberid = `WFH${await travellerId()}`;
    const cvt = createHash("sha256").update(`${PROGRAM}${PROGRAM}${memberid}`).digest("hex");
    director = `${upstream.url}/savings-provider/director?cvt=${cvt}`;
    expect(a).toEqual({ signInRequired: false, isNew: true, redirect: director, errors: [] });
    expect(b).toEqual(a);
    // the measured upstream calls of the two simultaneous flows; the site config is public and
    // may already sit in the gateway's shared cache from an earlier test (then no call at all)
    const { "POST /api/general/getSiteConfig": siteConfigCalls = 0, ...calls } = proxy.counts();
    expect(siteConfigCalls).toBeLessThanOrEqual(1);
    expect(calls).toEqual({
      "POST /api/auth/checkLogin": 2,
      "POST /api/savings/getMember": 1,
      "POST /api/savings/savingsCode": 1,
      "POST /api/savings/setMember": 1,
    });
    const rows = await upstream.db.query<{ memberid: string }>(
      "SELECT memberid FROM savings_members WHERE user_id = $1",
      [await travellerId()],
    );
    expect(rows).toEqual([{ memberid }]);
    const provider = await upstream.db.query(
      `SELECT organization_customer_identifier, program_customer_identifier, member_status,
              email_address, cvt FROM savings_provider_members WHERE member_customer_identifier = $1`,
      [memberid],
    );
    expect(provider).toEqual([
      expect.objectContaining({
        program_customer_identifier: PROGRAM,
        member_status: "OPEN",
        email_address: "traveller@example.com",
        cvt,
      }),
    ]);
  });

  test("the next flow answers not new with the director page, calling getMember only", async () => {
    expect(await startDailySavings()).toEqual({
      signInRequired: false,
      isNew: false,
      redirect: director,
      errors: [],
    });
    expect(proxy.counts()).toEqual({
      "POST /api/auth/checkLogin": 1,
      "POST /api/savings/getMember": 1,
    });
    const join = await graphql<{ joinSavings: unknown }>(JOIN, {}, auth);
    expect(join.body.data.joinSavings).toEqual({
      status: "ALREADY_MEMBER",
      isNew: false,
      errors: [],
    });
  });

  test("the director URL shows the member's welcome page", async () => {
    const res = await fetch(director);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toContain("<h1>Today's savings</h1>");
    const [me] = await upstream.db.query<{ first_name: string; last_name: string }>(
      "SELECT first_name, last_name FROM accounts WHERE account_id = $1",
      [await travellerId()],
    );
    expect(page).toContain(`Welcome, ${me!.first_name} ${me!.last_name}!`);
    const unknown = await fetch(director.replace(/cvt=[0-9a-f]{4}/, "cvt=0000"));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("We could not recognise your membership");
  });
});

test("the referral programme with 23 referrals pages 5, 5, 5, 5, 3", async () => {
  const { body } = await graphql<{ campaigns: { id: string; name: string }[] }>(
    `
      {
        campaigns(campaignType: "Referral") {
          id
          name
        }
      }
    `,
    {},
    auth,
  );
  expect(body.data.campaigns.length).toBeGreaterThanOrEqual(2);
  const PAGE = `query ($program: ID!, $page: Int) { referrals(program: $program, page: $page) {
    count page perPage totalPages items { id maskedEmail } } }`;
  interface Page {
    referrals: {
      count: number;
      page: number;
      perPage: number;
      totalPages: number;
      items: { id: string; maskedEmail: string }[];
    };
  }
  const counts = await Promise.all(
    body.data.campaigns.map(
      async (c) => (await graphql<Page>(PAGE, { program: c.id }, auth)).body.data.referrals.count,
    ),
  );
  const program = body.data.campaigns[counts.indexOf(23)];
  expect(program).toBeDefined();
  proxy.reset();
  const sizes: number[] = [];
  const ids = new Set<string>();
  for (let page = 1; page <= 5; page++) {
    const { referrals } = (await graphql<Page>(PAGE, { program: program!.id, page }, auth)).body
      .data;
    expect(referrals).toMatchObject({ count: 23, page, perPage: 5, totalPages: 5 });
    for (const item of referrals.items) {
      ids.add(item.id);
      expect(item.maskedEmail).toMatch(/^.\*\*\*@/);
    }
    sizes.push(referrals.items.length);
  }
  expect(sizes).toEqual([5, 5, 5, 5, 3]);
  expect(ids.size).toBe(23);
  expect(proxy.counts()).toEqual({
    "POST /api/auth/checkLogin": 5,
    "GET /api/referral/getReferralList": 5,
  });
});

test("loyalty, actions and the referral link for the signed-in traveller", async () => {
  const { body } = await graphql<{
    loyalty: { enabled: boolean; rewards: unknown; promotions: { id: string }[] };
    referralActions: unknown[];
    buildReferralLink: { url: string | null; errors: unknown[] };
  }>(
    `
      mutation {
        buildReferralLink(
          input: { currentPage: "http://localhost:4000/referral/programs", redirect: "/hotels" }
        ) {
          url
          errors {
            code
          }
        }
      }
    `,
    {},
    auth,
  );
  expect(body.data.buildReferralLink.errors).toEqual([]);
  const link = new URL(body.data.buildReferralLink.url!);
  expect(link.searchParams.get("referral_code")).toEqual(expect.any(String));
  expect(link.searchParams.get("redirect")).toBe("/hotels");
  expect(Number(link.searchParams.get("referral_org"))).toBeGreaterThan(0);

  const state = await graphql<{
    loyalty: { enabled: boolean; rewards: { points: number } | null; promotions: unknown[] };
    referralActions: unknown[];
  }>(
    "{ loyalty { enabled rewards { points } promotions { id } } referralActions { id } }",
    {},
    auth,
  );
  expect(state.body.data.loyalty.enabled).toBe(true);
  expect(state.body.data.loyalty.rewards).not.toBeNull();
  expect(state.body.data.referralActions.length).toBeGreaterThanOrEqual(6);
  const signedOut = await graphql<{ loyalty: { rewards: unknown } }>(
    "{ loyalty { rewards { points } } }",
  );
  expect(signedOut.body.data.loyalty.rewards).toBeNull();
});
