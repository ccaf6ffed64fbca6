/**
 * The real stack for integration tests: the embedded upstream on a throw-away PGlite directory
 * and the gateway in front of it, both on free loopback ports, plus a GraphQL caller that speaks
 * to the gateway the way a partner frontend does.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  loadGatewayConfig,
  startGateway,
  type GatewayDeps,
  type RunningGateway,
} from "@travel/gateway";
import { startUpstream, type RunningUpstream, type UpstreamConfig } from "@travel/upstream";
import { copyPreparedDatabase } from "@travel/upstream/src/testing/template-data-dir";
import { startCountingProxy, type CountingProxy } from "./counting-proxy";

/**
 * Starts the upstream with test settings (cheap scrypt, quiet log); `options` override them.
 * Unless the test brings its own database, the upstream starts on a copy of a prepared PGlite
 * database (upstream/src/testing/template-data-dir.ts), as on a restart of the product.
 */
export async function startTestUpstream(
  name: string,
  options: Partial<UpstreamConfig> = {},
  /** Where the upstream's log lines go (default stderr). */
  logSink?: (line: string) => void,
): Promise<RunningUpstream> {
  const config: Partial<UpstreamConfig> & { scryptCost: number } = {
    port: 0,
    host: "127.0.0.1",
    dataDir: join(mkdtempSync(join(tmpdir(), `travel-${name}-`)), "pglite"),
    databaseUrl: undefined,
    logLevel: "warn",
    scryptCost: 1024,
    ...options,
  };
  if (options.dataDir === undefined && config.databaseUrl === undefined && config.dataDir)
    await copyPreparedDatabase(config.dataDir, { scryptCost: config.scryptCost });
  return startUpstream(config, { logSink });
}

/** Gateway variables that lift every abuse limit, for tests of something else. */
export const LENIENT_ABUSE_LIMITS: Readonly<Record<string, string>> = {
  SIGN_IN_FAILURES_PER_ACCOUNT_ADDRESS: "1000000",
  SIGN_IN_FAILURES_PER_ACCOUNT: "1000000",
  SIGN_IN_FAILURES_PER_ADDRESS: "1000000",
  PASSWORD_RESETS_PER_EMAIL: "1000000",
  PASSWORD_RESETS_PER_ADDRESS: "1000000",
  INVITATION_LOOKUPS_PER_ADDRESS: "1000000",
  ACCESS_CODE_FAILURES_PER_ADDRESS: "1000000",
  ACCOUNT_CHECKS_PER_ADDRESS: "1000000",
};

/** Starts the gateway in front of `upstreamUrl`; `env` adds or overrides variables. */
export function startTestGateway(
  upstreamUrl: string,
  env: Record<string, string> = {},
  deps: GatewayDeps = { logSink: () => {} },
): Promise<RunningGateway> {
  return startGateway(
    loadGatewayConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      UPSTREAM_URL: upstreamUrl,
      LOG_LEVEL: "warn",
      ...env,
    }),
    deps,
  );
}

/** The upstream, a counting proxy in front of it, and a gateway calling through the proxy. */
export interface CountedStack {
  upstream: RunningUpstream;
  proxy: CountingProxy;
  gateway: RunningGateway;
  /** Stops all three, the gateway first. */
  close(): Promise<void>;
}

/**
 * Starts the stack most integration tests use: `startTestUpstream(name, upstreamOptions)`, a
 * counting proxy to see what reaches the upstream, and `startTestGateway` with `gatewayEnv`.
 */
export async function startCountedStack(
  name: string,
  gatewayEnv: Record<string, string> = {},
  upstreamOptions: Partial<UpstreamConfig> = {},
): Promise<CountedStack> {
  const upstream = await startTestUpstream(name, upstreamOptions);
  const proxy = await startCountingProxy(upstream.url);
  const gateway = await startTestGateway(proxy.url, gatewayEnv);
  return {
    upstream,
    proxy,
    gateway,
    async close() {
      await gateway.close();
      await proxy.close();
      await upstream.close();
    },
  };
}

export interface GraphQLResponse<T> {
  data: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export type GraphQLCaller = <T>(
  query: string,
  variables?: Record<string, unknown>,
  headers?: Record<string, string>,
) => Promise<{ body: GraphQLResponse<T>; res: Response }>;

/** POSTs operations to `<baseUrl>/graphql` as JSON and reads the answer. */
export function graphqlAt(baseUrl: () => string): GraphQLCaller {
  return async <T>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(`${baseUrl()}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { body: (await res.json()) as GraphQLResponse<T>, res };
  };
}

/**
 * Signs in as a partner does (a bearer token in the payload) and answers the header to send it
 * with; throws when the sign-in is refused.
 */
export async function bearerSignIn(
  call: GraphQLCaller,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const { body } = await call<{
    signIn: { token: string | null; errors: { code: string; message: string }[] };
  }>(
    `
      mutation ($input: SignInInput!) {
        signIn(input: $input) {
          token
          errors {
            code
            message
          }
        }
      }
    `,
    { input: { email, password, tokenDelivery: "BEARER" } },
  );
  const token = body.data?.signIn.token;
  if (body.errors || !token)
    throw new Error(`${email} could not sign in: ${JSON.stringify(body.errors ?? body.data)}`);
  return { authorization: `Bearer ${token}` };
}

/**
 * For tests whose subject is the wallet, payments or retries, which book the same trips several
 * times: every calendar day on sale keeps room to spare (the seeded prices stay; a day's units
 * left are 0 to 5 otherwise, so a test's dates could be sold out). The calendar's own rules are
 * tested in upstream/src/reservations/calendar.test.ts and the gateway's calendar tests.
 */
export async function stockCalendar(upstream: RunningUpstream): Promise<void> {
  await upstream.db.query("UPDATE offer_calendar SET units_left = 400");
}

/** The calendar's total in USD of a trip (the upstream's POST /api/offers/price). */
export async function calendarTotal(
  upstream: RunningUpstream,
  trip: {
    offerId: string | number;
    checkIn: string;
    checkOut: string | null;
    guests: number;
    /** Rooms (NIGHT) or units (WEEK); 1 when absent. */
    rooms?: number;
  },
): Promise<number> {
  const response = await fetch(`${upstream.url}/api/offers/price`, {
    method: "POST",
    body: JSON.stringify({
      offer_id: Number(trip.offerId),
      check_in: trip.checkIn,
      check_out: trip.checkOut,
      guests: trip.guests,
      rooms: trip.rooms ?? 1,
    }),
  });
  const body = (await response.json()) as { data?: { total_usd: number | null } };
  if (typeof body.data?.total_usd !== "number")
    throw new Error(`the trip is not available: ${JSON.stringify(body)}`);
  return body.data.total_usd;
}
