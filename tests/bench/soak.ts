/**
 * The fault soak of `npm run bench` (skipped with `--skip-soak`): a gateway started as
 * `npm start` starts one (96 MB old space), in front of the product's upstream through a fault
 * proxy (fault-proxy.ts, its own process) failing SOAK_FAULT_RATE (10%) of the upstream calls
 * with resets, 503s, hangs and slow bodies; SOAK_SECONDS (60) at SOAK_CONNECTIONS (50) of a mix
 * per connection of reference data, signed-in viewer + wallet, sign-in and booking. Reports
 * req/s, p50/p99, answers by kind (errors by code), the faults given, gateway crashes (must be
 * 0) and RSS; afterwards `verifyBookings` reads the upstream's database and checks that every
 * acknowledged booking exists exactly once.
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { openPgliteDb } from "@travel/upstream/src/db/pglite-db";
import { referenceQuery, signInMutation, viewerWalletQuery } from "./queries";
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
  const proxy = await startFaultProxy(product.upstreamUrl, faultRate);
  const gateway = await startProduct("soak", { UPSTREAM_URL: proxy.url });
  const gatewayPid = pidListeningOn(Number(new URL(gateway.url).port), gateway.pid);
  if (!gatewayPid) throw new Error("could not find the soak gateway's process");
  const before = memoryOf(gatewayPid);
  const answers: SoakResults["answers"] = {};
  let attempted = 0;
  let sequence = 0;
  const note = (operation: string, kind: string) => {
    const row = (answers[operation] ??= {});
    row[kind] = (row[kind] ?? 0) + 1;
  };
  const json = { "content-type": "application/json" };
  const request = (operation: string, query: string, headers: Record<string, string> = {}) => ({
    method: "POST" as const,
    path: "/graphql",
    headers: { ...json, ...headers },
    body: JSON.stringify({ query }),
    onResponse: (status: number, body: string) =>
      note(operation, classify(operation, status, body)),
  });
  const booking = {
    method: "POST" as const,
    path: "/graphql",
    headers: { ...json, ...bearer },
    setupRequest: (req: autocannon.Request, context: object) => {
      const requestId = `soak-${process.pid}-${++sequence}`;
      (context as { requestId?: string }).requestId = requestId;
      attempted += 1;
      return {
        ...req,
        body: JSON.stringify({ query: BOOK, variables: { input: { ...input, requestId } } }),
      };
    },
    onResponse: (status: number, body: string, context: object) => {
      const kind = classify("booking", status, body);
      note("booking", kind);
      if (kind !== "ok") return;
      const id = (JSON.parse(body) as { data: { bookOffer: { reservation: { id: string } } } }).data
        .bookOffer.reservation.id;
      acknowledged.set((context as { requestId: string }).requestId, id);
    },
  };
  // per connection, in turn: what a visitor's pages ask (4 reference, 4 signed-in, 1 sign-in, 1 booking)
  const reference = request("reference", referenceQuery);
  const wallet = request("wallet", viewerWalletQuery, bearer);
  const signIn = request("signIn", signInMutation);
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
      timeout: 15,
    });
  } finally {
    clearInterval(sampler);
  }
  await proxy.faultsOff();
  const faults = await proxy.stats();
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

  const results: SoakResults = {
    settings: soakSettings,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    answers,
    transportErrors: result.errors + result.timeouts,
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
 * Reads the stopped upstream's PGlite directory: each acknowledged booking must be there once,
 * with the reservation id the gateway answered; no request id of the soak may be booked twice.
 */
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
