// Query.campaigns / referrals / referralActions / loyalty and Mutation.buildReferralLink over
// the mocked upstream: the session token forwarded, paging, loaders, signed-out and failures.
import { http } from "msw";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { accountsDb, referralDb } from "../../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { useUpstreamMock } from "../../testing/upstream-mock";

const upstream = useUpstreamMock();
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ upstreamTimeoutMs: 300 });
});
afterAll(() => gateway.close());
afterEach(() => gateway.clearLogs());

function session(userId = 7, token = `tok-referral-${userId}`) {
  accountsDb.sessions[token] = userId;
  return { authorization: `Bearer ${token}` };
}

async function query(
  text: string,
  headers: Record<string, string> = {},
  variables?: Record<string, unknown>,
) {
  const result = await gateway.graphql(text, { headers, variables });
  expect(result.body.errors).toBeUndefined();
  return result.body.data ?? {};
}

const CAMPAIGN = "id name campaignType description landingUrl referralCode startDate endDate";
const PAGE =
  "count page perPage totalPages items { id firstName lastName maskedEmail status credit currencyCode referredAt }";

describe("Query.campaigns", () => {
  it("lists Promotion campaigns by default, with the session token", async () => {
    const auth = session();
    const data = await query(`{ campaigns { ${CAMPAIGN} } }`, auth);
    expect(data.campaigns).toEqual([
      {
        id: "21",
        name: "Summer sale",
        campaignType: "Promotion",
        description: "What campaign 21 gives",
        landingUrl: "https://promo.test/summer?utm_source=app#top",
        referralCode: "SUMMER26",
        startDate: "2026-01-01",
        endDate: "2026-09-30",
      },
      expect.objectContaining({ id: "22", landingUrl: null, endDate: null }),
    ]);
    expect(referralDb.received).toEqual([
      {
        path: "/api/referral/getCampaignList?campaign_type=Promotion",
        body: {},
        authorization: auth.authorization,
      },
    ]);
  });

  it("asks once per type in one request", async () => {
    const data = await query(
      `{ a: campaigns { id } b: campaigns(campaignType: "Promotion") { id }
         c: campaigns(campaignType: "Referral") { id } d: campaigns(campaignType: "Cashback") { id } }`,
      session(),
    );
    expect(data).toEqual({
      a: [{ id: "21" }, { id: "22" }],
      b: [{ id: "21" }, { id: "22" }],
      c: [{ id: "11" }, { id: "12" }],
      d: [{ id: "31" }],
    });
    expect(upstream.calls()["GET /api/referral/getCampaignList"]).toBe(3);
  });

  it("is empty when signed out, for a bad type, or when the upstream fails (logged)", async () => {
    expect(await query("{ campaigns { id } }")).toEqual({ campaigns: [] });
    expect(await query('{ campaigns(campaignType: "<x>") { id } }', session())).toEqual({
      campaigns: [],
    });
    expect(upstream.calls()["GET /api/referral/getCampaignList"]).toBeUndefined();
    upstream.server.use(
      http.get(
        `${TEST_UPSTREAM_URL}/api/referral/getCampaignList`,
        () => new Response("", { status: 500 }),
      ),
    );
    const result = await gateway.graphql("{ campaigns { id } }", { headers: session() });
    expect(result.body).toEqual({ data: { campaigns: [] } });
    expect(gateway.logs()).toContainEqual(
      expect.objectContaining({
        level: "warn",
        requestId: result.headers.get("x-request-id"),
        upstreamPath: "/api/referral/getCampaignList?campaign_type=Promotion",
        upstreamStatus: 500,
      }),
    );
  });
});

