// Query.wallet over the mocked upstream: the cards by option, usability, the wallet of each
// product after the spec's rules, one upstream call per endpoint, currencies, and failures that
// only ever give an empty wallet (logged with the request id).
import { http } from "msw";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { accountsDb, walletDb } from "../../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { useUpstreamMock } from "../../testing/upstream-mock";
import { buildAccount } from "../../testing/accounts-db";
import { WALLET_DEMO_USER_ID, type WalletFault } from "../../testing/wallet-db";

const upstream = useUpstreamMock();
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ upstreamTimeoutMs: 300 });
});
afterAll(() => gateway.close());
afterEach(() => gateway.clearLogs());
beforeEach(() => {
  accountsDb.accounts.push(
    buildAccount({ userId: WALLET_DEMO_USER_ID, email: "wallet@example.com", can_user_book: 1 }),
  );
});

function session(userId = 7, token = `tok-wallet-${userId}`) {
  accountsDb.sessions[token] = userId;
  return { authorization: `Bearer ${token}` };
}

interface CardData {
  id: string;
  [field: string]: unknown;
}
interface ProductWalletData {
  product: string;
  certificates: CardData[];
  discountCards: CardData[];
  cashCard: CardData | null;
  selectedCertificate: CardData | null;
  defaultCertificate: CardData | null;
  certificatePrompt: boolean;
}
/** The wallet with `forProduct` under aliases. */
type WalletData = {
  options: string[];
  enabled: boolean;
  certificates: CardData[];
  discountCards: CardData[];
  cashCard: CardData | null;
} & Record<"hlt" | "act" | "rst" | "sty" | "kept" | "replaced" | "inactive", ProductWalletData>;

async function query(
  text: string,
  headers: Record<string, string> = session(),
  cookies: Record<string, string> = {},
) {
  const result = await gateway.graphql(text, { headers, cookies });
  expect(result.body.errors).toBeUndefined();
  return result.body.data as { wallet: WalletData };
}

const CARD =
  "id cardCode paymentCardId kind name status active amountInCurrency { amount currency }";
const FOR_PRODUCT = (alias: string, product: string, current = "") => `
  ${alias}: forProduct(product: ${product}${current ? `, current: "${current}"` : ""}) {
    product certificates { id } discountCards { id } cashCard { id }
    selectedCertificate { id } defaultCertificate { id name redemptionPrice { amount currency } }
    certificatePrompt
  }`;
const ids = (cards: { id: string }[]) => cards.map((c) => c.id);

