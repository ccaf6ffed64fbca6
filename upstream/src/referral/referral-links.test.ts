/**
 * Referral links that credit somebody, over HTTP on a real started upstream (temporary PGlite
 * directory): a member's code per campaign (made once, the same every time), a sign-up with it
 * recorded as the member's referral (PENDING, then JOINED with its credit once the email is
 * proved), a member's own code credited in the running Referral campaign, and unknown codes and
 * bad programs refused or ignored. Every response is checked against openapi.yaml.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { loadOpenApiContract } from "../contract/openapi-contract";
import { startUpstream, type RunningUpstream } from "../index";
import { newMemberCode } from "./links-store";
import { copyPreparedDatabase } from "../testing/template-data-dir";

const contract = loadOpenApiContract();
const dataDir = mkdtempSync(join(tmpdir(), "upstream-referral-links-"));
let upstream: RunningUpstream;
let traveller: string;
let agent: string;
let promotions: Json[];
let friendsProgram: number;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(
  method: "GET" | "POST",
  path: string,
  options: { json?: unknown; token?: string } = {},
): Promise<{ httpStatus: number; json: Json }> {
  const response = await fetch(`${upstream.url}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await response.text();
  const body: unknown = JSON.parse(text);
  const validate = contract.responseValidator(method, path.split("?")[0] ?? path, response.status);
  if (!validate(body))
    throw new Error(
      `${method} ${path} ${response.status} breaks openapi.yaml: ${JSON.stringify(validate.errors)} in ${text}`,
    );
  return { httpStatus: response.status, json: body as Json };
}

async function signIn(email: string, password: string): Promise<string> {
  const { json } = await call("POST", "/api/signIn", {
    json: { jsonSign: { email_id: email, password } },
  });
  return String(json.result.token);
}

const referralCode = (program: unknown, token = traveller) =>
  call("POST", "/api/referral/getReferralCode", { json: { program }, token });

const referrals = async (program: number, token = traveller) =>
  (await call("GET", `/api/referral/getReferralList?program=${program}&per_page=50`, { token }))
    .json.data as Json;

const signUp = (email: string, code: string) =>
  call("POST", "/api/signUp", {
    json: {
      jsonRegister: {
        accesscode: "WELCOME2026",
        email_id: email,
        password: "Secret#12",
        title: "Mr",
        nationality: 1,
        referral_code: code,
        referral_org: "1",
        userdetails: { first_name: "Rory", last_name: "Referred" },
      },
    },
  });

async function verify(email: string): Promise<void> {
  const { json } = await call("GET", "/api/dev/outbox");
  const mail = (json.data as Json[]).find((m) => m.to === email);
  const key = /verify-account\?key=([\w-]+)/.exec(String(mail?.text))?.[1] ?? "";
  const answer = await call("POST", "/api/signUp/verifyAccount", { json: { key } });
  expect(answer.json).toEqual({ status: 1, message: "Account verified" });
}

beforeAll(async () => {
  await copyPreparedDatabase(dataDir, { scryptCost: 1024 });
  upstream = await startUpstream({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: undefined,
    logLevel: "silent",
    scryptCost: 1024,
    outboxEnabled: true,
  });
  traveller = await signIn(DEMO_ACCOUNTS.traveller.email, DEMO_ACCOUNTS.traveller.password);
  agent = await signIn(DEMO_ACCOUNTS.agent.email, DEMO_ACCOUNTS.agent.password);
  promotions = (
    await call("GET", "/api/referral/getCampaignList?campaign_type=Promotion", { token: traveller })
  ).json.data as Json[];
  const referralCampaigns = (
    await call("GET", "/api/referral/getCampaignList?campaign_type=Referral", { token: traveller })
  ).json.data as Json[];
  friendsProgram = Number(
    referralCampaigns.find((c) => c.campaign_name === "Refer a friend")?.campaign_id,
  );
}, 60_000);

afterAll(async () => {
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("member codes", () => {
  it("draws the campaign's code, a dash and eight random characters", () => {
    expect(newMemberCode("CITY30")).toMatch(/^CITY30-[A-HJ-NP-Z2-9]{8}$/);
    expect(newMemberCode(null)).toMatch(/^REF-[A-HJ-NP-Z2-9]{8}$/);
    expect(newMemberCode("a b&c")).toMatch(/^abc-/);
    expect(newMemberCode("CITY30")).not.toBe(newMemberCode("CITY30"));
  });

  it("gives a member one code per campaign, the same every time, and others their own", async () => {
    const city = promotions.find((p) => p.refferal_code === "CITY30");
    const first = await referralCode(city?.campaign_id);
    expect(first).toEqual({
      httpStatus: 200,
      json: {
        status: 1,
        data: { referral_code: expect.stringMatching(/^CITY30-/), program: city?.campaign_id },
      },
    });
    expect((await referralCode(String(city?.campaign_id))).json).toEqual(first.json);
    const agents = (await referralCode(city?.campaign_id, agent)).json.data.referral_code;
    expect(agents).toMatch(/^CITY30-/);
    expect(agents).not.toBe(first.json.data.referral_code);
    const weekend = promotions.find((p) => p.refferal_code === "WEEKEND");
    expect((await referralCode(weekend?.campaign_id)).json.data.referral_code).toMatch(/^WEEKEND-/);
  });

  it("refuses without a session, without a program, and for a program that is not a campaign", async () => {
    expect(await referralCode(1, "not-a-token")).toEqual({
      httpStatus: 401,
      json: { status: 0, message: "Session expired" },
    });
    for (const program of [undefined, "", "abc", -1, 1.5, "1e3"]) {
      const answer = await referralCode(program);
      expect(answer.httpStatus).toBe(400);
      expect(answer.json.message).toMatch(/^program (is required|must be)/);
    }
    expect(await referralCode(999_999)).toEqual({
      httpStatus: 404,
      json: { status: 0, message: "program is not a campaign of this organisation" },
    });
  });
});

describe("sign-up with a referral code", () => {
  it("records the new account as the member's referral: PENDING, then JOINED with credit", async () => {
    const city = promotions.find((p) => p.refferal_code === "CITY30");
    const program = Number(city?.campaign_id);
    const code = (await referralCode(program)).json.data.referral_code as string;
    expect((await referrals(program)).count).toBe(0);
    expect((await signUp("rory@example.com", code)).json.data).toMatchObject({ code: 200 });
    const before = await referrals(program);
    expect(before).toMatchObject({ count: 1 });
    expect(before.referrals[0]).toMatchObject({
      first_name: "Rory",
      last_name: "Referred",
      email: "rory@example.com",
      status: "PENDING",
      credit_amount: 0,
      currency_code: "USD",
    });
    // the agent referred nobody; the campaign code alone credits nobody
    expect((await referrals(program, agent)).count).toBe(0);
    await verify("rory@example.com");
    expect((await referrals(program)).referrals[0]).toMatchObject({
      email: "rory@example.com",
      status: "JOINED",
      credit_amount: 10,
    });
    const [row] = await upstream.db.query<Json>(
      "SELECT referred_by, referral_org FROM accounts WHERE email = 'rory@example.com'",
    );
    const [tess] = await upstream.db.query<Json>(
      "SELECT account_id FROM accounts WHERE email = $1",
      [DEMO_ACCOUNTS.traveller.email],
    );
    expect(row).toEqual({ referred_by: tess?.account_id, referral_org: "1" });
  });

  it("credits a member's own code in the running Referral campaign", async () => {
    const before = (await referrals(friendsProgram)).count as number;
    await signUp("own-code@example.com", "TESS2026");
    const after = await referrals(friendsProgram);
    expect(after.count).toBe(before + 1);
    expect(after.referrals[0]).toMatchObject({ email: "own-code@example.com", status: "PENDING" });
  });

  it("creates the account but credits nobody for an unknown code or a campaign's bare code", async () => {
    const count = async () =>
      (await upstream.db.query<{ n: number }>("SELECT count(*)::integer AS n FROM referrals"))[0]
        ?.n;
    const before = await count();
    for (const [email, code] of [
      ["stranger@example.com", "NOBODY-12345678"],
      ["bare@example.com", "CITY30"],
    ] as const) {
      expect((await signUp(email, code)).json.data).toMatchObject({ code: 200 });
    }
    expect(await count()).toBe(before);
  });
});

describe("the promotion demo account", () => {
  it("signs in with a result that flags a promotion; the traveller's does not", async () => {
    const result = async (email: string, password: string) =>
      (await call("POST", "/api/signIn", { json: { jsonSign: { email_id: email, password } } }))
        .json.result as Json;
    const promotion = await result(DEMO_ACCOUNTS.promotion.email, DEMO_ACCOUNTS.promotion.password);
    expect(promotion).toMatchObject({ email: "promo@example.com", is_promotion: 1 });
    const tess = await result(DEMO_ACCOUNTS.traveller.email, DEMO_ACCOUNTS.traveller.password);
    expect(tess).toMatchObject({ is_promotion: 0 });
  });
});