describe("Query.referrals", () => {
  const REFERRALS = `query R($program: ID!, $page: Int) { referrals(program: $program, page: $page) { ${PAGE} } }`;

  it("pages 23 referrals five at a time: 5, 5, 5, 5, 3", async () => {
    const auth = session();
    const sizes: number[] = [];
    const ids: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const { referrals } = (await query(REFERRALS, auth, { program: "11", page })) as {
        referrals: {
          count: number;
          page: number;
          perPage: number;
          totalPages: number;
          items: { id: string }[];
        };
      };
      expect(referrals).toMatchObject({ count: 23, page, perPage: 5, totalPages: 5 });
      sizes.push(referrals.items.length);
      ids.push(...referrals.items.map((i) => i.id));
    }
    expect(sizes).toEqual([5, 5, 5, 5, 3]);
    expect(new Set(ids).size).toBe(23);
    expect(referralDb.received.map((r) => r.path)).toEqual(
      [1, 2, 3, 4, 5].map((p) => `/api/referral/getReferralList?program=11&per_page=5&page=${p}`),
    );
    expect(referralDb.received.every((r) => r.authorization === auth.authorization)).toBe(true);
  });

  it("maps the newest referral first, email masked and credit as a number", async () => {
    const data = (await query(REFERRALS, session(), { program: "11" })) as {
      referrals: { items: unknown[] };
    };
    expect(data.referrals.items[0]).toEqual({
      id: "122",
      firstName: "Friend23",
      lastName: "Number23",
      maskedEmail: "f***@example.com",
      status: "PENDING",
      credit: 0,
      currencyCode: "USD",
      referredAt: "2026-01-24T00:00:00.000Z",
    });
    const page = (await query(REFERRALS, session(), { program: "11", page: 5 })) as {
      referrals: { items: { credit: number }[] };
    };
    expect(page.referrals.items.map((i) => i.credit)).toEqual([12.5, 0, 0]);
  });

  it("answers past the end with an empty page and the right totals", async () => {
    expect(await query(REFERRALS, session(), { program: "11", page: 9 })).toEqual({
      referrals: { count: 23, page: 9, perPage: 5, totalPages: 5, items: [] },
    });
  });

  it("asks once for the same page in one request", async () => {
    await query(
      `{ a: referrals(program: "11") { count } b: referrals(program: "11", page: 1) { count }
         c: referrals(program: "12") { count } }`,
      session(),
    );
    expect(upstream.calls()["GET /api/referral/getReferralList"]).toBe(2);
  });

  it("is an empty page when signed out, for a bad programme, or on failure", async () => {
    const empty = (page: number) => ({
      referrals: { count: 0, page, perPage: 5, totalPages: 0, items: [] },
    });
    expect(await query(REFERRALS, {}, { program: "11", page: 2 })).toEqual(empty(2));
    expect(await query(REFERRALS, session(), { program: "abc" })).toEqual(empty(1));
    expect(upstream.calls()).toEqual({});
    upstream.server.use(
      http.get(
        `${TEST_UPSTREAM_URL}/api/referral/getReferralList`,
        () => new Promise<never>(() => {}),
      ),
    );
    expect(await query(REFERRALS, session(), { program: "11", page: 0 })).toEqual(empty(1));
    expect(gateway.logs()).toContainEqual(
      expect.objectContaining({ level: "warn", errorKind: "timeout" }),
    );
  });
});

describe("Query.referralActions", () => {
  const ACTIONS = "{ referralActions { id action description points occurredAt } }";

  it("lists the viewer's own actions (member = their user id)", async () => {
    const data = (await query(ACTIONS, session())) as { referralActions: unknown[] };
    expect(data.referralActions).toHaveLength(6);
    expect(data.referralActions[0]).toEqual({
      id: "300",
      action: "SIGN_UP",
      description: "Action 1",
      points: 10,
      occurredAt: "2026-02-10T00:00:00.000Z",
    });
    expect(referralDb.received.map((r) => r.path)).toEqual([
      "/api/referral/getActionsList?member=7",
    ]);
  });

  it("is empty for someone without actions, signed out, or on failure", async () => {
    expect(await query(ACTIONS, session(8))).toEqual({ referralActions: [] });
    expect(await query(ACTIONS)).toEqual({ referralActions: [] });
    upstream.server.use(
      http.get(`${TEST_UPSTREAM_URL}/api/referral/getActionsList`, () => new Response("{oops")),
    );
    expect(await query(ACTIONS, session())).toEqual({ referralActions: [] });
  });
});

