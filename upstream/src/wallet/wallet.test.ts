/**
 * The wallet over HTTP on a real started upstream (temporary PGlite directory): the
 * organisation's certificate catalogue, and the seeded wallets of the demo traveller (every
 * state), the wallet demo traveller (no usable hotel certificate or hotel discount card) and the
 * agent (empty). Every response is checked against openapi.yaml.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { loadOpenApiContract } from "../contract/openapi-contract";
import { startUpstream, type RunningUpstream } from "../index";
import { cardRefusal, isActiveStatus, productMatches, type CardState } from "./card-rules";
import { CATALOGUE_CARDS, TRAVELLER_CARDS, WALLET_DEMO_CARDS } from "./seed";
import { SPANISH_CARD_NAMES } from "./seed-es";
import { copyPreparedDatabase } from "../testing/template-data-dir";

const contract = loadOpenApiContract();
const dataDir = mkdtempSync(join(tmpdir(), "upstream-wallet-"));
let upstream: RunningUpstream;
const tokens: Record<"traveller" | "wallet" | "agent", string> = {
  traveller: "",
  wallet: "",
  agent: "",
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function post(
  path: string,
  body?: unknown,
  token?: string,
  language?: string,
): Promise<{ httpStatus: number; json: Json }> {
  const response = await fetch(`${upstream.url}${path}`, {
    method: "POST",
    headers: {
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(language === undefined ? {} : { "accept-language": language }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
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

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${upstream.url}/api/signIn`, {
    method: "POST",
    body: JSON.stringify({ jsonSign: { email_id: email, password } }),
  });
  return String(((await response.json()) as Json).result.token);
}

const CATALOGUE = "/api/walletUser/getPaymentCardByOrg";
const USER_CARDS = "/api/booking/get-paymentcard-by-user";
const walletOf = async (token: string, body: unknown = { currency: "USD" }) => {
  const { httpStatus, json } = await post(USER_CARDS, body, token);
  expect(httpStatus).toBe(200);
  expect(json.status).toBe(1);
  expect(json.data.data).toHaveLength(1);
  return json.data.data[0] as Json;
};
const today = () => new Date().toISOString().slice(0, 10);
const state = (kind: CardState["kind"], c: Json): CardState => ({
  kind,
  status: c.status,
  services: c.services,
  card_amount: c.card_amount,
  payment_product_code: c.payment_product_code,
  expires_on: c.expires_on,
});

beforeAll(async () => {
  await copyPreparedDatabase(dataDir, { scryptCost: 1024 });
  upstream = await startUpstream({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: undefined,
    logLevel: "silent",
    scryptCost: 1024,
  });
  tokens.traveller = await signIn(DEMO_ACCOUNTS.traveller.email, DEMO_ACCOUNTS.traveller.password);
  tokens.wallet = await signIn(DEMO_ACCOUNTS.wallet.email, DEMO_ACCOUNTS.wallet.password);
  tokens.agent = await signIn(DEMO_ACCOUNTS.agent.email, DEMO_ACCOUNTS.agent.password);
}, 60_000);

afterAll(async () => {
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the organisation's catalogue", () => {
  it("lists the site's certificates: two for HLT at different prices, RST, ACT, none for STY", async () => {
    for (const body of [undefined, {}, { org_id: 1 }, { org_id: "1" }, { org_id: null }]) {
      const { httpStatus, json } = await post(CATALOGUE, body);
      expect(httpStatus).toBe(200);
      expect(json.status).toBe(1);
      const cards = json.data.data as Json[];
      expect(cards.map((c) => c.card_code)).toEqual([
        "ORG-HLT-CLASSIC",
        "ORG-HLT-PLUS",
        "ORG-RST-WEEK",
        "ORG-ACT-EXPLORER",
      ]);
      expect(cards.map((c) => c.payment_card_id)).toEqual([9001, 9002, 9003, 9004]);
      for (const c of cards) {
        expect(isActiveStatus(c.status)).toBe(true);
        expect(c.payment_card_currency).toBe("USD");
        expect(c.payment_card_redemption_price).toBeGreaterThan(0);
      }
      const hotel = cards.filter((c) => c.services.some((s: string) => productMatches(s, "HLT")));
      expect(new Set(hotel.map((c) => c.payment_card_redemption_price)).size).toBe(2);
      expect(cards.some((c) => c.services.some((s: string) => productMatches(s, "STY")))).toBe(
        false,
      );
    }
  });

  it("gives the seeded fields as they are", async () => {
    const { json } = await post(CATALOGUE);
    expect(json.data.data[1]).toEqual({
      card_code: "ORG-HLT-PLUS",
      payment_card_id: 9002,
      pro_code: "WAYFARER-REWARDS",
      name: "Hotel Stay Certificate (Plus)",
      status: "ACTIVE",
      services: ["HLT"],
      card_amount: 200,
      payment_card_redemption_price: 79,
      payment_product_code: "HLT",
      payment_card_currency: "USD",
      expires_on: null,
    });
    expect(CATALOGUE_CARDS).toHaveLength(4);
  });

  it("answers 404 for an unknown organisation and 400 for a bad org_id", async () => {
    expect(await post(CATALOGUE, { org_id: 999 })).toEqual({
      httpStatus: 404,
      json: { status: 0, message: "Organisation not found" },
    });
    for (const org_id of [0, -1, 1.5, "one", true, {}]) {
      expect(await post(CATALOGUE, { org_id })).toEqual({
        httpStatus: 400,
        json: {
          status: 0,
          message: "org_id must be an organisation id (a positive whole number)",
        },
      });
    }
  });
});

describe("the user's cards", () => {
  it("refuses a request without a live session with 401", async () => {
    for (const token of [undefined, "not-a-token", "y".repeat(43)]) {
      expect(await post(USER_CARDS, { currency: "USD" }, token)).toEqual({
        httpStatus: 401,
        json: { status: 0, message: "Session expired" },
      });
    }
  });

  it("gives the demo traveller every state", async () => {
    const wallet = await walletOf(tokens.traveller);
    expect(wallet.walletOptions).toEqual({
      org_site_wallet: "Discount Cards,Certificates,Cash Card",
    });
    const certs = wallet.certidata as Json[];
    const discounts = wallet.discountcarddata as Json[];
    const cash = wallet.cashcarddata as Json[];
    expect(certs.map((c) => c.card_code)).toEqual(
      TRAVELLER_CARDS.filter((c) => c.kind === "certificate").map((c) => c.code),
    );
    expect(new Set(certs.map((c) => c.status))).toEqual(
      new Set(["ACTIVE", "active", "INACTIVE", "REDEEMED", "EXPIRED"]),
    );
    const usableFor = (product: string) =>
      certs.filter((c) => cardRefusal(state("certificate", c), product, today()) === null);
    expect(usableFor("HLT").map((c) => c.card_code)).toEqual(["CERT-HLT-001", "CERT-HLT-EUR-001"]);
    expect(usableFor("ACT").map((c) => c.card_code)).toEqual(["CERT-ACTSTY-001"]);
    expect(usableFor("STY").map((c) => c.card_code)).toEqual(["CERT-ACTSTY-001"]);
    expect(usableFor("RST").map((c) => c.card_code)).toEqual(["CERT-RST-001"]);
    expect(certs.find((c) => c.card_code === "CERT-RST-001")?.status).toBe("active");
    expect(certs.find((c) => c.card_code === "CERT-HLT-EUR-001")).toMatchObject({
      payment_card_currency: "EUR",
      card_amount: 90,
    });
    const expired = certs.find((c) => c.status === "EXPIRED");
    expect(String(expired?.expires_on) < today()).toBe(true);

    expect(discounts.map((c) => [c.card_amount, c.payment_card_currency])).toEqual([
      [0, "USD"],
      [25, "USD"],
      [60, "USD"],
      [40, "GBP"],
    ]);
    expect(discounts.find((c) => c.card_amount === 25)?.payment_product_code).toBe("HLT");
    expect(cash).toEqual([
      expect.objectContaining({
        card_code: "CASH-USD-001",
        payment_card_id: 1201,
        card_amount: 150,
        payment_card_currency: "USD",
        status: "ACTIVE",
      }),
    ]);
  });

  it("counts and totals the usable cards in the currency asked for", async () => {
    const usd = await walletOf(tokens.traveller);
    expect(usd.certificate_details.count).toBe(4);
    expect(usd.discountcard_details.count).toBe(3);
    expect(usd.cashcard_details).toEqual({ count: 1, total_amount: 150, currency: "USD" });
    // 120 + 75 + 250 USD and 90 EUR
    expect(usd.certificate_details.total_amount).toBeGreaterThan(445 + 90);
    expect(usd.certificate_details.total_amount).toBeLessThan(445 + 130);
    const eur = await walletOf(tokens.traveller, { currency: "eur" });
    expect(eur.certificate_details.currency).toBe("EUR");
    expect(eur.cashcard_details.total_amount).not.toBe(150);
    // the cards themselves keep their currency
    expect(eur.certidata).toEqual(usd.certidata);
    expect((await walletOf(tokens.traveller, {})).cashcard_details.currency).toBe("USD");
  });

  it("gives the wallet demo traveller no usable HLT certificate and no HLT discount card", async () => {
    const wallet = await walletOf(tokens.wallet);
    const certs = wallet.certidata as Json[];
    const discounts = wallet.discountcarddata as Json[];
    expect(certs.map((c) => c.card_code)).toEqual(
      WALLET_DEMO_CARDS.filter((c) => c.kind === "certificate").map((c) => c.code),
    );
    expect(certs.length).toBeGreaterThan(0);
    expect(discounts.length).toBeGreaterThan(0);
    expect(wallet.cashcarddata).toHaveLength(1);
    const usable = (kind: CardState["kind"], cards: Json[], product: string) =>
      cards.filter((c) => cardRefusal(state(kind, c), product, today()) === null);
    expect(usable("certificate", certs, "HLT")).toEqual([]);
    expect(usable("discount", discounts, "HLT")).toEqual([]);
    // but hotel certificates in other states, and cards for other products
    expect(certs.filter((c) => c.services.includes("HLT")).map((c) => c.status)).toEqual([
      "INACTIVE",
      "REDEEMED",
    ]);
    expect(usable("certificate", certs, "ACT")).toHaveLength(1);
    expect(usable("discount", discounts, "ACT")).toHaveLength(1);
  });

  it("gives the agent an empty wallet", async () => {
    const wallet = await walletOf(tokens.agent);
    expect(wallet).toEqual({
      certidata: [],
      discountcarddata: [],
      cashcarddata: [],
      certificate_details: { count: 0, total_amount: 0, currency: "USD" },
      discountcard_details: { count: 0, total_amount: 0, currency: "USD" },
      cashcard_details: { count: 0, total_amount: 0, currency: "USD" },
      walletOptions: { org_site_wallet: "Discount Cards,Certificates,Cash Card" },
    });
  });

  it("refuses a currency that is not a known code with 400", async () => {
    for (const [currency, message] of [
      ["EURO", "currency must be a currency code such as USD"],
      [12, "currency must be a currency code such as USD"],
      ["QQQ", "currency must be a known currency code such as USD"],
    ] as const) {
      expect(await post(USER_CARDS, { currency }, tokens.traveller)).toEqual({
        httpStatus: 400,
        json: { status: 0, message },
      });
    }
  });

  it("follows the organisation's wallet options", async () => {
    await upstream.db.query("UPDATE organisations SET org_site_wallet = 'Certificates'");
    try {
      expect((await walletOf(tokens.wallet)).walletOptions).toEqual({
        org_site_wallet: "Certificates",
      });
    } finally {
      await upstream.db.query(
        "UPDATE organisations SET org_site_wallet = 'Discount Cards,Certificates,Cash Card'",
      );
    }
  });
});

describe("the reference values a wallet is built with", () => {
  // the currency codes, the latest rates and the wallet options are kept in the process between
  // writes of their tables (platform/read-cache.ts): each is read first, then written, then read
  it("sees a currency added after a wallet was read", async () => {
    await walletOf(tokens.traveller);
    expect((await post(USER_CARDS, { currency: "QQQ" }, tokens.traveller)).httpStatus).toBe(400);
    await upstream.db.query(
      "INSERT INTO currencies (currency_id, code, name, status) SELECT max(currency_id) + 1, 'QQQ', 'Test currency', 1 FROM currencies",
    );
    try {
      const qqq = await walletOf(tokens.traveller, { currency: "QQQ" });
      // no rate for it: every total leaves its cards out
      expect(qqq.cashcard_details).toEqual({ count: 1, total_amount: 0, currency: "QQQ" });
    } finally {
      await upstream.db.query("DELETE FROM currencies WHERE code = 'QQQ'");
    }
    expect((await post(USER_CARDS, { currency: "QQQ" }, tokens.traveller)).httpStatus).toBe(400);
  });

  it("totals at a rate changed after a wallet was read", async () => {
    const before = await walletOf(tokens.traveller, { currency: "EUR" });
    const latest = "(SELECT max(rate_date) FROM exchange_rates)";
    await upstream.db.query(
      `UPDATE exchange_rates SET units_per_usd = units_per_usd * 2 WHERE currency_code = 'EUR' AND rate_date = ${latest}`,
    );
    try {
      const after = await walletOf(tokens.traveller, { currency: "EUR" });
      // the cash card is 150 USD: twice as many euros, within the rounding of each
      expect(after.cashcard_details.total_amount).toBeCloseTo(
        before.cashcard_details.total_amount * 2,
        1,
      );
    } finally {
      await upstream.db.query(
        `UPDATE exchange_rates SET units_per_usd = units_per_usd / 2 WHERE currency_code = 'EUR' AND rate_date = ${latest}`,
      );
    }
    expect((await walletOf(tokens.traveller, { currency: "EUR" })).cashcard_details).toEqual(
      before.cashcard_details,
    );
  });

  it("follows wallet options changed after a wallet was read", async () => {
    const all = { org_site_wallet: "Discount Cards,Certificates,Cash Card" };
    expect((await walletOf(tokens.wallet)).walletOptions).toEqual(all);
    await upstream.db.query("UPDATE organisations SET org_site_wallet = 'Cash Card'");
    try {
      expect((await walletOf(tokens.wallet)).walletOptions).toEqual({
        org_site_wallet: "Cash Card",
      });
    } finally {
      await upstream.db.query(
        `UPDATE organisations SET org_site_wallet = '${all.org_site_wallet}'`,
      );
    }
    expect((await walletOf(tokens.wallet)).walletOptions).toEqual(all);
  });
});

describe("card names in the request's language", () => {
  const names = (cards: Json[]) => cards.map((c) => String(c.name));

  it("names the catalogue in Spanish for es-ES and in English otherwise", async () => {
    const spanish = (await post(CATALOGUE, {}, undefined, "es-ES")).json.data.data as Json[];
    const english = (await post(CATALOGUE, {}, undefined, "en-US")).json.data.data as Json[];
    const french = (await post(CATALOGUE, {}, undefined, "fr-FR")).json.data.data as Json[];
    expect(names(english)).toEqual(CATALOGUE_CARDS.map((c) => c.name));
    expect(names(french)).toEqual(names(english));
    expect(names(spanish)).toEqual(CATALOGUE_CARDS.map((c) => SPANISH_CARD_NAMES[c.name]));
    expect(names(spanish)).toContain("Certificado de estancia en hotel (Clásico)");
    expect(spanish.map((c) => c.card_amount)).toEqual(english.map((c) => c.card_amount));
  });

  it("names a traveller's cards in Spanish for es-ES", async () => {
    const response = await post(USER_CARDS, { currency: "USD" }, tokens.traveller, "es-ES");
    expect(response.httpStatus).toBe(200);
    const wallet = response.json.data.data[0] as Json;
    const all = [...wallet.certidata, ...wallet.discountcarddata, ...wallet.cashcarddata] as Json[];
    expect(names(all).sort()).toEqual(
      TRAVELLER_CARDS.map((c) => SPANISH_CARD_NAMES[c.name] ?? "").sort(),
    );
    expect(names(wallet.cashcarddata as Json[])).toEqual(["Tarjeta monedero Wayfarer"]);
  });

  it("has a Spanish name for every seeded card", () => {
    for (const card of [...CATALOGUE_CARDS, ...TRAVELLER_CARDS, ...WALLET_DEMO_CARDS])
      expect(SPANISH_CARD_NAMES[card.name]).toEqual(expect.any(String));
  });
});
