// The all-inclusive link of the product menu (spec §2) through the gateway with the public-response
// cache on: orgId from the org_id cookie, a signed-in user's names, email and phone; a signed-in
// answer is never stored nor served to anyone else, and signed-out visitors share one answer.
import { http, HttpResponse, type JsonBodyType } from "msw";
import { buildAccount } from "../../testing/accounts-db";
import { profileDb, profileHandlers, resetProfileDb } from "../../testing/profile-handlers";
import { startTestGateway, type GraphQLCall, type TestGateway } from "../../testing/test-gateway";
import { accountsDb, db } from "../../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { useUpstreamMock } from "../../testing/upstream-mock";

const upstream = useUpstreamMock();
let gateway: TestGateway;
const ADA = 811;
const BEN = 812;
const MENU = "query Menu { productMenu { key target } }";

beforeEach(async () => {
  gateway = await startTestGateway();
  upstream.server.use(
    ...profileHandlers(),
    // the site configuration is public: without a session the menu answer may be shared
    http.post(`${TEST_UPSTREAM_URL}/api/general/getSiteConfig`, () =>
      HttpResponse.json(
        { status: 1, data: { data: db.siteConfig as unknown as JsonBodyType } },
        { headers: { "cache-control": "public, max-age=300" } },
      ),
    ),
  );
  db.siteConfig.externalSites = {
    allInclusive: "https://allinclusive.example.com/book?lang=en",
    trips: "https://trips.example.com/",
  };
  accountsDb.accounts.push(
    buildAccount({
      userId: ADA,
      email: "ada+trips@example.com",
      first_name: "Ada María",
      last_name: "O'Neil & Co",
      phone_country_code: "+44",
    }),
    buildAccount({ userId: BEN, email: "ben@example.com", first_name: "Ben", last_name: "Ng" }),
  );
  profileDb.extras[ADA] = { title: "Mrs", mobile_no: "7700 900123" };
  profileDb.extras[BEN] = { title: "Mr", mobile_no: null };
  accountsDb.sessions["tok-ada"] = ADA;
  accountsDb.sessions["tok-ben"] = BEN;
});
afterEach(async () => {
  resetProfileDb();
  await gateway.close();
});

async function allInclusive(call: GraphQLCall = {}) {
  const { body, headers } = await gateway.graphql(MENU, call);
  const menu = body.data?.productMenu as { key: string; target: string }[];
  const target = menu.find((e) => e.key === "allinclusive")?.target ?? "";
  return { url: new URL(target), cache: headers.get("x-cache") };
}

const params = (url: URL) => Object.fromEntries(url.searchParams);

describe("the all-inclusive link", () => {
  it("carries orgId and the signed-in user's details, URL-encoded, keeping the site's own query", async () => {
    const { url, cache } = await allInclusive({ cookies: { session: "tok-ada", org_id: "42" } });
    expect(cache).toBe("bypass");
    expect(url.origin + url.pathname).toBe("https://allinclusive.example.com/book");
    expect(params(url)).toEqual({
      lang: "en",
      orgId: "42",
      firstName: "Ada María",
      lastName: "O'Neil & Co",
      email: "ada+trips@example.com",
      phone: "+447700900123",
    });
    expect(url.search).toContain("email=ada%2Btrips%40example.com");
    expect(url.search).toContain("lastName=O%27Neil+%26+Co");
  });

  it("gives two users their own link and signed-out visitors none of their data, cache or not", async () => {
    // a signed-out visitor first: stored in the shared cache
    const anonymous = await allInclusive({ cookies: { org_id: "42" } });
    expect(anonymous.cache).toBe("miss");
    expect(params(anonymous.url)).toEqual({ lang: "en", orgId: "42" });

    const ada = await allInclusive({ cookies: { session: "tok-ada", org_id: "42" } });
    const ben = await allInclusive({ headers: { authorization: "Bearer tok-ben" } });
    expect([ada.cache, ben.cache]).toEqual(["bypass", "bypass"]);
    expect(params(ada.url)).toMatchObject({ firstName: "Ada María", orgId: "42" });
    // Ben has no org cookie and no phone: neither is sent
    expect(params(ben.url)).toEqual({
      lang: "en",
      firstName: "Ben",
      lastName: "Ng",
      email: "ben@example.com",
    });
    // Ada again, with only her session cookie: never the signed-out visitors' stored answer
    const adaAgain = await allInclusive({ cookies: { session: "tok-ada" } });
    expect(adaAgain.cache).toBe("bypass");
    expect(params(adaAgain.url)).toMatchObject({ email: "ada+trips@example.com" });

    // signed-out visitors still share one answer, holding nobody's data
    for (const cookies of [{ org_id: "42" }, {}] as Record<string, string>[]) {
      for (let i = 0; i < 2; i++) {
        const visitor = await allInclusive({ cookies });
        expect(Object.keys(params(visitor.url)).sort()).toEqual(
          "org_id" in cookies ? ["lang", "orgId"] : ["lang"],
        );
      }
    }
    const last = await allInclusive({ cookies: { org_id: "42" } });
    expect(last.cache).toBe("hit");
    expect(upstream.calls()["POST /api/general/getSiteConfig"]).toBeGreaterThan(0);
  });

  it("leaves out an org cookie that is not an id", async () => {
    const { url } = await allInclusive({ cookies: { org_id: "42&email=x@evil.example" } });
    expect(params(url)).toEqual({ lang: "en" });
  });
});
