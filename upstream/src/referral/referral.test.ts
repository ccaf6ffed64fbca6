/**
 * Referrals and loyalty over HTTP on a real started upstream (temporary PGlite directory): the
 * seeded campaigns, the demo traveller's 23 referrals paged 5 at a time, actions readable only
 * by their member, the loyalty state with and without a session, and bad query parameters.
 * Every response is checked against openapi.yaml.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { loadOpenApiContract } from "../contract/openapi-contract";
import { startUpstream, type RunningUpstream } from "../index";
import { copyPreparedDatabase } from "../testing/template-data-dir";

const contract = loadOpenApiContract();
const dataDir = mkdtempSync(join(tmpdir(), "upstream-referral-"));
let upstream: RunningUpstream;
let traveller: { token: string; userId: number };
let agent: { token: string; userId: number };
let friendsProgram: number;
let summerProgram: number;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function get(path: string, token?: string): Promise<{ httpStatus: number; json: Json }> {
  const response = await fetch(`${upstream.url}${path}`, {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  const body: unknown = JSON.parse(text);
  const validate = contract.responseValidator("GET", path.split("?")[0] ?? path, response.status);
  if (!validate(body))
    throw new Error(
      `GET ${path} ${response.status} breaks openapi.yaml: ${JSON.stringify(validate.errors)} in ${text}`,
    );
  return { httpStatus: response.status, json: body as Json };
}

async function signIn(email: string, password: string) {
  const response = await fetch(`${upstream.url}/api/signIn`, {
    method: "POST",
    body: JSON.stringify({ jsonSign: { email_id: email, password } }),
  });
  const { result } = (await response.json()) as Json;
  return { token: String(result.token), userId: Number(result.userId) };
}

const campaigns = async (type?: string, token = traveller.token) =>
  (
    await get(
      `/api/referral/getCampaignList${type === undefined ? "" : `?campaign_type=${encodeURIComponent(type)}`}`,
      token,
    )
  ).json.data as Json[];
const referralPage = async (query: string, token = traveller.token) =>
  get(`/api/referral/getReferralList?${query}`, token);

beforeAll(async () => {
  await copyPreparedDatabase(dataDir, { scryptCost: 1024 });
  upstream = await startUpstream({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: undefined,
    logLevel: "silent",
    scryptCost: 1024,
  });
  traveller = await signIn(DEMO_ACCOUNTS.traveller.email, DEMO_ACCOUNTS.traveller.password);
  agent = await signIn(DEMO_ACCOUNTS.agent.email, DEMO_ACCOUNTS.agent.password);
  const referral = await campaigns("Referral");
  friendsProgram = Number(referral.find((c) => c.campaign_name === "Refer a friend")?.campaign_id);
  summerProgram = Number(
    referral.find((c) => c.campaign_name === "Summer getaway referrals")?.campaign_id,
  );
}, 60_000);

afterAll(async () => {
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const today = () => new Date().toISOString().slice(0, 10);

describe("auth", () => {
  it.each([
    "/api/referral/getCampaignList?campaign_type=Promotion",
    "/api/referral/getReferralList?program=1&per_page=5&page=1",
    "/api/referral/getActionsList?member=1",
  ])("%s refuses a request without a live session with 401", async (path) => {
    for (const token of [undefined, "not-a-token", "y".repeat(43)]) {
      expect(await get(path, token)).toEqual({
        httpStatus: 401,
        json: { status: 0, message: "Session expired" },
      });
    }
  });
});

describe("campaigns", () => {
  it("lists the seeded Promotion campaigns by default, one with a landing URL, one without", async () => {
    const promotions = await campaigns();
    expect(await campaigns("Promotion")).toEqual(promotions);
    expect(await campaigns("promotion")).toEqual(promotions);
    expect(promotions.length).toBeGreaterThanOrEqual(2);
    for (const c of promotions) {
      expect(c.campaign_type).toBe("Promotion");
      expect(c.start_date).toMatch(DAY);
      if (c.end_date !== null) expect(c.end_date).toMatch(DAY);
    }
    expect(promotions.some((c) => c.landing_url !== null)).toBe(true);
    expect(promotions.some((c) => c.landing_url === null)).toBe(true);
    expect(promotions.some((c) => c.end_date === null)).toBe(true);
    const starts = promotions.map((c) => String(c.start_date));
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it("lists Referral and Cashback campaigns, and none of an unknown type", async () => {
    const referral = await campaigns("Referral");
    expect(referral.map((c) => c.campaign_name).sort()).toEqual([
      "Refer a friend",
      "Summer getaway referrals",
    ]);
    expect(referral[0]).toMatchObject({ refferal_code: expect.any(String) });
    expect((await campaigns("Cashback")).map((c) => c.campaign_type)).toEqual(["Cashback"]);
    expect(await campaigns("Loyalty")).toEqual([]);
    // campaigns are the organisation's: the agent sees them too
    expect(await campaigns("Referral", agent.token)).toEqual(referral);
  });

  it.each([
    ["a NUL", "Promo%00tion"],
    ["10,000 characters", "P".repeat(10_000)],
    ["markup", "%3Cscript%3E"],
    ["a number first", "1Promotion"],
  ])("refuses a campaign type with %s", async (_, type) => {
    expect(
      await get(`/api/referral/getCampaignList?campaign_type=${type}`, traveller.token),
    ).toEqual({
      httpStatus: 400,
      json: { status: 0, message: "campaign_type must be a campaign type such as Promotion" },
    });
  });
});

describe("referrals", () => {
  it("pages the traveller's 23 referrals 5 at a time: 5, 5, 5, 5, 3, newest first", async () => {
    const pages: Json[] = [];
    for (let page = 1; page <= 5; page++) {
      const { json } = await referralPage(`program=${friendsProgram}&per_page=5&page=${page}`);
      expect(json.status).toBe(1);
      expect(json.data).toMatchObject({ count: 23, totalPages: 5, page, per_page: 5 });
      pages.push(json.data);
    }
    expect(pages.map((p) => p.referrals.length)).toEqual([5, 5, 5, 5, 3]);
    const all = pages.flatMap((p) => p.referrals as Json[]);
    expect(new Set(all.map((r) => r.referral_id)).size).toBe(23);
    const times = all.map((r) => String(r.created_at));
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(times).size).toBe(23);
    // spread over the last months
    const oldest = new Date(times[22] ?? "").getTime();
    expect(Date.now() - oldest).toBeGreaterThan(90 * 24 * 3600_000);
    expect(new Date(times[0] ?? "").getTime()).toBeLessThan(Date.now());
    for (const r of all) {
      expect(r.currency_code).toBe("USD");
      expect(r.email).toMatch(/^[a-z.]+@example\.com$/);
      expect(r.first_name).not.toBe("");
    }
    expect(all.find((r) => r.last_name === "Fernández")).toMatchObject({
      first_name: "Mateo",
      email: "mateo.fernandez@example.com",
      status: "BOOKED",
      credit_amount: 25,
    });
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(["PENDING", "JOINED", "BOOKED"]));
  });

  it("answers a page beyond the end with an empty list and the right totals", async () => {
    for (const page of [6, 999_999_999]) {
      const { json } = await referralPage(`program=${friendsProgram}&per_page=5&page=${page}`);
      expect(json.data).toEqual({ count: 23, totalPages: 5, page, per_page: 5, referrals: [] });
    }
  });

  it("defaults to page 1 of 5, and caps per_page at 50", async () => {
    const first = (await referralPage(`program=${friendsProgram}`)).json.data;
    expect(first).toMatchObject({ page: 1, per_page: 5, count: 23, totalPages: 5 });
    expect(first.referrals).toHaveLength(5);
    const big = (await referralPage(`program=${friendsProgram}&per_page=1000&page=1`)).json.data;
    expect(big).toMatchObject({ per_page: 50, totalPages: 1 });
    expect(big.referrals).toHaveLength(23);
    const seven = (await referralPage(`program=${friendsProgram}&per_page=7&page=4`)).json.data;
    expect(seven).toMatchObject({ totalPages: 4 });
    expect(seven.referrals).toHaveLength(2);
  });

  it("keeps programmes and members apart", async () => {
    const summer = (await referralPage(`program=${summerProgram}&per_page=5&page=1`)).json.data;
    expect(summer).toMatchObject({ count: 4, totalPages: 1 });
    expect(summer.referrals).toHaveLength(4);
    const agents = (await referralPage(`program=${friendsProgram}`, agent.token)).json.data;
    expect(agents).toEqual({ count: 0, totalPages: 0, page: 1, per_page: 5, referrals: [] });
    const unknown = (await referralPage("program=999999")).json.data;
    expect(unknown).toMatchObject({ count: 0, totalPages: 0, referrals: [] });
  });

  it.each([
    ["no program", "per_page=5&page=1", "program is required"],
    ["a non-numeric program", "program=abc", "program must be a campaign id"],
    ["a NUL program", "program=1%00", "program must be a campaign id"],
    ["a 10,000-digit program", `program=${"9".repeat(10_000)}`, "program must be a campaign id"],
    ["a non-numeric page", "program=1&page=abc", "page must be a whole number from 1"],
    ["page 0", "program=1&page=0", "page must be a whole number from 1"],
    ["a negative page", "program=1&page=-1", "page must be a whole number from 1"],
    ["a fractional page", "program=1&page=1.5", "page must be a whole number from 1"],
    ["an exponent page", "program=1&page=1e3", "page must be a whole number from 1"],
    ["a huge page", "program=1&page=99999999999999999999", "page must be a whole number"],
    ["per_page 0", "program=1&per_page=0", "per_page must be a whole number from 1 to 50"],
    ["a non-numeric per_page", "program=1&per_page=five", "per_page must be a whole number"],
  ])("refuses %s with a clear 400", async (_, query, message) => {
    const answer = await referralPage(query);
    expect(answer.httpStatus).toBe(400);
    expect(answer.json.message).toContain(message);
  });
});

describe("actions", () => {
  it("lists the traveller's own actions, newest first", async () => {
    const { json } = await get(
      `/api/referral/getActionsList?member=${traveller.userId}`,
      traveller.token,
    );
    const actions = json.data as Json[];
    expect(actions.length).toBeGreaterThanOrEqual(6);
    const times = actions.map((a) => String(a.created_at));
    expect(times).toEqual([...times].sort().reverse());
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(["SIGN_UP", "FIRST_BOOKING", "REFERRAL_BOOKED"]),
    );
    expect(actions.every((a) => Number.isInteger(a.points))).toBe(true);
  });

  it("refuses another member's actions with 403; the agent has none", async () => {
    expect(
      await get(`/api/referral/getActionsList?member=${traveller.userId}`, agent.token),
    ).toEqual({
      httpStatus: 403,
      json: { status: 0, message: "member must be the signed-in user" },
    });
    expect(
      (await get(`/api/referral/getActionsList?member=${agent.userId}`, agent.token)).json,
    ).toEqual({ status: 1, data: [] });
  });

  it.each([
    ["no member", "", "member is required"],
    ["a non-numeric member", "member=me", "member must be a user id"],
    ["a NUL", "member=1%00", "member must be a user id"],
    ["10,000 characters", `member=${"1".repeat(10_000)}`, "member must be a user id"],
  ])("refuses %s with a clear 400", async (_, query, message) => {
    const answer = await get(`/api/referral/getActionsList?${query}`, traveller.token);
    expect(answer.httpStatus).toBe(400);
    expect(answer.json.message).toContain(message);
  });
});

describe("loyalty", () => {
  it("is enabled with running promotions; no rewards without a session", async () => {
    for (const token of [undefined, "not-a-token", "z".repeat(43)]) {
      const { httpStatus, json } = await get("/api/referral/getLoyaltyState", token);
      expect(httpStatus).toBe(200);
      expect(json.status).toBe(1);
      const state = json.data as Json;
      expect(state.enabled).toBe(true);
      expect(state.rewards).toBeNull();
      expect(String(state.start_date) < today()).toBe(true);
      expect(String(state.end_date) > today()).toBe(true);
      const promotions = state.promotions as Json[];
      expect(promotions.length).toBeGreaterThanOrEqual(2);
      expect(promotions.every((p) => p.campaign_type === "Promotion")).toBe(true);
      // the ended promotion is not among them
      expect(promotions.map((p) => p.campaign_name)).not.toContain("Winter escapes");
      expect(promotions.some((p) => p.landing_url === null)).toBe(true);
    }
  });

  it("gives the traveller their rewards and the agent none", async () => {
    const mine = (await get("/api/referral/getLoyaltyState", traveller.token)).json.data;
    expect(mine.rewards).toEqual({
      points: 1535,
      credit: 45,
      currency_code: "USD",
      tier: "Silver",
    });
    const agents = (await get("/api/referral/getLoyaltyState", agent.token)).json.data;
    expect(agents.rewards).toEqual({ points: 0, credit: 0, currency_code: "USD", tier: null });
  });

  it("is not enabled once the programme is switched off", async () => {
    await upstream.db.query("UPDATE loyalty_programmes SET enabled = false");
    try {
      const state = (await get("/api/referral/getLoyaltyState")).json.data;
      expect(state).toMatchObject({ enabled: false, promotions: [] });
    } finally {
      await upstream.db.query("UPDATE loyalty_programmes SET enabled = true");
    }
  });
});
