/**
 * The fault soak of `npm run bench` (skipped with `--skip-soak`): a gateway started as
 * `npm start` starts one (96 MB old space), in front of the product's upstream through a fault
 * proxy (fault-proxy.ts, its own process) failing SOAK_FAULT_RATE (10%) of the upstream calls
 * with resets, 503s, hangs and slow bodies; SOAK_SECONDS (60) at SOAK_CONNECTIONS (50) of a mix
 * per connection of reference data, signed-in viewer + wallet, sign-in and booking. Each
 * connection is one visitor with an address of its own (sent as X-Forwarded-For to a gateway
 * that trusts the loopback proxy, as a crowd arrives through a load balancer), and every request
 * carries its own `x-request-id`, which the gateway passes on to the upstream: the fault proxy
 * remembers the request ids whose upstream calls it failed, so every answer that is not `ok` is
 * checked to be one whose upstream failed. Reports req/s, p50/p99, answers by kind (errors by
 * code), answers in error without a failed upstream call (must be 0), the faults given, gateway
 * crashes (must be 0) and RSS; afterwards `verifyBookings` reads the upstream's database and
 * checks that every acknowledged booking exists exactly once.
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { createInterface } from "node:readline";
import { DEFAULT_UPSTREAM_PASSWORD_TIMEOUT_MS } from "@travel/gateway/src/config";
import { openPgliteDb } from "@travel/upstream/src/db/pglite-db";
import { referenceQuery, viewerWalletQuery } from "./queries";
import { memoryOf, pidListeningOn, productDir, startProduct, type Product } from "./services";

export const soakSettings = {
  seconds: Number(process.env.SOAK_SECONDS ?? 60),
  connections: Number(process.env.SOAK_CONNECTIONS ?? 50),
  faultRate: Number(process.env.SOAK_FAULT_RATE ?? 0.1),
};

export interface SoakResults {
  settings: typeof soakSettings;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers by operation and kind: `ok`, `fallback` (200 with a documented fallback), or an error code. */
  answers: Record<string, Record<string, number>>;
  /** Socket errors and client timeouts (no answer at all). */
  transportErrors: number;
  /**
   * Answers other than `ok` (errors and fallbacks) of requests none of whose upstream calls
   * failed, by operation and kind, with a few request ids to look up in the logs (must be none).
   */
  unexplained: { count: number; byKind: Record<string, number>; sample: string[] };
  /** Answers other than `ok` in all (each explained by a failed upstream call, or counted above). */
  notOk: number;
  /** The explained ones by cause: a fault given by the proxy, or a failure the gateway logged. */
  explanations: Record<string, number>;
  faults: Record<string, number>;
  /** Gateway processes that died during the soak (must be 0). */
  crashes: number;
  gatewayRss: { beforeMb: number; afterMb: number; peakMb: number };
  bookings: {
    attempted: number;
    acknowledged: number;
    /** Filled by verifyBookings once the upstream has stopped. */
    verified?: { exactlyOnce: number; missing: number; duplicated: number; wrongId: number };
  };
}

const BOOK = `mutation Book($input: BookOfferInput!) { bookOffer(input: $input) {
  reservation { id } errors { code } } }`;

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { extensions?: { code?: string } }[];
}