describe("Query.loyalty", () => {
  const LOYALTY = `{ loyalty { enabled startDate endDate
    rewards { points credit currencyCode tier }
    promotions { id name campaignType landingUrl referralCode } } }`;

  it("gives the state with the traveller's rewards when signed in", async () => {
    const auth = session();
    expect(await query(LOYALTY, auth)).toEqual({
      loyalty: {
        enabled: true,
        startDate: "2026-01-01",
        endDate: "2099-12-31",
        rewards: { points: 1200, credit: 25.5, currencyCode: "USD", tier: "Silver" },
        promotions: [
          {
            id: "21",
            name: "Summer sale",
            campaignType: "Promotion",
            landingUrl: "https://promo.test/summer?utm_source=app#top",
            referralCode: "SUMMER26",
          },
          expect.objectContaining({ id: "22", landingUrl: null }),
        ],
      },
    });
    expect(referralDb.received[0]?.authorization).toBe(auth.authorization);
  });

  it("gives the state without rewards when signed out (no token sent)", async () => {
    const data = (await query(LOYALTY, { cookie: "session=tok-unknown" })) as {
      loyalty: { enabled: boolean; rewards: unknown; promotions: unknown[] };
    };
    expect(data.loyalty).toMatchObject({ enabled: true, rewards: null });
    expect(data.loyalty.promotions).toHaveLength(2);
    expect(referralDb.received[0]?.authorization).toBeNull();
  });

  it("is off and empty when the upstream fails", async () => {
    upstream.server.use(
      http.get(`${TEST_UPSTREAM_URL}/api/referral/getLoyaltyState`, () => Response.error()),
    );
    expect(await query(LOYALTY, session())).toEqual({
      loyalty: { enabled: false, startDate: null, endDate: null, rewards: null, promotions: [] },
    });
  });
});

