/**
 * The savings membership over HTTP on a real started upstream (temporary PGlite directory):
 * member check and save, the import forwarded over HTTP to the embedded savings provider in
 * every test mode, the provider's director page, bad input, and a close() that does not wait
 * for a hanging import. Every JSON response is checked against openapi.yaml.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildRoutes } from "../app";
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { loadUpstreamConfig } from "../config";
import { loadOpenApiContract } from "../contract/openapi-contract";
import { startUpstream, type RunningUpstream } from "../index";
import type { ProviderMode } from "../savings-provider/provider";
import { copyPreparedDatabase } from "../testing/template-data-dir";

const contract = loadOpenApiContract();
const dataDir = mkdtempSync(join(tmpdir(), "upstream-savings-"));
const TIMEOUT_MS = 400;
const PROGRAM = "WFH-DAILY";
let upstream: RunningUpstream;
let traveller: { token: string; userId: number; email: string };
let agent: { token: string; userId: number; email: string };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(
  method: "GET" | "POST",
  path: string,
  json?: unknown,
  token?: string,
): Promise<{ httpStatus: number; json: Json }> {
  const response = await fetch(`${upstream.url}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
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

const post = (path: string, json: unknown, token?: string) => call("POST", path, json, token);

async function signIn(email: string, password: string) {
  const { json } = await post("/api/signIn", { jsonSign: { email_id: email, password } });
  return { token: String(json.result.token), userId: Number(json.result.userId), email };
}

const memberOf = (user: { userId: number; email: string }) => ({
  email: user.email,
  userId: user.userId,
  memberid: `WFH${user.userId}`,
});

const importMember = (overrides: Json = {}) => ({
  organization_customer_identifier: "1",
  program_customer_identifier: PROGRAM,
  member_status: "OPEN",
  first_name: "Tess",
  last_name: "Traveller",
  email_address: DEMO_ACCOUNTS.traveller.email,
  member_customer_identifier: `WFH${traveller.userId}`,
  ...overrides,
});

const savingsCode = (members: unknown[], token = traveller.token) =>
  post("/api/savings/savingsCode", { reqSaving: { members } }, token);
const setMode = async (mode: ProviderMode) =>
  expect((await post("/savings-provider/_control", { mode })).json).toEqual({ status: 1, mode });
const cvtOf = (program: string, memberId: string) =>
  createHash("sha256").update(`${program}${program}${memberId}`).digest("hex");
const count = async (sql: string, params: unknown[] = []) =>
  (await upstream.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${sql}`, params))[0]
    ?.n;

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
    savingsProviderUrl: undefined,
    savingsProviderTimeoutMs: TIMEOUT_MS,
  });
  traveller = await signIn(DEMO_ACCOUNTS.traveller.email, DEMO_ACCOUNTS.traveller.password);
  agent = await signIn(DEMO_ACCOUNTS.agent.email, DEMO_ACCOUNTS.agent.password);
}, 60_000);

afterAll(async () => {
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  // every test starts with a well-behaved provider
  if ((await fetch(`${upstream.url}/healthz`).catch(() => null))?.ok) await setMode("ok");
});

describe("auth", () => {
  it.each(["/api/savings/getMember", "/api/savings/setMember", "/api/savings/savingsCode"])(
    "%s refuses a request without a live session with 401",
    async (path) => {
      for (const token of [undefined, "not-a-token", "x".repeat(43)]) {
        expect(await post(path, memberOf(traveller), token)).toEqual({
          httpStatus: 401,
          json: { status: 0, message: "Session expired" },
        });
      }
    },
  );

  it("refuses another user's membership with 403", async () => {
    for (const path of ["/api/savings/getMember", "/api/savings/setMember"]) {
      expect(await post(path, memberOf(traveller), agent.token)).toEqual({
        httpStatus: 403,
        json: { status: 0, message: "userId must be the signed-in user" },
      });
    }
    expect(await count("savings_members")).toBe(0);
  });
});

describe("getMember and setMember", () => {
  it("nobody is a member at seed time", async () => {
    expect(await count("savings_members")).toBe(0);
    for (const user of [traveller, agent]) {
      expect((await post("/api/savings/getMember", memberOf(user), user.token)).json).toEqual({
        code: 404,
        data: null,
      });
    }
  });

  it("stores one row under two concurrent setMember calls, both answering OK", async () => {
    const [a, b] = await Promise.all([
      post("/api/savings/setMember", memberOf(agent), agent.token),
      post("/api/savings/setMember", memberOf(agent), agent.token),
    ]);
    expect(a).toEqual({ httpStatus: 200, json: { status: "OK" } });
    expect(b).toEqual({ httpStatus: 200, json: { status: "OK" } });
    expect(await count("savings_members WHERE user_id = $1", [agent.userId])).toBe(1);
    const again = await post(
      "/api/savings/setMember",
      { ...memberOf(agent), memberid: "OTHER1" },
      agent.token,
    );
    expect(again.json).toEqual({ status: "OK" });
    const { json } = await post("/api/savings/getMember", memberOf(agent), agent.token);
    expect(json).toEqual({
      code: 200,
      data: {
        email: agent.email,
        userId: agent.userId,
        memberid: `WFH${agent.userId}`,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
    // the traveller is still no member
    expect(
      (await post("/api/savings/getMember", memberOf(traveller), traveller.token)).json.code,
    ).toBe(404);
  });

  it("accepts the user id as digits and the email in any case", async () => {
    const { json } = await post(
      "/api/savings/getMember",
      { email: " Agent@Example.com ", userId: String(agent.userId), memberid: "WFH" },
      agent.token,
    );
    expect(json.code).toBe(200);
  });

  const good = () => memberOf(traveller);
  const BAD: [string, Json, string][] = [
    ["no email", { email: undefined }, "email is required"],
    ["a blank email", { email: "   " }, "email is required"],
    ["an invalid email", { email: "not-an-email" }, "email must be a valid email address"],
    ["a numeric email", { email: 5 }, "email must be text"],
    ["a 10,000-character email", { email: "a".repeat(10_000) }, "email is too long"],
    ["no userId", { userId: undefined }, "userId is required"],
    ["a non-numeric userId", { userId: "abc" }, "userId must be a positive integer"],
    ["a fractional userId", { userId: 1.5 }, "userId must be a positive integer"],
    ["a negative userId", { userId: -3 }, "userId must be a positive integer"],
    ["a userId object", { userId: { id: 1 } }, "userId must be a positive integer"],
    ["no memberid", { memberid: undefined }, "memberid is required"],
    ["a memberid list", { memberid: ["WFH1"] }, "memberid must be text"],
    ["a 10,000-character memberid", { memberid: "W".repeat(10_000) }, "memberid is too long"],
    ["a NUL in memberid", { memberid: "WFH\u00001" }, "memberid contains characters"],
    ["a lone surrogate in email", { email: "a\ud800@example.com" }, "email contains characters"],
  ];

  it.each(BAD)("answers %s with a clear 400 and stores nothing", async (_, change, message) => {
    for (const path of ["/api/savings/getMember", "/api/savings/setMember"]) {
      const answer = await post(path, { ...good(), ...change }, traveller.token);
      expect(answer.httpStatus).toBe(400);
      expect(answer.json.message).toContain(message);
    }
    expect(await count("savings_members WHERE user_id = $1", [traveller.userId])).toBe(0);
  });

  it("answers broken bodies with 400", async () => {
    for (const body of ["{oops", "[1]", '"text"']) {
      const response = await fetch(`${upstream.url}/api/savings/setMember`, {
        method: "POST",
        headers: { authorization: `Bearer ${traveller.token}` },
        body,
      });
      expect(response.status).toBe(400);
    }
  });
});

describe("savingsCode", () => {
  it("forwards the import to the provider, which stores the valid member", async () => {
    const answer = await savingsCode([importMember()]);
    expect(answer).toEqual({ httpStatus: 200, json: { data: [{ valid_members_count: 1 }] } });
    const [row] = await upstream.db.query<Json>(
      "SELECT * FROM savings_provider_members WHERE member_customer_identifier = $1",
      [`WFH${traveller.userId}`],
    );
    expect(row).toMatchObject({
      program_customer_identifier: PROGRAM,
      first_name: "Tess",
      email_address: DEMO_ACCOUNTS.traveller.email,
      cvt: cvtOf(PROGRAM, `WFH${traveller.userId}`),
    });
  });

  it("upserts by member id and counts only the valid members", async () => {
    const members = [
      importMember({ first_name: "Tessa" }),
      importMember({ member_customer_identifier: "WFH-X1", member_status: "CLOSED" }),
      importMember({ member_customer_identifier: "WFH-X2", email_address: "nobody" }),
      importMember({ member_customer_identifier: "WFH-X3", last_name: undefined }),
      importMember({ member_customer_identifier: "WFH-X4", first_name: "   " }),
    ];
    expect((await savingsCode(members)).json).toEqual({ data: [{ valid_members_count: 1 }] });
    expect(await count("savings_provider_members")).toBe(1);
    expect(await count("savings_provider_members WHERE first_name = 'Tessa'")).toBe(1);
    await savingsCode([importMember()]);
  });

  it("fills a missing programme with SAVINGS_PROGRAM_ID", async () => {
    const member = importMember({
      program_customer_identifier: undefined,
      member_customer_identifier: "WFH-NOPROG",
    });
    expect((await savingsCode([member])).json).toEqual({ data: [{ valid_members_count: 1 }] });
    expect(
      await count(
        "savings_provider_members WHERE member_customer_identifier = 'WFH-NOPROG' AND program_customer_identifier = $1",
        [PROGRAM],
      ),
    ).toBe(1);
  });

  it("answers as the provider reports in the count0 and count2 modes", async () => {
    await setMode("count0");
    expect(await savingsCode([importMember()])).toEqual({
      httpStatus: 200,
      json: { data: [{ valid_members_count: 0 }] },
    });
    await setMode("count2");
    expect(await savingsCode([importMember()])).toEqual({
      httpStatus: 200,
      json: { data: [{ valid_members_count: 2 }] },
    });
  });

  it("answers 502 when the provider fails or answers malformed JSON", async () => {
    await setMode("fail");
    expect(await savingsCode([importMember()])).toEqual({
      httpStatus: 502,
      json: { status: 0, message: "Savings provider failed (HTTP 500)" },
    });
    await setMode("garbage");
    expect(await savingsCode([importMember()])).toEqual({
      httpStatus: 502,
      json: { status: 0, message: "Savings provider answered with malformed data" },
    });
  });

  it("answers 504 within the timeout when the provider hangs", async () => {
    await setMode("hang");
    const started = Date.now();
    const answer = await savingsCode([importMember()]);
    const elapsed = Date.now() - started;
    expect(answer).toEqual({
      httpStatus: 504,
      json: { status: 0, message: "Savings provider did not answer in time" },
    });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 1500);
  });

  const BAD: [string, unknown, string][] = [
    ["no reqSaving", {}, "reqSaving is required"],
    ["a reqSaving list", { reqSaving: [] }, "reqSaving must be an object"],
    ["no members", { reqSaving: {} }, "reqSaving.members must be a non-empty list"],
    ["an empty list", { reqSaving: { members: [] } }, "reqSaving.members must be a non-empty"],
    ["members as text", { reqSaving: { members: "x" } }, "reqSaving.members must be a non-empty"],
    ["a member as text", { reqSaving: { members: ["x"] } }, "reqSaving.members[0] must be"],
    [
      "101 members",
      { reqSaving: { members: Array.from({ length: 101 }, () => ({})) } },
      "100 members at most",
    ],
    [
      "a boolean name",
      { reqSaving: { members: [{ first_name: true }] } },
      "reqSaving.members[0].first_name must be text",
    ],
    [
      "a 10,000-character name",
      { reqSaving: { members: [{ last_name: "a".repeat(10_000) }] } },
      "reqSaving.members[0].last_name is too long",
    ],
    [
      "a NUL in the email",
      { reqSaving: { members: [{ email_address: "a\u0000@example.com" }] } },
      "reqSaving.members[0].email_address contains characters that are not allowed",
    ],
  ];

  it.each(BAD)("answers %s with a clear 400", async (_, body, message) => {
    const answer = await post("/api/savings/savingsCode", body, traveller.token);
    expect(answer.httpStatus).toBe(400);
    expect(answer.json.message).toContain(message);
  });
});

describe("the provider", () => {
  const director = async (cvt: string) => {
    const response = await fetch(
      `${upstream.url}/savings-provider/director?cvt=${encodeURIComponent(cvt)}`,
    );
    const text = await response.text();
    expect(
      contract.responseValidator("GET", "/savings-provider/director", response.status)(text),
    ).toBe(true);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    return { status: response.status, text };
  };

  it("welcomes a known member on the director page", async () => {
    await savingsCode([importMember()]);
    const page = await director(cvtOf(PROGRAM, `WFH${traveller.userId}`));
    expect(page.status).toBe(200);
    expect(page.text).toContain("<h1>Today's savings</h1>");
    expect(page.text).toContain("Welcome, Tess Traveller!");
    // no scripts, no external resources; the one absolute address is the link back to the site
    expect(page.text).not.toMatch(/<script|<link|src=/i);
    expect(page.text.match(/https?:\/\/[^"'\s<]*/gi)).toEqual([loadUpstreamConfig().siteUrl]);
    // the cvt is taken in any case
    expect((await director(cvtOf(PROGRAM, `WFH${traveller.userId}`).toUpperCase())).status).toBe(
      200,
    );
  });

  it("does not recognise an unknown or malformed cvt (404 page)", async () => {
    for (const cvt of [
      cvtOf(PROGRAM, "WFH999999"),
      cvtOf("OTHER", `WFH${traveller.userId}`),
      "",
      "zz",
      "<script>",
      "a".repeat(10_000),
    ]) {
      const page = await director(cvt);
      expect(page.status).toBe(404);
      expect(page.text).toContain("We could not recognise your membership");
      expect(page.text).not.toContain("<script>");
    }
  });

  it("escapes what members sent", async () => {
    const memberId = "WFH-ESCAPE";
    await savingsCode([
      importMember({
        member_customer_identifier: memberId,
        first_name: '<script>alert("x")</script>',
        last_name: "O'Brien & <b>Co</b>",
      }),
    ]);
    const page = await director(cvtOf(PROGRAM, memberId));
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      "Welcome, &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; &lt;b&gt;Co&lt;/b&gt;!",
    );
    expect(page.text).not.toMatch(/<script|<b>/);
  });

  it("reports and validates the test mode", async () => {
    expect((await call("GET", "/savings-provider/_control")).json).toEqual({
      status: 1,
      mode: "ok",
    });
    for (const mode of ["slow", "", 5, null]) {
      const answer = await post("/savings-provider/_control", { mode });
      expect(answer).toEqual({
        httpStatus: 400,
        json: { status: 0, message: "mode must be one of ok, fail, hang, garbage, count0, count2" },
      });
    }
  });

  it("refuses an import without a member list, and answers raw garbage in garbage mode", async () => {
    expect(await post("/savings-provider/api/members/import", { members: "all" })).toEqual({
      httpStatus: 400,
      json: { status: 0, message: "members must be a list" },
    });
    await setMode("garbage");
    const response = await fetch(`${upstream.url}/savings-provider/api/members/import`, {
      method: "POST",
      body: JSON.stringify({ members: [] }),
    });
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it("serves the test control only with the developer endpoints", () => {
    const paths = (outboxEnabled: boolean) =>
      buildRoutes(upstream.db, { ...loadUpstreamConfig({}), outboxEnabled }).map(
        (r) => `${r.method} ${r.path}`,
      );
    expect(paths(true)).toEqual(
      expect.arrayContaining(["GET /savings-provider/_control", "POST /savings-provider/_control"]),
    );
    expect(paths(false).filter((p) => p.includes("_control"))).toEqual([]);
    expect(paths(false)).toEqual(
      expect.arrayContaining([
        "POST /savings-provider/api/members/import",
        "GET /savings-provider/director",
      ]),
    );
  });
});

describe("closing", () => {
  // last: it closes the upstream
  it("close() finishes while an import hangs, ending its connection", async () => {
    await setMode("hang");
    const hanging = fetch(`${upstream.url}/savings-provider/api/members/import`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ members: [importMember()] }),
    });
    const upstreamCall = savingsCode([importMember()]).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await upstream.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(hanging).rejects.toThrow();
    await upstreamCall;
  });
});