/** Starts fault-proxy.ts and reads the addresses it prints. */
async function startFaultProxy(target: string, rate: number) {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "tests/bench/fault-proxy.ts"],
    {
      cwd: productDir,
      env: { ...process.env, FAULT_TARGET: target, FAULT_RATE: String(rate) },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`the fault proxy exited (${code})`)));
  });
  const { url, control } = JSON.parse(line) as { url: string; control: string };
  return {
    url,
    stats: async () =>
      (await (await fetch(`${control}/__fault-stats`)).json()) as Record<string, number>,
    faulted: async () =>
      new Set((await (await fetch(`${control}/__faulted-requests`)).json()) as string[]),
    faultsOff: () => fetch(`${control}/__faults-off`).then(() => undefined),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

async function graphql(url: string, query: string, variables = {}, headers = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GraphQLAnswer;
}

/** The demo traveller's booking of a Lisbon hotel, checked once against the healthy product. */
async function bookingInput(url: string, bearer: Record<string, string>) {
  const offers = await graphql(
    url,
    `
      {
        offers(product: HLT, destination: "lis") {
          id
        }
      }
    `,
  );
  const offerId = (offers.data?.offers as { id: string }[] | undefined)?.[0]?.id;
  if (!offerId) throw new Error(`no Lisbon hotel: ${JSON.stringify(offers)}`);
  const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  const trip = { offerId, checkIn: day(20), checkOut: day(22), guests: 2 };
  // no cards: every booking of the soak costs the same and spends nothing
  const choice = {
    selection: { product: "HLT", certificateId: null, discountCardIds: [] },
    certificatePrompt: "DECLINE",
  };
  const quoted = await graphql(
    url,
    `
      query ($input: QuoteInput!) {
        quote(input: $input) {
          total {
            amount
          }
          canBook
        }
      }
    `,
    { input: { trip, ...choice } },
    bearer,
  );
  const quote = quoted.data?.quote as { total: { amount: number }; canBook: boolean } | undefined;
  if (!quote?.canBook) throw new Error(`the demo traveller cannot book: ${JSON.stringify(quoted)}`);
  return { trip, ...choice, expectedTotal: quote.total.amount };
}

/** Sorts one answer into `ok`, `fallback` or its error code. */
function classify(operation: string, status: number, body: string): string {
  if (status !== 200) return `http_${status}`;
  let answer: GraphQLAnswer;
  try {
    answer = JSON.parse(body) as GraphQLAnswer;
  } catch {
    return "malformed";
  }
  const code = answer.errors?.[0]?.extensions?.code;
  if (code) return code;
  const data = answer.data ?? {};
  if (operation === "booking") {
    const booked = data.bookOffer as { reservation: unknown; errors: { code: string }[] };
    return booked.reservation ? "ok" : (booked.errors[0]?.code ?? "refused");
  }
  if (operation === "signIn") {
    const signIn = data.signIn as { token: string | null; errors: { code: string }[] };
    return signIn.token ? "ok" : (signIn.errors[0]?.code ?? "refused");
  }
  if (operation === "reference") {
    const fellBack =
      (data.countries as unknown[]).length === 0 ||
      data.exchangeRates === null ||
      (data.currencies as unknown[]).length === 0;
    return fellBack ? "fallback" : "ok";
  }
  if (operation === "wallet") return data.viewer ? "ok" : "signed_out";
  return "ok";
}

/** 1 → "A", 26 → "Z", 27 → "Aa": a number in letters (names take no digits). */
function lettersOf(n: number): string {
  let text = "";
  for (let rest = n - 1; ; rest = Math.floor(rest / 26) - 1) {
    text = String.fromCharCode(97 + (rest % 26)) + text;
    if (rest < 26) break;
  }
  return text[0]!.toUpperCase() + text.slice(1);
}

/** A visitor's address: 198.18.0.0/15 is the range set aside for benchmarks (RFC 2544). */
const visitorAddress = (visitor: number) =>
  `198.18.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;

const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) { token errors { code message } }
}`;

/**
 * One account per connection, made as a traveller makes one (sign-up, the link in the mail,
 * a first sign-in), each from its visitor's address, on the healthy product: the soak's
 * sign-ins are then each visitor's own, from an address its account knows, as in a real crowd.
 * (Fifty first-time addresses signing in to one account at once is what the sign-in limits
 * rightly take for password guessing spread over many addresses.)
 */
async function createVisitors(product: Product, count: number) {
  const password = `Soak#${process.pid}`;
  const emails = Array.from(
    { length: count },
    (_, i) => `soak.${process.pid}.${i + 1}@example.com`,
  );
  const from = (visitor: number) => ({ "x-forwarded-for": visitorAddress(visitor) });
  const inBatches = async (work: (email: string, visitor: number) => Promise<void>) => {
    for (let i = 0; i < emails.length; i += 5) {
      await Promise.all(emails.slice(i, i + 5).map((email, j) => work(email, i + j + 1)));
    }
  };
  await inBatches(async (email, visitor) => {
    const signUp = await graphql(
      product.url,
      `
        mutation ($input: SignUpInput!) {
          signUp(input: $input) {
            created
            errors {
              code
              message
            }
          }
        }
      `,
      {
        input: {
          details: {
            accessCode: "WELCOME2026",
            email,
            title: "Mrs",
            firstName: "Soak",
            // names take letters only: visitor 1 is "Visitor A", 27 "Visitor Aa"
            lastName: `Visitor ${lettersOf(visitor)}`,
          },
          password,
          confirmPassword: password,
          acceptTerms: true,
        },
      },
      from(visitor),
    );
    if ((signUp.data?.signUp as { created?: boolean } | undefined)?.created !== true)
      throw new Error(`the soak's visitor ${email} could not sign up: ${JSON.stringify(signUp)}`);
  });
  const outbox = (await (await fetch(`${product.upstreamUrl}/api/dev/outbox`)).json()) as {
    data: { to: string; text: string }[];
  };
  await inBatches(async (email, visitor) => {
    const mail = outbox.data.find((m) => m.to === email);
    const key = mail && /\/verify-account\?key=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!key) throw new Error(`no verification mail to ${email}`);
    const verified = await graphql(
      product.url,
      `
        mutation ($input: VerifyAccountInput!) {
          verifyAccount(input: $input) {
            verified
          }
        }
      `,
      { input: { key } },
      from(visitor),
    );
    if ((verified.data?.verifyAccount as { verified?: boolean } | undefined)?.verified !== true)
      throw new Error(`${email} could not be verified: ${JSON.stringify(verified)}`);
    const signedIn = await graphql(
      product.url,
      SIGN_IN,
      { input: { email, password, tokenDelivery: "BEARER" } },
      from(visitor),
    );
    if (!(signedIn.data?.signIn as { token?: string | null } | undefined)?.token)
      throw new Error(`${email} could not sign in: ${JSON.stringify(signedIn)}`);
  });
  return { password, emails };
}