describe("Mutation.buildReferralLink", () => {
  const BUILD = `mutation B($input: ReferralLinkInput!) {
    buildReferralLink(input: $input) { url errors { field code message } } }`;
  const build = async (
    input: Record<string, unknown>,
    headers: Record<string, string> = session(),
  ) =>
    (
      (await query(BUILD, headers, { input })) as {
        buildReferralLink: { url: string | null; errors: unknown[] };
      }
    ).buildReferralLink;

  it("uses PUBLIC_SITE_URL first, with the member's code for the first promotion", async () => {
    expect(await build({ currentPage: "https://elsewhere.test/x" })).toEqual({
      url: "https://travel.test/?referral_code=SUMMER26-M7&referral_name=Zo%C3%AB+O%27Brien&referral_org=42",
      errors: [],
    });
  });

  describe("without PUBLIC_SITE_URL", () => {
    let noSite: TestGateway;
    beforeAll(async () => {
      noSite = await startTestGateway({ publicSiteUrl: null });
    });
    afterAll(() => noSite.close());
    const buildHere = async (input: Record<string, unknown>) => {
      const { body } = await noSite.graphql(BUILD, { headers: session(), variables: { input } });
      return body.data?.buildReferralLink as { url: string | null; errors: unknown[] };
    };

    it("falls back to the promotion's landing URL, keeping its parameters", async () => {
      expect(await buildHere({ promotionId: "21", redirect: "/hotels?city=Paris" })).toEqual({
        url:
          "https://promo.test/summer?utm_source=app&referral_code=SUMMER26-M7" +
          "&referral_name=Zo%C3%AB+O%27Brien&referral_org=42&redirect=%2Fhotels%3Fcity%3DParis#top",
        errors: [],
      });
    });

    it("then to the current page, encoding names with spaces, & and unicode", async () => {
      accountsDb.accounts[0]!.first_name = "Zoë Anne";
      accountsDb.accounts[0]!.last_name = "Smith & Sons 日本";
      const { url, errors } = await buildHere({
        promotionId: "22",
        currentPage: "https://travel.example.com/referral/programs?tab=2",
      });
      expect(errors).toEqual([]);
      expect(url).toBe(
        "https://travel.example.com/referral/programs?tab=2&referral_code=WINTER26-M7" +
          "&referral_name=Zo%C3%AB+Anne+Smith+%26+Sons+%E6%97%A5%E6%9C%AC&referral_org=42",
      );
      expect(Object.fromEntries(new URL(url!).searchParams)).toEqual({
        tab: "2",
        referral_code: "WINTER26-M7",
        referral_name: "Zoë Anne Smith & Sons 日本",
        referral_org: "42",
      });
    });

    it("refuses a current page that is not an absolute http(s) URL", async () => {
      for (const currentPage of ["/referral/programs", "javascript:alert(1)", undefined]) {
        const result = await buildHere({ promotionId: "22", currentPage });
        expect(result).toEqual({
          url: null,
          errors: [
            {
              field: "currentPage",
              code: currentPage ? "INVALID_URL" : "REQUIRED",
              message: expect.any(String),
            },
          ],
        });
      }
    });
  });

  it("refuses an unknown promotion", async () => {
    expect(await build({ promotionId: "11" })).toEqual({
      url: null,
      errors: [{ field: "promotionId", code: "PROMOTION_NOT_FOUND", message: expect.any(String) }],
    });
  });

  it("needs a signed-in traveller, calling nothing but the login check", async () => {
    expect(await build({ currentPage: "https://travel.test" }, { cookie: "session=nope" })).toEqual(
      {
        url: null,
        errors: [{ field: null, code: "SIGN_IN_REQUIRED", message: expect.any(String) }],
      },
    );
    expect(await build({}, {})).toMatchObject({
      url: null,
      errors: [{ code: "SIGN_IN_REQUIRED" }],
    });
    expect(upstream.calls()).toEqual({ "POST /api/auth/checkLogin": 1 });
  });

  it("reports an upstream failure calmly (logged)", async () => {
    upstream.server.use(
      http.get(`${TEST_UPSTREAM_URL}/api/referral/getCampaignList`, () => Response.error()),
    );
    expect(await build({})).toEqual({
      url: null,
      errors: [{ field: null, code: "UPSTREAM_UNAVAILABLE", message: expect.any(String) }],
    });
    expect(gateway.logs()).toContainEqual(
      expect.objectContaining({ level: "warn", errorKind: "unavailable" }),
    );
  });

  it("refuses a redirect that is not a path of this site, calling nothing for a code", async () => {
    for (const redirect of ["https://evil.test/", "//evil.test", "/\\evil.test", "promotions"]) {
      expect(await build({ redirect })).toEqual({
        url: null,
        errors: [{ field: "redirect", code: "INVALID_URL", message: expect.any(String) }],
      });
    }
    expect(upstream.calls()["POST /api/referral/getReferralCode"]).toBeUndefined();
  });

  it("asks the upstream for the member's code of the chosen promotion, with their token", async () => {
    expect((await build({ promotionId: "22" })).url).toContain("referral_code=WINTER26-M7");
    expect(upstream.calls()["POST /api/referral/getReferralCode"]).toBe(1);
  });

  it("reports a failed code request calmly", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/referral/getReferralCode`, () => Response.error()),
    );
    expect(await build({})).toEqual({
      url: null,
      errors: [{ field: null, code: "UPSTREAM_UNAVAILABLE", message: expect.any(String) }],
    });
  });

  it("shares the promotions with campaigns in the same request", async () => {
    const data = await query(`mutation { buildReferralLink(input: {}) { url } }`, session());
    expect(data.buildReferralLink).toEqual({
      url: expect.stringContaining("referral_code=SUMMER26"),
    });
    const both = await gateway.graphql(`query { campaigns { id } loyalty { enabled } }`, {
      headers: session(),
    });
    expect(both.body.errors).toBeUndefined();
    expect(upstream.calls()["GET /api/referral/getCampaignList"]).toBe(2);
  });
});
