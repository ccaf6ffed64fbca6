/**
 * The writes that create something, sent with an Idempotency-Key over HTTP to a started upstream
 * on PGlite and on a real PostgreSQL server: sign-up, a saved traveller and an agent client
 * happen once per key, also when the duplicates arrive together; a retry answers the first
 * result; the key with another request is a 422; a malformed key a 400. And the writes that race
 * without a key (one email, a single-use reset key, one savings membership), where PostgreSQL's
 * concurrency differs from PGlite's. Every answer is checked against openapi.yaml.
 */
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { AGENT_PATHS } from "../agent/routes";
import { loadOpenApiContract } from "../contract/openapi-contract";
import { startUpstream, type RunningUpstream } from "../index";
import { PROFILE_PATHS } from "../profile/routes";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../testing/test-databases";

const contract = loadOpenApiContract();
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(TEST_BACKENDS)("idempotent writes on %s", (backend) => {
  let database: TestDatabase;
  let upstream: RunningUpstream;
  const tokens = { traveller: "", agent: "" };
  let keys = 0;
  const newKey = () => `k-${backend}-${Date.now().toString(36)}-${++keys}`;

  async function post(
    path: string,
    body: unknown,
    key?: string,
    authorization?: string,
  ): Promise<{ httpStatus: number; json: Json }> {
    const response = await fetch(`${upstream.url}${path}`, {
      method: "POST",
      headers: {
        ...(key === undefined ? {} : { "idempotency-key": key }),
        ...(authorization === undefined ? {} : { authorization }),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const json: unknown = JSON.parse(text);
    const validate = contract.responseValidator("POST", path, response.status);
    if (!validate(json))
      throw new Error(
        `POST ${path} ${response.status} breaks openapi.yaml: ${JSON.stringify(validate.errors)} in ${text}`,
      );
    return { httpStatus: response.status, json: json as Json };
  }

  const count = async (sql: string, params: unknown[]) =>
    (await upstream.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${sql}`, params))[0]
      ?.n;

  const signIn = async (email: string, password: string) =>
    String(
      (await post("/api/signIn", { jsonSign: { email_id: email, password } })).json.result.token,
    );

  beforeAll(async () => {
    database = await createTestDatabase(backend, "idempotent-writes", {
      prepared: { scryptCost: 1024 },
    });
    upstream = await startUpstream({
      port: 0,
      host: "127.0.0.1",
      ...database.location,
      logLevel: "silent",
      scryptCost: 1024,
    });
    tokens.traveller = await signIn(
      DEMO_ACCOUNTS.traveller.email,
      DEMO_ACCOUNTS.traveller.password,
    );
    tokens.agent = await signIn(DEMO_ACCOUNTS.agent.email, DEMO_ACCOUNTS.agent.password);
  }, 90_000);

  afterAll(async () => {
    await upstream?.close();
    await database?.drop();
  }, 30_000);

  const registration = (email: string, firstName = "Ana") => ({
    jsonRegister: {
      accesscode: "WELCOME2026",
      email_id: email,
      password: "Secret#12",
      title: "Mrs",
      nationality: 1,
      language: "en-US",
      userdetails: { first_name: firstName, last_name: "García", mobile_no: "5551234567" },
    },
  });
  const created = { status: 1, data: { code: 200, resp: "User Created successfully" } };

  describe("sign-up", () => {
    it("creates one account for ten simultaneous sign-ups with one key, and all ten hear it was created", async () => {
      const email = `ten-${backend}@example.com`.toLowerCase();
      const key = newKey();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => post("/api/signUp", registration(email), key)),
      );
      for (const answer of answers)
        expect(answer).toMatchObject({ httpStatus: 200, json: created });
      expect(await count("accounts WHERE email = $1", [email])).toBe(1);
      expect(await count("mail_outbox WHERE recipient = $1", [email])).toBe(1);
      // a retry long after answers the first result, not USER_ALREADY_CREATED
      expect(await post("/api/signUp", registration(email), key)).toMatchObject({
        httpStatus: 200,
        json: created,
      });
    });

    it("still says USER_ALREADY_CREATED to a second sign-up with another key or none", async () => {
      const email = `twice-${backend}@example.com`.toLowerCase();
      expect((await post("/api/signUp", registration(email), newKey())).json).toMatchObject(
        created,
      );
      for (const key of [newKey(), undefined])
        expect((await post("/api/signUp", registration(email), key)).json).toMatchObject({
          status: 1,
          data: { code: 201, resp: "USER_ALREADY_CREATED" },
        });
    });

    it("refuses the key with another sign-up (422 IDEMPOTENCY_KEY_REUSED) and a malformed key (400)", async () => {
      const key = newKey();
      const email = `reuse-${backend}@example.com`.toLowerCase();
      await post("/api/signUp", registration(email), key);
      expect(await post("/api/signUp", registration(email, "Beatriz"), key)).toEqual({
        httpStatus: 422,
        json: {
          status: 0,
          code: "IDEMPOTENCY_KEY_REUSED",
          message: "This idempotency key was already used for a different request",
        },
      });
      const other = `other-${backend}@example.com`.toLowerCase();
      expect((await post("/api/signUp", registration(other), "bad key!")).httpStatus).toBe(400);
      expect(await count("accounts WHERE email = $1", [other])).toBe(0);
    });
  });

  describe("saved travellers", () => {
    const traveler = (firstName: string) => ({
      token: tokens.traveller,
      title: "Mr",
      first_name: firstName,
      last_name: "Keyed",
      age_band: "26 to 30",
    });

    it("adds one traveller for five simultaneous requests with one key; a retry answers the same", async () => {
      const key = newKey();
      const name = `Five${backend === "PGlite" ? "A" : "B"}`;
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => post(PROFILE_PATHS.saveTraveler, traveler(name), key)),
      );
      expect(answers.map((a) => a.httpStatus)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.json.data.traveler_id)).size).toBe(1);
      expect(await count("saved_travelers WHERE first_name = $1", [name])).toBe(1);
      const retry = await post(PROFILE_PATHS.saveTraveler, traveler(name), key);
      expect(retry.json).toEqual(answers[0]?.json);
      // without a key (or with another) the same details are another traveller, as before
      await post(PROFILE_PATHS.saveTraveler, traveler(name));
      expect(await count("saved_travelers WHERE first_name = $1", [name])).toBe(2);
    });
  });

  describe("agent clients", () => {
    const client = (email: string) => ({ token: tokens.agent, client: { name: "Kay Key", email } });

    it("adds one client for five simultaneous requests with one key; a retry answers the client, not CLIENT_EXISTS", async () => {
      const key = newKey();
      const email = `kay-${backend}@example.com`.toLowerCase();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => post(AGENT_PATHS.addClient, client(email), key)),
      );
      expect(answers.map((a) => a.httpStatus)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.json.data.client_id)).size).toBe(1);
      expect(await count("agent_clients WHERE email = $1", [email])).toBe(1);
      expect(await post(AGENT_PATHS.addClient, client(email), key)).toEqual(answers[0]);
      // another key for the same email is a second add: refused as before
      expect(await post(AGENT_PATHS.addClient, client(email), newKey())).toMatchObject({
        httpStatus: 409,
        json: { code: "CLIENT_EXISTS" },
      });
    });
  });
  describe("writes that race without a key (the database's guarantees)", () => {
    it("creates one account for two simultaneous sign-ups with one email", async () => {
      const email = `twin-${backend}@example.com`.toLowerCase();
      const answers = await Promise.all([
        post("/api/signUp", registration(email)),
        post("/api/signUp", registration(` ${email.toUpperCase()}`)),
      ]);
      expect(answers.map((a) => a.json.data.code).sort()).toEqual([200, 201]);
      expect(await count("accounts WHERE email = $1", [email])).toBe(1);
    });

    it("lets one of two simultaneous uses of a reset key win", async () => {
      const email = DEMO_ACCOUNTS.agent.email;
      await post("/api/auth/forgotPassword", { email_id: email });
      const [mail] = await upstream.db.query<{ text_body: string }>(
        "SELECT text_body FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1",
        [email],
      );
      const key = /change-password\?key=([\w-]+)/.exec(mail?.text_body ?? "")?.[1];
      expect(key).toEqual(expect.any(String));
      const change = () =>
        post("/api/auth/changePassword", { key, password: DEMO_ACCOUNTS.agent.password });
      const answers = await Promise.all([change(), change()]);
      expect(answers.map((a) => a.json.status).sort()).toEqual([0, 1]);
    });

    it("stores one savings membership under two simultaneous saves", async () => {
      const { json } = await post("/api/signIn", {
        jsonSign: { email_id: DEMO_ACCOUNTS.wallet.email, password: DEMO_ACCOUNTS.wallet.password },
      });
      const userId = Number(json.result.userId);
      const save = () =>
        post(
          "/api/savings/setMember",
          { email: DEMO_ACCOUNTS.wallet.email, userId, memberid: `WFH${userId}` },
          undefined,
          `Bearer ${String(json.result.token)}`,
        );
      const answers = await Promise.all([save(), save()]);
      expect(answers).toEqual([
        { httpStatus: 200, json: { status: "OK" } },
        { httpStatus: 200, json: { status: "OK" } },
      ]);
      expect(await count("savings_members WHERE user_id = $1", [userId])).toBe(1);
    });
  });
});