export async function runSoak(
  product: Product,
  token: string,
): Promise<{ results: SoakResults; acknowledged: Map<string, string> }> {
  const { seconds, connections, faultRate } = soakSettings;
  const bearer = { authorization: `Bearer ${token}` };
  const input = await bookingInput(product.url, bearer);
  // the booking works on the healthy product before any fault (else the soak proves nothing)
  const acknowledged = new Map<string, string>();
  const probeId = `soak-${process.pid}-probe`;
  const probe = await graphql(
    product.url,
    BOOK,
    { input: { ...input, requestId: probeId } },
    bearer,
  );
  const probed = (probe.data?.bookOffer as { reservation: { id: string } | null } | undefined)
    ?.reservation;
  if (!probed) throw new Error(`the soak's booking is refused: ${JSON.stringify(probe)}`);
  acknowledged.set(probeId, probed.id);
  const visitorAccounts = await createVisitors(product, connections);
  const proxy = await startFaultProxy(product.upstreamUrl, faultRate);
  // the crowd arrives through a proxy on loopback (X-Forwarded-For below), as behind a load balancer
  const gateway = await startProduct("soak", { UPSTREAM_URL: proxy.url, TRUST_PROXY: "loopback" });
  const gatewayPid = pidListeningOn(Number(new URL(gateway.url).port), gateway.pid);
  if (!gatewayPid) throw new Error("could not find the soak gateway's process");
  const before = memoryOf(gatewayPid);
  const answers: SoakResults["answers"] = {};
  const notOk: { operation: string; kind: string; requestId: string }[] = [];
  let attempted = 0;
  let sequence = 0;
  let visitors = 0;
  const note = (operation: string, kind: string, requestId: string) => {
    const row = (answers[operation] ??= {});
    row[kind] = (row[kind] ?? 0) + 1;
    if (kind !== "ok") notOk.push({ operation, kind, requestId });
  };
  interface Visit {
    /** The connection's visitor: 1, 2, … */
    visitor?: number;
    /** The request in flight on the connection (one at a time: no pipelining). */
    requestId?: string;
  }
  /** Every request: the visitor's address and a request id of its own. */
  const identify = (req: autocannon.Request, context: object, body?: string) => {
    const visit = context as Visit;
    visit.visitor ??= ++visitors;
    visit.requestId = `soak-${process.pid}-${++sequence}`;
    const v = visit.visitor;
    return {
      ...req,
      headers: {
        ...req.headers,
        "x-forwarded-for": visitorAddress(v),
        "x-request-id": visit.requestId,
      },
      ...(body === undefined ? {} : { body }),
    };
  };
  const requestIdOf = (context: object, headers: IncomingHttpHeaders | undefined) => {
    const echoed = headers?.["x-request-id"];
    return typeof echoed === "string" ? echoed : ((context as Visit).requestId ?? "");
  };
  const json = { "content-type": "application/json" };
  const request = (operation: string, query: string, headers: Record<string, string> = {}) => ({
    method: "POST" as const,
    path: "/graphql",
    headers: { ...json, ...headers },
    body: JSON.stringify({ query }),
    setupRequest: (req: autocannon.Request, context: object) => identify(req, context),
    onResponse: (
      status: number,
      body: string,
      context: object,
      headers: IncomingHttpHeaders | undefined,
    ) => note(operation, classify(operation, status, body), requestIdOf(context, headers)),
  });
  const booking = {
    method: "POST" as const,
    path: "/graphql",
    headers: { ...json, ...bearer },
    setupRequest: (req: autocannon.Request, context: object) => {
      attempted += 1;
      const sent = identify(req, context);
      const requestId = (context as Visit).requestId!;
      return {
        ...sent,
        body: JSON.stringify({ query: BOOK, variables: { input: { ...input, requestId } } }),
      };
    },
    onResponse: (
      status: number,
      body: string,
      context: object,
      headers: IncomingHttpHeaders | undefined,
    ) => {
      const kind = classify("booking", status, body);
      // the booking's requestId is the request's id (identify), whatever the gateway echoes
      const requestId = (context as Visit).requestId!;
      note("booking", kind, requestIdOf(context, headers));
      if (kind !== "ok") return;
      const id = (JSON.parse(body) as { data: { bookOffer: { reservation: { id: string } } } }).data
        .bookOffer.reservation.id;
      acknowledged.set(requestId, id);
    },
  };
  // per connection, in turn: what a visitor's pages ask (4 reference, 4 signed-in, 1 sign-in, 1 booking)
  const reference = request("reference", referenceQuery);
  const wallet = request("wallet", viewerWalletQuery, bearer);
  // each visitor signs in to its own account (createVisitors), as a partner would: bearer token
  const signIn = {
    ...request("signIn", SIGN_IN),
    setupRequest: (req: autocannon.Request, context: object) => {
      const sent = identify(req, context);
      const email = visitorAccounts.emails[((context as Visit).visitor! - 1) % connections]!;
      const credentials = { email, password: visitorAccounts.password, tokenDelivery: "BEARER" };
      return {
        ...sent,
        body: JSON.stringify({ query: SIGN_IN, variables: { input: credentials } }),
      };
    },
  };
  const mix = [
    reference,
    wallet,
    reference,
    wallet,
    booking,
    reference,
    wallet,
    signIn,
    reference,
    wallet,
  ];

  let peakMb = before.rssMb;
  const sampler = setInterval(() => {
    try {
      peakMb = Math.max(peakMb, memoryOf(gatewayPid).rssMb);
    } catch {
      /* gone: counted as a crash below */
    }
  }, 1000);
  let result: autocannon.Result;
  try {
    result = await autocannon({
      url: gateway.url,
      connections,
      duration: seconds,
      requests: mix,
      // longer than the gateway's longest upstream wait (a sign-in's password hashing), so
      // that every request gets the gateway's own answer
      timeout: Math.ceil((2 * DEFAULT_UPSTREAM_PASSWORD_TIMEOUT_MS) / 1000),
    });
  } finally {
    clearInterval(sampler);
  }
  await proxy.faultsOff();
  const faults = await proxy.stats();
  const faulted = await proxy.faulted();
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const sameGateway =
    alive(gatewayPid) &&
    pidListeningOn(Number(new URL(gateway.url).port), gateway.pid) === gatewayPid;
  const after = sameGateway ? memoryOf(gatewayPid) : { rssMb: Number.NaN, peakMb: Number.NaN };
  await gateway.stop();
  await proxy.stop();

  // why each answer was not ok: a fault the proxy gave, else an upstream failure the gateway
  // logged for that request (a call the machine's load made too slow, a breaker that upstream
  // failures opened), else nothing: unexplained
  const logged = upstreamFailuresLogged(readFileSync(gateway.logFile, "utf8"));
  const explanations: Record<string, number> = {};
  const unexplained: typeof notOk = [];
  for (const a of notOk) {
    const why = faulted.has(a.requestId) ? "fault given" : logged.get(a.requestId);
    if (why) explanations[why] = (explanations[why] ?? 0) + 1;
    else unexplained.push(a);
  }
  const byKind: Record<string, number> = {};
  for (const a of unexplained) {
    const key = `${a.operation} ${a.kind}`;
    byKind[key] = (byKind[key] ?? 0) + 1;
  }

  const results: SoakResults = {
    settings: soakSettings,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    answers,
    transportErrors: result.errors + result.timeouts,
    unexplained: {
      count: unexplained.length,
      byKind,
      sample: unexplained.slice(0, 5).map((a) => a.requestId),
    },
    notOk: notOk.length,
    explanations,
    faults,
    crashes: sameGateway ? 0 : 1,
    gatewayRss: {
      beforeMb: before.rssMb,
      afterMb: after.rssMb,
      peakMb: Math.max(peakMb, after.peakMb || 0),
    },
    bookings: { attempted, acknowledged: acknowledged.size },
  };
  return { results, acknowledged };
}

