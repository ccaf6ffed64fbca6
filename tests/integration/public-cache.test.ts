/**
 * The gateway's public caches against the real upstream, through a counting proxy that puts on
 * the Cache-Control headers agreed with the upstream (reference data public for 300 s, rates
 * for 60 s, everything else no-store): public queries served from the cache with no upstream
 * call, personal data never shared between two signed-in travellers asking at the same time,
 * one cached answer per language and currency cookie, failed (fallback) answers never cached,
 * and requests refused without the cache still refused with it.
 */
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import { startCountingProxy, type CountingProxy } from "../support/counting-proxy";
import { startTestGateway, startTestUpstream } from "../support/stack";

const PUBLIC_FOR_300_S = new Set([
  "/api/getCountryCat",
  "/api/getNationalityCat",
  "/api/layout/getCurrencyinfo",
  "/api/general/getSiteConfig",
]);

/** The contract: reference data public for 300 s, rates for 60 s, everything else no-store. */
function agreedCacheControl(_method: string, path: string): string {
  if (PUBLIC_FOR_300_S.has(path)) return "public, max-age=300";
  if (path === "/api/general/getCurrencyRate") return "public, max-age=60";
  return "no-store";
}

let upstream: RunningUpstream;
let proxy: CountingProxy;
let gateway: RunningGateway;

beforeAll(async () => {
  upstream = await startTestUpstream("public-cache");
  proxy = await startCountingProxy(upstream.url, { cacheControl: agreedCacheControl });
  gateway = await startTestGateway(proxy.url, { UPSTREAM_TIMEOUT_MS: "5000" });
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await upstream?.close();
});

beforeEach(() => proxy.setMode("pass"));

interface Answer<T> {
  status: number;
  cache: string | null;
  headers: Headers;
  body: { data?: T; errors?: { message: string }[] };
}

async function post<T>(
  query: string,
  headers: Record<string, string> = {},
  base = gateway.url,
): Promise<Answer<T>> {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query }),
  });
  return {
    status: res.status,
    cache: res.headers.get("x-cache"),
    headers: res.headers,
    body: (await res.json()) as Answer<T>["body"],
  };
}

async function signIn(email: string, password: string): Promise<string> {
  const { body } = await post<{ signIn: { token: string } }>(
    `mutation { signIn(input: { email: "${email}", password: "${password}", tokenDelivery: BEARER }) { token } }`,
  );
  return body.data!.signIn.token;
}

const REFERENCE = `{ countries { id name code } nationalities { id } currencies { code }
  languages { code } localeInfo { currentCurrency { code } } exchangeRates { currency rate }
  siteConfig { orgName } productMenu { key } }`;

/** Public to everyone: no product menu (its all-inclusive link is a signed-in user's own). */
const SHARED = REFERENCE.replace(" productMenu { key }", "");
const MENU = "{ productMenu { key target } }";
const PERSONAL = "{ viewer { email } wallet { certificates { id } } }";
const MIXED = "{ viewer { email } countries { id } siteConfig { orgName } }";

test("a public query is answered from the cache, with no upstream call, while fresh", async () => {
  const first = await post<{ countries: unknown[] }>(REFERENCE);
  expect(first.body.errors).toBeUndefined();
  expect(first.cache).toBe("miss");
  expect(first.headers.get("vary")).toBe("Accept-Encoding, Cookie");
  proxy.reset();
  const again = await post<{ countries: unknown[] }>(REFERENCE, { "accept-encoding": "br" });
  expect(again.cache).toBe("hit");
  expect(again.headers.get("content-encoding")).toBe("br");
  expect(again.body).toEqual(first.body);
  const gzipped = await post<{ countries: unknown[] }>(REFERENCE, { "accept-encoding": "gzip" });
  expect(gzipped.cache).toBe("hit");
  expect(gzipped.headers.get("content-encoding")).toBe("gzip");
  expect(gzipped.body).toEqual(first.body);
  expect(gzipped.headers.get("x-request-id")).not.toBe(again.headers.get("x-request-id"));
  expect(gzipped.headers.get("content-security-policy")).toContain("default-src 'self'");
  expect(proxy.counts()).toEqual({});
});

