import { http } from "msw";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { db } from "../../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { useUpstreamMock } from "../../testing/upstream-mock";

const upstream = useUpstreamMock();
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());
afterEach(() => gateway.clearLogs());

const SITE_CONFIG = `siteConfig {
  orgId orgName googleTagId eligibleProducts { id code } calendarType minCheckinDays weekStart
  displayPrice googleLoginEnabled facebookLoginEnabled accessCodeEnabled
  bookingWithoutSessionAllowed walletOptions
  socialLogins { provider authorizationUrl clientId }
}`;
const MENU = "productMenu { key labelKey productCode order kind target }";

describe("Query.siteConfig", () => {
  it("maps the organisation's configuration", async () => {
    db.siteConfig.calendarType = "hijri";
    const { body } = await gateway.graphql(`{ ${SITE_CONFIG} }`);
    expect(body.data?.siteConfig).toEqual({
      orgId: "42",
      orgName: "Test Travel",
      googleTagId: "GTM-TEST",
      eligibleProducts: [
        { id: "1", code: "HLT" },
        { id: "2", code: "ACT" },
      ],
      calendarType: "HIJRI",
      minCheckinDays: 2,
      weekStart: 1,
      displayPrice: true,
      googleLoginEnabled: true,
      facebookLoginEnabled: false,
      accessCodeEnabled: true,
      bookingWithoutSessionAllowed: false,
      walletOptions: ["DISCOUNT_CARDS", "CERTIFICATES"],
      socialLogins: [
        {
          provider: "GOOGLE",
          authorizationUrl: "https://idp.example.com/authorize",
          clientId: "google-client",
        },
      ],
    });
  });

  it("shows a social button only when the organisation enables it and a provider stands behind it", async () => {
    const link = { authorizationUrl: "https://idp.example.com/authorize", clientId: "fb-app" };
    db.siteConfig.enableFacebookLogin = 1;
    db.siteConfig.identityProviders = { google: null, facebook: link };
    const query =
      "{ siteConfig { googleLoginEnabled facebookLoginEnabled socialLogins { provider clientId } } }";
    expect((await gateway.graphql(query)).body.data?.siteConfig).toEqual({
      googleLoginEnabled: false,
      facebookLoginEnabled: true,
      socialLogins: [{ provider: "FACEBOOK", clientId: "fb-app" }],
    });
    // an upstream that names no provider shows no button, whatever the organisation's flags
    delete db.siteConfig.identityProviders;
    expect((await gateway.graphql(query)).body.data?.siteConfig).toEqual({
      googleLoginEnabled: false,
      facebookLoginEnabled: false,
      socialLogins: [],
    });
  });
});

describe("Query.productMenu", () => {
  it("lists the products sold, the external sites and daily deals, in order", async () => {
    db.siteConfig.eligibleProducts = [
      { product_id: 1, product_code: "TRA" },
      { product_id: 2, product_code: "WEK" },
      { product_id: 3, product_code: "HLT" },
    ];
    const { body } = await gateway.graphql(`{ ${MENU} }`);
    expect(body.data?.productMenu).toEqual([
      {
        key: "hotel",
        labelKey: "menu.hotel",
        productCode: "HLT",
        order: 101,
        kind: "ROUTE",
        target: "/hotel",
      },
      {
        key: "weeks",
        labelKey: "menu.weeks",
        productCode: "WEK",
        order: 105,
        kind: "ROUTE",
        target: "/resorts?type=weeks",
      },
      {
        key: "transfers",
        labelKey: "menu.transfers",
        productCode: "TRA",
        order: 111,
        kind: "ROUTE",
        target: "/transfers",
      },
      {
        key: "allinclusive",
        labelKey: "menu.allinclusive",
        productCode: null,
        order: 113,
        kind: "EXTERNAL",
        target: "https://allinclusive.example.com/",
      },
      {
        key: "trips",
        labelKey: "menu.trips",
        productCode: null,
        order: 114,
        kind: "EXTERNAL",
        target: "https://trips.example.com/",
      },
      {
        key: "dailydeals",
        labelKey: "menu.dailydeals",
        productCode: null,
        order: 115,
        kind: "METHOD",
        target: "method:dailydeals",
      },
    ]);
  });
});

describe("site fallback", () => {
  it("renders with an org 0 config, everything disabled, when the upstream hangs", async () => {
    const slow = await startTestGateway({ upstreamTimeoutMs: 200 });
    try {
      upstream.server.use(
        http.post(
          `${TEST_UPSTREAM_URL}/api/general/getSiteConfig`,
          () => new Promise<never>(() => {}),
        ),
      );
      const started = Date.now();
      const { body, headers } = await slow.graphql(`{ ${SITE_CONFIG} ${MENU} }`);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(body).toEqual({
        data: {
          siteConfig: {
            orgId: "0",
            orgName: "",
            googleTagId: null,
            eligibleProducts: [],
            calendarType: "GREGORIAN",
            minCheckinDays: 0,
            weekStart: 0,
            displayPrice: false,
            googleLoginEnabled: false,
            facebookLoginEnabled: false,
            accessCodeEnabled: false,
            bookingWithoutSessionAllowed: false,
            walletOptions: [],
            socialLogins: [],
          },
          productMenu: [
            expect.objectContaining({ key: "dailydeals", target: "method:dailydeals" }),
          ],
        },
      });
      expect(slow.logs().filter((l) => l.level === "warn")).toEqual([
        expect.objectContaining({
          requestId: headers.get("x-request-id"),
          upstreamPath: "/api/general/getSiteConfig",
          errorKind: "timeout",
        }),
      ]);
    } finally {
      await slow.close();
    }
  });
});