/**
 * The gateway's JSON log: for each request id, the first upstream failure logged for it (a line
 * with `upstreamPath` and `errorKind`): "upstream timed out", "breaker open" or "upstream
 * failed".
 */
function upstreamFailuresLogged(log: string): Map<string, string> {
  const failures = new Map<string, string>();
  for (const line of log.split("\n")) {
    if (!line.startsWith("{")) continue;
    let entry: {
      requestId?: unknown;
      upstreamPath?: unknown;
      errorKind?: unknown;
      error?: unknown;
    };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if (typeof entry.requestId !== "string" || entry.upstreamPath === undefined) continue;
    if (entry.errorKind === undefined || failures.has(entry.requestId)) continue;
    const why =
      entry.errorKind === "timeout"
        ? "upstream timed out"
        : String(entry.error).includes("circuit open")
          ? "breaker open"
          : "upstream failed";
    failures.set(entry.requestId, why);
  }
  return failures;
}

/**
 * Reads the stopped upstream's PGlite directory: each acknowledged booking must be there once,
 * with the reservation id the gateway answered; no request id of the soak may be booked twice.
 */
/**
 * Before the soak, with the product stopped: every calendar day keeps rooms for all the soak's
 * bookings (it books one trip hundreds of times; the seeded calendar has a few rooms a day and a
 * booking without rooms is refused SOLD_OUT, an answer the soak would count as unexplained).
 */