describe("Query.wallet", () => {
  it("is null when signed out, without asking for any card", async () => {
    expect(await query("{ wallet { enabled } }", {})).toEqual({ wallet: null });
    expect(await query("{ wallet { enabled } }", { cookie: "session=nope" })).toEqual({
      wallet: null,
    });
    expect(upstream.calls()["POST /api/booking/get-paymentcard-by-user"]).toBeUndefined();
  });

  it("gives every card of each enabled kind, with the bearer token and the currency", async () => {
    const auth = session();
    const { wallet } = await query(
      `{ wallet { options enabled
          certificates { ${CARD} proCode services productCode amount { amount currency }
            redemptionPrice { amount } }
          discountCards { id } cashCard { id amount { amount currency } } } }`,
      auth,
    );
    expect(wallet.options).toEqual(["DISCOUNT_CARDS", "CERTIFICATES", "CASH_CARD"]);
    expect(wallet.enabled).toBe(true);
    expect(ids(wallet.certificates)).toEqual([
      "CERT-HLT-001:1001",
      "CERT-ACTSTY-001:1002",
      "CERT-RST-001:1003",
      "CERT-HLT-EUR-001:1004",
      "CERT-HLT-002:1005",
      "CERT-HLT-003:1006",
      "CERT-STY-001:1007",
    ]);
    expect(wallet.certificates[0]).toEqual({
      id: "CERT-HLT-001:1001",
      cardCode: "CERT-HLT-001",
      paymentCardId: "1001",
      kind: "CERTIFICATE",
      name: "Hotel Stay Certificate",
      status: "ACTIVE",
      active: true,
      amountInCurrency: { amount: 120, currency: "USD" },
      proCode: "WAYFARER-REWARDS",
      services: ["HLT"],
      productCode: null,
      amount: { amount: 120, currency: "USD" },
      redemptionPrice: null,
    });
    // lower-case "active" counts; the expired card with status ACTIVE does not
    expect(wallet.certificates.map((c) => c.active)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(wallet.certificates[3]?.amountInCurrency).toEqual({ amount: 97.83, currency: "USD" });
    expect(ids(wallet.discountCards)).toEqual([
      "DISC-WELCOME-000:1101",
      "DISC-HLT-025:1102",
      "DISC-TRIP-060:1103",
      "DISC-GBP-040:1104",
    ]);
    expect(wallet.cashCard).toEqual({
      id: "CASH-USD-001:1201",
      amount: { amount: 150, currency: "USD" },
    });
    expect(walletDb.received).toEqual([
      {
        path: "/api/booking/get-paymentcard-by-user",
        body: { currency: "USD" },
        authorization: auth.authorization,
      },
    ]);
  });

  it("judges each card for a product (spec §4 card status, §5 matching)", async () => {
    const { wallet } = await query(
      `{ wallet {
          certificates { id hlt: usability(product: HLT) { usable reason }
            rst: usability(product: RST) { usable reason } }
          discountCards { id hlt: usability(product: HLT) { usable reason }
            act: usability(product: ACT) { usable reason } } } }`,
    );
    const of = (cards: Record<string, unknown>[], key: string) =>
      Object.fromEntries(cards.map((c) => [c.id, c[key]]));
    const ok = { usable: true, reason: null };
    const no = (reason: string) => ({ usable: false, reason });
    expect(of(wallet.certificates, "hlt")).toEqual({
      "CERT-HLT-001:1001": ok,
      "CERT-ACTSTY-001:1002": no("NOT_FOR_PRODUCT"),
      "CERT-RST-001:1003": no("NOT_FOR_PRODUCT"),
      "CERT-HLT-EUR-001:1004": ok,
      "CERT-HLT-002:1005": no("NOT_ACTIVE"),
      "CERT-HLT-003:1006": no("NOT_ACTIVE"),
      "CERT-STY-001:1007": no("NOT_ACTIVE"),
    });
    expect(of(wallet.certificates, "rst")["CERT-RST-001:1003"]).toEqual(ok);
    expect(of(wallet.discountCards, "hlt")).toEqual({
      "DISC-WELCOME-000:1101": no("NO_AMOUNT"),
      "DISC-HLT-025:1102": ok,
      "DISC-TRIP-060:1103": ok,
      "DISC-GBP-040:1104": ok,
    });
    expect(of(wallet.discountCards, "act")["DISC-HLT-025:1102"]).toEqual(no("NOT_FOR_PRODUCT"));
  });

  it("resolves four products with ONE call per upstream endpoint", async () => {
    const { wallet } = await query(`{ wallet {
      ${FOR_PRODUCT("hlt", "HLT")} ${FOR_PRODUCT("act", "ACT")}
      ${FOR_PRODUCT("rst", "RST")} ${FOR_PRODUCT("sty", "STY")} } }`);
    expect(upstream.calls()).toEqual({
      "POST /api/auth/checkLogin": 1,
      "POST /api/booking/get-paymentcard-by-user": 1,
      "POST /api/walletUser/getPaymentCardByOrg": 1,
      "POST /api/general/getSiteConfig": 1,
      "POST /api/layout/getCurrencyinfo": 1,
      "POST /api/general/getCurrencyRate": 1,
    });
    expect(wallet.hlt).toEqual({
      product: "HLT",
      certificates: [{ id: "CERT-HLT-001:1001" }, { id: "CERT-HLT-EUR-001:1004" }],
      discountCards: [
        { id: "DISC-HLT-025:1102" },
        { id: "DISC-TRIP-060:1103" },
        { id: "DISC-GBP-040:1104" },
      ],
      cashCard: { id: "CASH-USD-001:1201" },
      selectedCertificate: { id: "CERT-HLT-001:1001" },
      defaultCertificate: {
        id: "ORG-HLT-PLUS:9002",
        name: "Hotel Stay Certificate (Plus)",
        redemptionPrice: { amount: 79, currency: "USD" },
      },
      certificatePrompt: false,
    });
    expect(wallet.act).toMatchObject({
      certificates: [{ id: "CERT-ACTSTY-001:1002" }],
      discountCards: [{ id: "DISC-TRIP-060:1103" }, { id: "DISC-GBP-040:1104" }],
      selectedCertificate: { id: "CERT-ACTSTY-001:1002" },
      defaultCertificate: { id: "ORG-ACT-EXPLORER:9004" },
    });
    expect(wallet.rst).toMatchObject({
      certificates: [{ id: "CERT-RST-001:1003" }],
      selectedCertificate: { id: "CERT-RST-001:1003" },
      defaultCertificate: { id: "ORG-RST-WEEK:9003" },
    });
    // the STY certificate has expired; the organisation has none for STY
    expect(wallet.sty).toMatchObject({
      certificates: [{ id: "CERT-ACTSTY-001:1002" }],
      defaultCertificate: null,
      certificatePrompt: false,
    });
    expect(walletDb.received.find((r) => r.path.includes("getPaymentCardByOrg"))?.body).toEqual({
      org_id: 42,
    });
  });

  it("keeps the current certificate while it matches, else takes the first matching one", async () => {
    const { wallet } = await query(`{ wallet {
      ${FOR_PRODUCT("kept", "HLT", "CERT-HLT-EUR-001:1004")}
      ${FOR_PRODUCT("replaced", "HLT", "CERT-RST-001:1003")}
      ${FOR_PRODUCT("inactive", "HLT", "CERT-HLT-002:1005")} } }`);
    expect(wallet.kept.selectedCertificate).toEqual({ id: "CERT-HLT-EUR-001:1004" });
    expect(wallet.replaced.selectedCertificate).toEqual({ id: "CERT-HLT-001:1001" });
    expect(wallet.inactive.selectedCertificate).toEqual({ id: "CERT-HLT-001:1001" });
  });

  it("prompts for a certificate only when every condition of spec §4 holds", async () => {
    const { wallet } = await query(
      `{ wallet { ${FOR_PRODUCT("hlt", "HLT")} ${FOR_PRODUCT("act", "ACT")}
         ${FOR_PRODUCT("rst", "RST")} ${FOR_PRODUCT("sty", "STY")} } }`,
      session(WALLET_DEMO_USER_ID),
    );
    expect(wallet.hlt).toMatchObject({
      certificates: [],
      discountCards: [],
      selectedCertificate: null,
      defaultCertificate: { id: "ORG-HLT-PLUS:9002" },
      certificatePrompt: true,
    });
    // a certificate selected (ACT, RST) or no organisation certificate (STY): no prompt
    expect(wallet.act.certificatePrompt).toBe(false);
    expect(wallet.rst.certificatePrompt).toBe(false);
    expect(wallet.sty).toMatchObject({ defaultCertificate: null, certificatePrompt: false });
  });

  it("does not prompt when the traveller has a discount card for the product", async () => {
    walletDb.cards.push({
      ...walletDb.cards.find((c) => c.payment_card_id === 2101)!,
      payment_card_id: 2102,
      card_code: "DISC-HLT-010",
      payment_product_code: "HLT",
    });
    const { wallet } = await query(
      `{ wallet { ${FOR_PRODUCT("hlt", "HLT")} } }`,
      session(WALLET_DEMO_USER_ID),
    );
    expect(wallet.hlt).toMatchObject({
      discountCards: [{ id: "DISC-HLT-010:2102" }],
      certificatePrompt: false,
    });
  });

  it.each<[string, string | null, string[]]>([
    ["Certificates only", "Certificates", ["CERTIFICATES"]],
    ["absent: the site configuration's", null, ["DISCOUNT_CARDS", "CERTIFICATES"]],
  ])("returns only the kinds the options enable (%s)", async (_name, options, expected) => {
    walletDb.walletOptions = options;
    const { wallet } = await query(
      `{ wallet { options enabled certificates { id } discountCards { id } cashCard { id }
         ${FOR_PRODUCT("hlt", "HLT")} } }`,
    );
    expect(wallet.options).toEqual(expected);
    expect(wallet.certificates).toHaveLength(7);
    expect(wallet.cashCard).toBeNull();
    expect(wallet.hlt.cashCard).toBeNull();
    const discounts = expected.includes("DISCOUNT_CARDS") ? 4 : 0;
    expect(wallet.discountCards).toHaveLength(discounts);
  });

  it("is disabled and empty when no option is enabled, without reading the catalogue", async () => {
    walletDb.walletOptions = "";
    const { wallet } = await query(
      `{ wallet { options enabled certificates { id } discountCards { id } cashCard { id }
         ${FOR_PRODUCT("hlt", "HLT")} } }`,
    );
    expect(wallet).toMatchObject({
      options: [],
      enabled: false,
      certificates: [],
      discountCards: [],
      cashCard: null,
    });
    expect(wallet.hlt).toMatchObject({ defaultCertificate: null, certificatePrompt: false });
    expect(upstream.calls()["POST /api/walletUser/getPaymentCardByOrg"]).toBeUndefined();
  });

  describe("currencies", () => {
    const AMOUNTS = `{ wallet { certificates { id amountInCurrency { amount currency } } } }`;
    const amounts = (wallet: WalletData) =>
      Object.fromEntries(wallet.certificates.slice(0, 4).map((c) => [c.id, c.amountInCurrency]));

    it("converts to the currency_code cookie's currency", async () => {
      const { wallet } = await query(AMOUNTS, session(), { currency_code: "EUR" });
      expect(amounts(wallet)).toEqual({
        "CERT-HLT-001:1001": { amount: 110.4, currency: "EUR" },
        "CERT-ACTSTY-001:1002": { amount: 69, currency: "EUR" },
        "CERT-RST-001:1003": { amount: 230, currency: "EUR" },
        "CERT-HLT-EUR-001:1004": { amount: 90, currency: "EUR" },
      });
      expect(walletDb.received[0]?.body).toEqual({ currency: "EUR" });
    });

    it("else to the viewer's currency, and to JPY's minor unit", async () => {
      accountsDb.accounts[0]!.currency_code = "JPY";
      const { wallet } = await query(AMOUNTS);
      expect(amounts(wallet)["CERT-HLT-001:1001"]).toEqual({ amount: 18000, currency: "JPY" });
      expect(amounts(wallet)["CERT-HLT-EUR-001:1004"]).toEqual({ amount: 14674, currency: "JPY" });
    });

    it("gives null amounts when no rate is available (logged), the card's own currency kept", async () => {
      upstream.server.use(
        http.post(`${TEST_UPSTREAM_URL}/api/general/getCurrencyRate`, () =>
          Response.json({ status: 0 }, { status: 500 }),
        ),
      );
      const { wallet } = await query(AMOUNTS, session(), { currency_code: "EUR" });
      expect(amounts(wallet)["CERT-HLT-001:1001"]).toBeNull();
      expect(amounts(wallet)["CERT-HLT-EUR-001:1004"]).toEqual({ amount: 90, currency: "EUR" });
      expect(gateway.logs()).toContainEqual(
        expect.objectContaining({ level: "warn", upstreamPath: "/api/general/getCurrencyRate" }),
      );
    });
  });

  describe("failures (spec §8: logged with the request id, an empty wallet, no message)", () => {
    const FULL = `{ wallet { options enabled certificates { id } discountCards { id } cashCard { id }
      ${FOR_PRODUCT("hlt", "HLT")} } }`;

    it.each<[WalletFault, string]>([
      ["500", "bad_response"],
      ["hang", "timeout"],
      ["garbage", "bad_response"],
      ["wrongShape", "bad_response"],
    ])("user cards answering %s give an empty wallet", async (fault, errorKind) => {
      walletDb.faults.userCards = fault;
      const result = await gateway.graphql(FULL, { headers: session() });
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data?.wallet).toEqual({
        options: ["DISCOUNT_CARDS", "CERTIFICATES"],
        enabled: true,
        certificates: [],
        discountCards: [],
        cashCard: null,
        hlt: {
          product: "HLT",
          certificates: [],
          discountCards: [],
          cashCard: null,
          selectedCertificate: null,
          defaultCertificate: expect.objectContaining({ id: "ORG-HLT-PLUS:9002" }),
          certificatePrompt: false,
        },
      });
      expect(gateway.logs()).toContainEqual(
        expect.objectContaining({
          level: "warn",
          requestId: result.headers.get("x-request-id"),
          upstreamPath: "/api/booking/get-paymentcard-by-user",
          errorKind,
        }),
      );
    });

    it.each<WalletFault>(["500", "hang", "garbage", "wrongShape"])(
      "a catalogue answering %s gives no default and no prompt",
      async (fault) => {
        walletDb.faults.orgCards = fault;
        const result = await gateway.graphql(`{ wallet { ${FOR_PRODUCT("hlt", "HLT")} } }`, {
          headers: session(WALLET_DEMO_USER_ID),
        });
        expect(result.body.errors).toBeUndefined();
        expect(result.body.data?.wallet).toMatchObject({
          hlt: { defaultCertificate: null, certificatePrompt: false },
        });
        expect(gateway.logs()).toContainEqual(
          expect.objectContaining({
            level: "warn",
            requestId: result.headers.get("x-request-id"),
            upstreamPath: "/api/walletUser/getPaymentCardByOrg",
          }),
        );
      },
    );
  });
});
