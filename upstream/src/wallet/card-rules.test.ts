import { cardRefusal, isActiveStatus, productMatches, type CardState } from "./card-rules";
import { cardTotals } from "./routes";
import type { StoredCard } from "./store";

const TODAY = "2026-06-15";

const card = (over: Partial<CardState>): CardState => ({
  kind: "certificate",
  status: "ACTIVE",
  services: ["HLT"],
  card_amount: 100,
  payment_product_code: null,
  expires_on: null,
  ...over,
});

describe("isActiveStatus", () => {
  it.each([
    ["ACTIVE", true],
    ["active", true],
    [" Active ", true],
    ["INACTIVE", false],
    ["REDEEMED", false],
    ["EXPIRED", false],
    ["ACTIVE-REFRESH", false],
    ["", false],
  ])("%j → %s", (status, active) => {
    expect(isActiveStatus(status)).toBe(active);
  });
});

describe("productMatches", () => {
  it.each([
    ["HLT", "HLT", true],
    ["hlt", "HLT", true],
    ["HLTGD", "HLT", true],
    ["HLT", "hltgd", true],
    ["ACT", "HLT", false],
    ["STY", "RST", false],
    ["", "HLT", false],
    ["HLT", "", false],
  ])("%j and %j → %s", (code, product, matches) => {
    expect(productMatches(code, product)).toBe(matches);
  });
});

describe("cardRefusal", () => {
  it.each<[string, Partial<CardState>, string | null, string | null]>([
    ["an active certificate for the product", {}, "HLT", null],
    ["a lower-case active one", { status: "active" }, "HLT", null],
    ["an inactive certificate", { status: "INACTIVE" }, "HLT", "NOT_ACTIVE"],
    ["a redeemed certificate", { status: "REDEEMED" }, "HLT", "NOT_ACTIVE"],
    ["a certificate for other products", { services: ["ACT", "STY"] }, "HLT", "NOT_FOR_PRODUCT"],
    ["a certificate listing a longer code", { services: ["HLTGD"] }, "HLT", null],
    ["a certificate without services", { services: [] }, "HLT", "NOT_FOR_PRODUCT"],
    ["a card past its last day", { expires_on: "2026-06-14" }, "HLT", "EXPIRED"],
    ["a card on its last day", { expires_on: TODAY }, "HLT", null],
    ["any product: only the card's own state", { services: ["ACT"] }, null, null],
    ["a discount card of 0", { kind: "discount", card_amount: 0 }, "HLT", "NO_AMOUNT"],
    ["a discount card for any product", { kind: "discount", services: [] }, "RST", null],
    [
      "a discount card for another product",
      { kind: "discount", payment_product_code: "ACT" },
      "HLT",
      "NOT_FOR_PRODUCT",
    ],
    [
      "a discount card for the product",
      { kind: "discount", payment_product_code: "hlt" },
      "HLT",
      null,
    ],
    ["a cash card with a balance", { kind: "cash", services: [] }, "STY", null],
    ["an empty cash card", { kind: "cash", card_amount: 0 }, "STY", "NO_AMOUNT"],
    ["an inactive cash card", { kind: "cash", status: "INACTIVE" }, "STY", "NOT_ACTIVE"],
  ])("%s", (_, over, product, refusal) => {
    expect(cardRefusal(card(over), product, TODAY)).toBe(refusal);
  });
});

describe("cardTotals", () => {
  const stored = (over: Partial<StoredCard>): StoredCard => ({
    card_code: "C",
    payment_card_id: 1,
    pro_code: null,
    name: "Card",
    status: "ACTIVE",
    services: ["HLT"],
    card_amount: 10,
    payment_card_redemption_price: null,
    payment_product_code: null,
    payment_card_currency: "USD",
    expires_on: null,
    kind: "discount",
    org_id: 1,
    user_id: 1,
    redeemed_reservation_id: null,
    ...over,
  });
  const rates = new Map([
    ["EUR", 0.9],
    ["GBP", 0.8],
  ]);

  it("counts and totals the usable cards in the currency asked for", () => {
    const cards = [
      stored({ card_amount: 25 }),
      stored({ card_amount: 40, payment_card_currency: "GBP" }),
      stored({ card_amount: 0 }),
      stored({ card_amount: 60, status: "INACTIVE" }),
      stored({ card_amount: 60, expires_on: "2026-01-01" }),
    ];
    expect(cardTotals(cards, "USD", rates, TODAY)).toEqual({
      count: 2,
      total_amount: 75,
      currency: "USD",
    });
    expect(cardTotals(cards, "EUR", rates, TODAY)).toEqual({
      count: 2,
      total_amount: 67.5,
      currency: "EUR",
    });
    expect(cardTotals([], "GBP", rates, TODAY)).toEqual({
      count: 0,
      total_amount: 0,
      currency: "GBP",
    });
  });

  it("leaves out of the total a card whose currency has no rate", () => {
    const cards = [stored({ card_amount: 25 }), stored({ payment_card_currency: "XTS" })];
    expect(cardTotals(cards, "USD", rates, TODAY)).toEqual({
      count: 2,
      total_amount: 25,
      currency: "USD",
    });
  });
});