export async function stockCalendarForSoak(dataDir: string): Promise<void> {
  const db = await openPgliteDb(dataDir);
  try {
    await db.query("UPDATE offer_calendar SET units_left = 10000");
  } finally {
    await db.close();
  }
}

export async function verifyBookings(
  dataDir: string,
  acknowledged: Map<string, string>,
): Promise<NonNullable<SoakResults["bookings"]["verified"]>> {
  const db = await openPgliteDb(dataDir);
  try {
    const rows = await db.query<{ request_id: string; n: number; id: string }>(
      `SELECT request_id, count(*)::int AS n, min(reservation_id)::text AS id
         FROM reservations WHERE request_id LIKE 'soak-%' GROUP BY request_id`,
    );
    const byRequest = new Map(rows.map((r) => [r.request_id, r]));
    let exactlyOnce = 0;
    let missing = 0;
    let wrongId = 0;
    for (const [requestId, id] of acknowledged) {
      const row = byRequest.get(requestId);
      if (!row) missing += 1;
      else if (row.n === 1 && row.id === id) exactlyOnce += 1;
      else if (row.id !== id) wrongId += 1;
    }
    const duplicated = rows.filter((r) => r.n > 1).length;
    return { exactlyOnce, missing, duplicated, wrongId };
  } finally {
    await db.close();
  }
}
