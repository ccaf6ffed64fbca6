/**
 * Two gateways behind one imaginary load balancer: one upstream on a real PostgreSQL server
 * (a database of this test's own) and two gateways sharing one Redis (a key prefix of this
 * test's own). What one gateway learns, the other knows: a sign-in limit is counted once across
 * both, a session signed in on one is valid on the other, and a persisted query registered on
 * one runs on the other. Fails (never skips) when PostgreSQL or Redis cannot be reached.
 */
import { createHash } from "node:crypto";
import type { RunningGateway } from "@travel/gateway";
import { DEMO_ACCOUNTS, openPostgresDb, type RunningUpstream } from "@travel/upstream";
import { startCountingProxy, type CountingProxy } from "../support/counting-proxy";
import {
  createTestDatabase,
  useTestRedis,
  type TestDatabase,
  type TestRedis,
} from "../support/services";
import { graphqlAt, startTestGateway, startTestUpstream } from "../support/stack";

let database: TestDatabase | undefined;
let redis: TestRedis | undefined;
let upstream: RunningUpstream | undefined;
let proxy: CountingProxy | undefined;
let gatewayA: RunningGateway | undefined;
let gatewayB: RunningGateway | undefined;

beforeAll(async () => {
  database = await createTestDatabase("two_gateways");
  redis = await useTestRedis("two-gateways");
  upstream = await startTestUpstream("two-gateways", { databaseUrl: database.url });
  proxy = await startCountingProxy(upstream.url);
  const env = { TRUST_PROXY: "loopback", REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.keyPrefix };
  [gatewayA, gatewayB] = await Promise.all([
    startTestGateway(proxy.url, env),
    startTestGateway(proxy.url, env),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([gatewayA?.close(), gatewayB?.close()]);
  await proxy?.close();
  await upstream?.close();
  await redis?.drop();
  await database?.drop();
}, 60_000);

const onA = graphqlAt(() => gatewayA?.url ?? "");
const onB = graphqlAt(() => gatewayB?.url ?? "");

const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) { token viewer { email } errors { code retryAfter } }
}`;
type SignIn = {
  signIn: {
    token: string | null;
    viewer: { email: string } | null;
    errors: { code: string; retryAfter: number | null }[];
  };
};

test("the upstream keeps its data in the PostgreSQL database", async () => {
  if (!database) throw new Error("no database");
  const db = await openPostgresDb(database.url);
  try {
    const rows = await db.query<{ email: string }>("SELECT email FROM accounts WHERE email = $1", [
      DEMO_ACCOUNTS.traveller.email,
    ]);
    expect(rows).toEqual([{ email: DEMO_ACCOUNTS.traveller.email }]);
  } finally {
    await db.close();
  }
});

test("a sign-in limit is shared: failures through A count on B", async () => {
  proxy?.reset();
  const attacker = { "x-forwarded-for": "203.0.113.50" };
  const guess = (via: typeof onA, i: number) =>
    via<SignIn>(
      SIGN_IN,
      { input: { email: DEMO_ACCOUNTS.traveller.email, password: `Guess#${i}` } },
      attacker,
    );
  // five failures, alternating gateways: each gateway alone has seen fewer than five
  for (let i = 0; i < 5; i++) {
    const { body } = await guess(i % 2 === 0 ? onA : onB, i);
    expect(body.data.signIn.errors[0]?.code).toBe("SIGN_IN_FAILED");
  }
  for (const via of [onA, onB]) {
    const { body } = await guess(via, 99);
    expect(body.data.signIn.errors[0]).toEqual({
      code: "THROTTLED",
      retryAfter: expect.any(Number),
    });
  }
  expect(proxy?.counts()["POST /api/signIn"]).toBe(5);
});

test("a session token obtained on A is valid on B", async () => {
  const { email, password } = DEMO_ACCOUNTS.agent;
  const { body } = await onA<SignIn>(SIGN_IN, {
    input: { email, password, tokenDelivery: "BEARER" },
  });
  const token = body.data.signIn.token;
  expect(token).toEqual(expect.any(String));
  const viewer = await onB<{ viewer: { email: string } | null }>(
    "{ viewer { email } }",
    {},
    { authorization: `Bearer ${token}` },
  );
  expect(viewer.body.data.viewer).toEqual({ email });
});

test("a persisted query registered on A runs on B", async () => {
  const query = "query SharedPersisted { viewer { email } }";
  const persistedQuery = {
    version: 1,
    sha256Hash: createHash("sha256").update(query).digest("hex"),
  };
  const post = (url: string | undefined, body: object) =>
    fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then((res) => res.json() as Promise<{ data?: unknown; errors?: unknown[] }>);

  const unknown = await post(gatewayB?.url, { extensions: { persistedQuery } });
  expect(unknown.errors).toEqual([
    expect.objectContaining({ extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }),
  ]);
  const registered = await post(gatewayA?.url, { query, extensions: { persistedQuery } });
  expect(registered).toEqual({ data: { viewer: null } });
  expect(await post(gatewayB?.url, { extensions: { persistedQuery } })).toEqual({
    data: { viewer: null },
  });
});