test("two travellers asking at once each get only their own data, public queries stay cached", async () => {
  const traveller = {
    authorization: `Bearer ${await signIn("traveller@example.com", "Traveller#1")}`,
  };
  const wallet = { authorization: `Bearer ${await signIn("wallet@example.com", "Wallet#2026")}` };
  await post(SHARED); // fills the cache if an earlier test did not
  await post(MENU);
  proxy.reset();

  type Personal = { viewer: { email: string }; wallet: { certificates: { id: string }[] } };
  type Mixed = { viewer: { email: string }; countries: unknown[] };
  type Menu = { productMenu: { key: string; target: string }[] };
  const allInclusive = (a: Answer<Menu>) =>
    a.body.data!.productMenu.find((e) => e.key === "allinclusive")?.target ?? "";
  const rounds = await Promise.all(
    Array.from({ length: 6 }, () =>
      Promise.all([
        post<Personal>(PERSONAL, traveller),
        post<Personal>(PERSONAL, wallet),
        post<Mixed>(MIXED, traveller),
        post<Mixed>(MIXED, wallet),
        post(SHARED, traveller),
        post(REFERENCE),
        post<Menu>(MENU, traveller),
        post<Menu>(MENU),
      ]),
    ),
  );
  const certificates = (a: Answer<Personal>) => a.body.data!.wallet.certificates.map((c) => c.id);
  const [firstRound] = rounds;
  const travellerCards = certificates(firstRound![0]);
  const walletCards = certificates(firstRound![1]);
  expect(travellerCards).not.toEqual(walletCards);
  for (const [
    mine,
    theirs,
    mixedMine,
    mixedTheirs,
    publicSignedIn,
    publicSignedOut,
    menuSignedIn,
    menuSignedOut,
  ] of rounds) {
    expect(mine.body.data!.viewer.email).toBe("traveller@example.com");
    expect(theirs.body.data!.viewer.email).toBe("wallet@example.com");
    expect(certificates(mine)).toEqual(travellerCards);
    expect(certificates(theirs)).toEqual(walletCards);
    expect(mixedMine.body.data!.viewer.email).toBe("traveller@example.com");
    expect(mixedTheirs.body.data!.viewer.email).toBe("wallet@example.com");
    expect(mixedMine.body.data!.countries.length).toBeGreaterThan(200);
    for (const personal of [mine, theirs, mixedMine, mixedTheirs])
      expect(personal.cache).toBe("bypass");
    expect([publicSignedIn.cache, publicSignedOut.cache]).toEqual(["hit", "hit"]);
    expect(JSON.stringify(publicSignedIn.body)).not.toContain("@example.com");
    // the product menu: a signed-in traveller's own link, never stored; visitors share theirs
    expect([menuSignedIn.cache, menuSignedOut.cache]).toEqual(["bypass", "hit"]);
    expect(new URL(allInclusive(menuSignedIn)).searchParams.get("email")).toBe(
      "traveller@example.com",
    );
    expect(new URL(allInclusive(menuSignedOut)).searchParams.get("email")).toBeNull();
  }
  const compressed = await post<Mixed>(MIXED, { ...wallet, "accept-encoding": "gzip" });
  expect(compressed.cache).toBe("bypass");
  expect(compressed.headers.get("content-encoding")).toBe("gzip");
  expect(compressed.body.data!.viewer.email).toBe("wallet@example.com");
  // Personal endpoints are called for every personal request; public ones were never needed
  // again (the mixed query's countries came from the gateway's cache of upstream answers).
  const counts = proxy.counts();
  for (const path of PUBLIC_FOR_300_S)
    expect([path, counts[`POST ${path}`]]).toEqual([path, undefined]);
  expect(counts["POST /api/booking/get-paymentcard-by-user"]).toBe(12);
});

test("each language and currency cookie gets its own cached answer", async () => {
  const query = "{ localeInfo { currentCurrency { code } currentLanguage { code } } }";
  type Locale = {
    localeInfo: { currentCurrency: { code: string }; currentLanguage: { code: string } };
  };
  const spanish = { cookie: "currency_code=EUR; language=es-ES" };
  const british = { cookie: "currency_code=GBP; language=en-GB" };
  const first = await post<Locale>(query, spanish);
  const second = await post<Locale>(query, british);
  expect(first.body.data!.localeInfo).toEqual({
    currentCurrency: { code: "EUR" },
    currentLanguage: { code: "es-ES" },
  });
  expect(second.body.data!.localeInfo.currentCurrency.code).toBe("GBP");
  expect([first.cache, second.cache]).toEqual(["miss", "miss"]);
  const [spanishAgain, britishAgain, plain] = await Promise.all([
    post<Locale>(query, spanish),
    post<Locale>(query, british),
    post<Locale>(query, { cookie: "session=someone-else" }),
  ]);
  expect([spanishAgain.cache, britishAgain.cache]).toEqual(["hit", "hit"]);
  expect(spanishAgain.body).toEqual(first.body);
  expect(britishAgain.body).toEqual(second.body);
  expect(plain.body.data!.localeInfo.currentCurrency.code).toBe("USD");
});

test("an answer made of a fallback (failed upstream) is never cached", async () => {
  // A gateway of its own: its caches start empty.
  // No retries of the 503s: one upstream call per request, to count them.
  const fresh = await startTestGateway(proxy.url, {
    UPSTREAM_TIMEOUT_MS: "5000",
    UPSTREAM_MAX_RETRIES: "0",
  });
  try {
    proxy.setMode("fail");
    proxy.reset();
    const failed = await post<{ countries: unknown[] }>("{ countries { id } }", {}, fresh.url);
    expect(failed.body.data!.countries).toEqual([]);
    const failedAgain = await post<{ countries: unknown[] }>("{ countries { id } }", {}, fresh.url);
    expect(failedAgain.body.data!.countries).toEqual([]);
    expect([failed.cache, failedAgain.cache]).toEqual(["miss", "miss"]);
    expect(proxy.counts()["POST /api/getCountryCat"]).toBe(2);

    proxy.setMode("pass");
    const recovered = await post<{ countries: unknown[] }>("{ countries { id } }", {}, fresh.url);
    expect(recovered.body.data!.countries.length).toBeGreaterThan(200);
    expect(recovered.cache).toBe("miss");
    const cached = await post<{ countries: unknown[] }>("{ countries { id } }", {}, fresh.url);
    expect(cached.cache).toBe("hit");
    expect(cached.body).toEqual(recovered.body);
  } finally {
    await fresh.close();
  }
});

test("a request refused without the cache is refused with it", async () => {
  const cached = await post("{ countries { id } }");
  expect(cached.status).toBe(200);
  expect((await post("{ countries { id } }")).cache).toBe("hit");

  // CSRF: a simple request (text/plain, no preflight header) with the same body
  const simple = await fetch(`${gateway.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "text/plain" },
    body: JSON.stringify({ query: "{ countries { id } }" }),
  });
  expect(simple.status).toBe(400);
  expect(simple.headers.get("x-cache")).toBe("bypass");
  const get = await fetch(
    `${gateway.url}/graphql?query=${encodeURIComponent("{ countries { id } }")}`,
  );
  expect(get.status).toBe(400);

  // Query limits: too many aliases is refused every time, never stored
  const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: countries { id }`).join(" ")} }`;
  const refused = await post(aliases);
  const refusedAgain = await post(aliases);
  expect(refused.status).toBe(400);
  expect(refusedAgain.status).toBe(400);
  expect(refusedAgain.cache).toBe("miss");

  // Mutations and non-public fields bypass the cache
  expect((await post("mutation { noop }")).cache).toBe("bypass");
  expect((await post("{ visitorDefaults { countryCode } }")).cache).toBe("bypass");
});
