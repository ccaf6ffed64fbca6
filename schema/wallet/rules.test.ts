import {
  applyDiscount,
  cardId,
  cardUsability,
  chooseCertificate,
  chooseDiscountCards,
  convert,
  convertAmount,
  defaultCertificate,
  isActiveStatus,
  minCheckInDate,
  needsCertificatePrompt,
  priceLimitFactor,
  priceWithCertificate,
  productMatches,
  roundAmount,
  selectCertificate,
  weekStart,
  type CardKind,
  type CertificatePromptInput,
  type WalletCard,
  type WalletSelection,
} from "./index";

const card = (overrides: Partial<WalletCard> & { kind?: CardKind } = {}): WalletCard => ({
  id: "CERT-1:1",
  kind: "CERTIFICATE",
  status: "ACTIVE",
  services: ["HLT"],
  amount: 100,
  productCode: null,
  redemptionPrice: null,
  ...overrides,
});

describe("isActiveStatus (spec §4 card status, §9 active status ACTIVE)", () => {
  it.each([
    ["ACTIVE", true],
    ["active", true],
    [" Active ", true],
    ["ACTIVE-REFRESH", false],
    ["INACTIVE", false],
    ["REDEEMED", false],
    ["EXPIRED", false],
    ["", false],
  ])("%j → %s", (status, expected) => {
    expect(isActiveStatus(status)).toBe(expected);
  });
  it("is false for a missing status", () => {
    expect(isActiveStatus(null)).toBe(false);
    expect(isActiveStatus(undefined)).toBe(false);
  });
});

describe("productMatches (spec §5 case-insensitive partial match)", () => {
  it.each([
    ["HLT", "HLT", true],
    ["hlt", "HLT", true],
    [" Hlt ", "HLT", true],
    ["HLTGD", "HLT", true],
    ["HL", "HLT", true],
    ["ACT", "HLT", false],
    ["RST", "STY", false],
    ["", "HLT", false],
    [null, "HLT", false],
  ])("%j against %s → %s", (code, product, expected) => {
    expect(productMatches(code, product)).toBe(expected);
  });
});

describe("cardUsability (spec §4 card status, §5 discount card amount)", () => {
  it.each<[string, WalletCard, string, ReturnType<typeof cardUsability>]>([
    ["active HLT certificate", card(), "HLT", { usable: true, reason: null }],
    ["lower-case active", card({ status: "active" }), "HLT", { usable: true, reason: null }],
    ["padded Active", card({ status: " Active " }), "HLT", { usable: true, reason: null }],
    [
      "ACTIVE-REFRESH",
      card({ status: "ACTIVE-REFRESH" }),
      "HLT",
      { usable: false, reason: "NOT_ACTIVE" },
    ],
    ["INACTIVE", card({ status: "INACTIVE" }), "HLT", { usable: false, reason: "NOT_ACTIVE" }],
    ["REDEEMED", card({ status: "REDEEMED" }), "HLT", { usable: false, reason: "NOT_ACTIVE" }],
    ["services 'hlt'", card({ services: ["hlt"] }), "HLT", { usable: true, reason: null }],
    ["services HLTGD", card({ services: ["HLTGD"] }), "HLT", { usable: true, reason: null }],
    [
      "ACT+STY certificate for STY",
      card({ services: ["ACT", "STY"] }),
      "STY",
      { usable: true, reason: null },
    ],
    [
      "ACT+STY certificate for HLT",
      card({ services: ["ACT", "STY"] }),
      "HLT",
      { usable: false, reason: "NOT_FOR_PRODUCT" },
    ],
    [
      "certificate without services",
      card({ services: [] }),
      "HLT",
      { usable: false, reason: "NOT_FOR_PRODUCT" },
    ],
    [
      "inactive and wrong product: status first",
      card({ status: "INACTIVE", services: ["RST"] }),
      "HLT",
      { usable: false, reason: "NOT_ACTIVE" },
    ],
    [
      "discount card 25",
      card({ kind: "DISCOUNT_CARD", services: [], amount: 25 }),
      "HLT",
      { usable: true, reason: null },
    ],
    [
      "discount card 0.01",
      card({ kind: "DISCOUNT_CARD", services: [], amount: 0.01 }),
      "ACT",
      { usable: true, reason: null },
    ],
    [
      "discount card 0",
      card({ kind: "DISCOUNT_CARD", services: [], amount: 0 }),
      "HLT",
      { usable: false, reason: "NO_AMOUNT" },
    ],
    [
      "discount card negative",
      card({ kind: "DISCOUNT_CARD", services: [], amount: -5 }),
      "HLT",
      { usable: false, reason: "NO_AMOUNT" },
    ],
    [
      "discount card tied to HLT, for HLT",
      card({ kind: "DISCOUNT_CARD", productCode: "hlt", amount: 25 }),
      "HLT",
      { usable: true, reason: null },
    ],
    [
      "discount card tied to ACT, for HLT",
      card({ kind: "DISCOUNT_CARD", productCode: "ACT", amount: 25 }),
      "HLT",
      { usable: false, reason: "NOT_FOR_PRODUCT" },
    ],
    [
      "discount card tied to '' (not tied)",
      card({ kind: "DISCOUNT_CARD", productCode: "", amount: 25 }),
      "RST",
      { usable: true, reason: null },
    ],
    [
      "inactive discount card",
      card({ kind: "DISCOUNT_CARD", status: "INACTIVE", amount: 25 }),
      "HLT",
      { usable: false, reason: "NOT_ACTIVE" },
    ],
    [
      "cash card 150",
      card({ kind: "CASH_CARD", services: [], amount: 150 }),
      "RST",
      { usable: true, reason: null },
    ],
    [
      "cash card 0",
      card({ kind: "CASH_CARD", services: [], amount: 0 }),
      "RST",
      { usable: false, reason: "NO_AMOUNT" },
    ],
  ])("%s", (_name, c, product, expected) => {
    expect(cardUsability(c, product)).toEqual(expected);
  });
});

describe("selectCertificate (spec §4 selection)", () => {
  const hotelA = card({ id: cardId("HOTEL-A", 1) });
  const hotelB = card({ id: cardId("HOTEL-B", 2) });
  const inactiveHotel = card({ id: "HOTEL-X:3", status: "INACTIVE" });
  const resort = card({ id: "RESORT:4", services: ["RST"] });
  const certs = [inactiveHotel, hotelA, resort, hotelB];
  it.each<[string, string, string | null, WalletCard | null]>([
    ["keeps the current certificate while it matches", "HLT", hotelB.id, hotelB],
    ["replaces a current one that no longer matches the product", "HLT", resort.id, hotelA],
    ["replaces a current one that is not active", "HLT", inactiveHotel.id, hotelA],
    ["replaces an unknown current id", "HLT", "GONE:9", hotelA],
    ["chooses the first matching one without a current", "HLT", null, hotelA],
    ["chooses for another product", "RST", hotelA.id, resort],
    ["is null when none matches", "ACT", null, null],
  ])("%s", (_name, product, current, expected) => {
    expect(selectCertificate(certs, product, current)).toBe(expected);
  });
  it("is null for an empty wallet", () => {
    expect(selectCertificate([], "HLT", "HOTEL-A:1")).toBeNull();
  });
  it("builds the selection key from card_code and payment_card_id", () => {
    expect(cardId("HOTEL-A", 1)).toBe("HOTEL-A:1");
  });
});

describe("defaultCertificate (spec §4: organisation's highest redemption price)", () => {
  const cheap = card({ id: "ORG-H1:1", redemptionPrice: 20 });
  const dear = card({ id: "ORG-H2:2", redemptionPrice: 45 });
  const dearToo = card({ id: "ORG-H3:3", redemptionPrice: 45 });
  const inactiveDearest = card({ id: "ORG-H4:4", redemptionPrice: 99, status: "INACTIVE" });
  const resort = card({ id: "ORG-R:5", services: ["RST"], redemptionPrice: 80 });
  const noPrice = card({ id: "ORG-A:6", services: ["ACT"], redemptionPrice: null });
  it.each<[string, WalletCard[], string, WalletCard | null]>([
    ["picks the highest redemption price", [cheap, dear, resort], "HLT", dear],
    ["keeps the first of a tie", [cheap, dear, dearToo], "HLT", dear],
    ["skips unusable certificates", [cheap, inactiveDearest], "HLT", cheap],
    ["only certificates for the product", [cheap, resort], "RST", resort],
    ["a certificate without price still counts", [noPrice], "ACT", noPrice],
    ["null when the organisation has none for the product", [cheap, resort], "STY", null],
    ["null for an empty catalogue", [], "HLT", null],
  ])("%s", (_name, certs, product, expected) => {
    expect(defaultCertificate(certs, product)).toBe(expected);
  });
});

describe("chooseCertificate / chooseDiscountCards (spec §4: each clears the other kind)", () => {
  const withCards: WalletSelection = {
    product: "HLT",
    certificateId: null,
    discountCardIds: ["DC-25:1", "DC-60:2"],
  };
  const withCert: WalletSelection = {
    product: "HLT",
    certificateId: "CERT:1",
    discountCardIds: [],
  };
  it("choosing a certificate clears the discount cards", () => {
    expect(chooseCertificate(withCards, "CERT:1")).toEqual({
      product: "HLT",
      certificateId: "CERT:1",
      discountCardIds: [],
    });
  });
  it("choosing discount cards clears the certificate", () => {
    expect(chooseDiscountCards(withCert, ["DC-25:1", "DC-25:1"])).toEqual({
      product: "HLT",
      certificateId: null,
      discountCardIds: ["DC-25:1"],
    });
  });
  it("choosing no certificate keeps the discount cards; choosing no cards keeps the certificate", () => {
    expect(chooseCertificate(withCards, null)).toEqual(withCards);
    expect(chooseDiscountCards(withCert, [])).toEqual(withCert);
  });
  it("does not change the selection it is given", () => {
    chooseCertificate(withCards, "CERT:1");
    expect(withCards.discountCardIds).toEqual(["DC-25:1", "DC-60:2"]);
  });
});

describe("needsCertificatePrompt (spec §4 truth table)", () => {
  const all: CertificatePromptInput = {
    certificatesEnabled: true,
    hasDiscountCardForProduct: false,
    selectedCertificate: null,
    orgHasCertificateForProduct: true,
    defaultCertificate: { id: "ORG:1" },
  };
  it("prompts when every condition holds", () => {
    expect(needsCertificatePrompt(all)).toBe(true);
  });
  it.each<[string, Partial<CertificatePromptInput>]>([
    ["certificates not enabled", { certificatesEnabled: false }],
    ["a discount card for the product", { hasDiscountCardForProduct: true }],
    ["a certificate selected", { selectedCertificate: { id: "CERT:1" } }],
    ["the organisation has none for the product", { orgHasCertificateForProduct: false }],
    ["no default", { defaultCertificate: null }],
    ["no default (undefined)", { defaultCertificate: undefined }],
  ])("does not prompt with %s", (_name, change) => {
    expect(needsCertificatePrompt({ ...all, ...change })).toBe(false);
  });
});

describe("priceLimitFactor (spec §9)", () => {
  it.each([
    ["HLT", 1.1],
    ["hlt", 1.1],
    ["ACT", 1.05],
    ["STY", 1.05],
    ["RST", 1.05],
    ["FLT", 1.05],
  ])("%s → %d", (product, factor) => {
    expect(priceLimitFactor(product)).toBe(factor);
  });
});

describe("applyDiscount (spec §5 never below zero, §9 price-limit factor, 'only-discount')", () => {
  it.each<[string, number, number, number, number, boolean]>([
    // name, price, discount total, factor, total, onlyDiscount
    ["hotel price exactly amount × 1.1", 66, 60, 1.1, 0, true],
    ["hotel price 0.01 above amount × 1.1", 66.01, 60, 1.1, 6.01, false],
    ["hotel price below the amount", 50, 60, 1.1, 0, true],
    ["activity price exactly amount × 1.05", 26.25, 25, 1.05, 0, true],
    ["activity price 0.01 above amount × 1.05", 26.26, 25, 1.05, 1.26, false],
    ["stay price well above the discount", 200, 25, 1.05, 175, false],
    ["discount of 0 leaves the price", 80, 0, 1.1, 80, false],
    ["price 0 with no discount", 0, 0, 1.1, 0, false],
    ["price 0 with a discount", 0, 25, 1.05, 0, true],
    ["discount of 0.01", 10, 0.01, 1.05, 9.99, false],
    ["negative discount counts as none", 10, -5, 1.05, 10, false],
  ])("%s", (_name, price, discount, factor, total, onlyDiscount) => {
    expect(applyDiscount(price, discount, factor)).toEqual({
      total,
      onlyDiscount,
      marker: onlyDiscount ? "only-discount" : null,
    });
  });
  it("never goes below zero, whatever the factor", () => {
    expect(applyDiscount(100, 500, 1).total).toBe(0);
    expect(applyDiscount(100, 95, 1).total).toBe(5);
    expect(applyDiscount(100, 500, 0).total).toBe(0);
  });
});

describe("applyDiscount in the priced currency's minor unit (money module)", () => {
  it.each<[string, number, number, number, string, number, boolean]>([
    // name, price, discount total, factor, currency, total, onlyDiscount
    ["yen: hotel price exactly amount × 1.1", 6600, 6000, 1.1, "JPY", 0, true],
    ["yen: one yen above", 6601, 6000, 1.1, "JPY", 601, false],
    ["yen: the rest in whole yen", 10000.4, 2000, 1.05, "JPY", 8000, false],
    ["dinars: activity exactly amount × 1.05", 10.5, 10, 1.05, "KWD", 0, true],
    ["dinars: one fils above", 10.501, 10, 1.05, "KWD", 0.501, false],
    ["dollars: 0.1 + 0.2 of cards cover 0.33 at 1.1", 0.33, 0.1 + 0.2, 1.1, "USD", 0, true],
  ])("%s", (_name, price, discount, factor, currency, total, onlyDiscount) => {
    expect(applyDiscount(price, discount, factor, currency)).toMatchObject({ total, onlyDiscount });
  });
});

describe("priceWithCertificate (spec §5 never below zero; USE_DEFAULT adds the redemption price)", () => {
  it.each<[string, number, number, number | undefined, number]>([
    ["certificate smaller than the price", 300, 100, undefined, 200],
    ["certificate equal to the price", 100, 100, undefined, 0],
    ["certificate larger than the price", 80, 100, undefined, 0],
    ["price 0", 0, 100, undefined, 0],
    ["certificate of 0", 120, 0, undefined, 120],
    ["buying the default adds its redemption price", 300, 150, 45, 195],
    ["a default larger than the price still costs its redemption price", 100, 150, 45, 45],
    ["cents", 100.1, 0.2, 0.01, 99.91],
  ])("%s", (_name, price, value, redemption, total) => {
    expect(priceWithCertificate(price, value, redemption)).toBe(total);
  });
});

describe("convertAmount (spec §3 rates relative to USD)", () => {
  const rates = { USD: 1, EUR: 0.92, GBP: 0.8, JPY: 150 };
  it.each<[number, string, string, number | null]>([
    [100, "USD", "EUR", 92],
    [92, "EUR", "USD", 100],
    [25, "GBP", "EUR", 28.75],
    [10, "EUR", "GBP", 8.7],
    [1, "usd", "jpy", 150],
    [0.01, "USD", "EUR", 0.01],
    [0, "EUR", "GBP", 0],
    [12.345, "USD", "USD", 12.35],
    [1.005, "USD", "EUR", 0.92],
    [10, "EUR", "JPY", 1630], // to the yen: no decimals
    [0.1 + 0.2, "USD", "USD", 0.3],
    [100, "USD", "XYZ", null],
    [100, "XYZ", "USD", null],
  ])("%d %s → %s = %j", (amount, from, to, expected) => {
    expect(convertAmount(amount, from, to, rates)).toBe(expected);
  });
  it("takes USD as 1 when the table leaves it out, and accepts a Map", () => {
    expect(convertAmount(50, "USD", "EUR", { EUR: 0.92 })).toBe(46);
    expect(convert(50, "EUR", "USD", new Map([["EUR", 0.5]]))).toBe(100);
  });
  it("is null for unusable rates", () => {
    expect(convertAmount(1, "USD", "EUR", { EUR: 0 })).toBeNull();
    expect(convertAmount(1, "USD", "EUR", { EUR: Number.NaN })).toBeNull();
  });
  it("rounds halves away from zero to the currency's minor unit (cents by default)", () => {
    expect(roundAmount(1234.5, "JPY")).toBe(1235);
    expect(roundAmount(1.2345, "BHD")).toBe(1.235);
    expect(roundAmount(1.005)).toBe(1.01);
    expect(roundAmount(-1.005)).toBe(-1.01);
    expect(roundAmount(0.1 + 0.2)).toBe(0.3);
  });
});

describe("minCheckInDate and weekStart (spec §9)", () => {
  it.each<[string | Date, number, string]>([
    ["2026-03-10", 0, "2026-03-10"],
    ["2026-03-10", 2, "2026-03-12"],
    ["2026-12-30", 3, "2027-01-02"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-03-10", -4, "2026-03-10"],
    [new Date("2026-03-10T23:30:00Z"), 1, "2026-03-11"],
  ])("%s plus %i days → %s", (today, days, expected) => {
    expect(minCheckInDate(today, days)).toBe(expected);
  });
  it.each<[number | null | undefined, number]>([
    [undefined, 0],
    [null, 0],
    [1, 1],
    [6, 6],
    [7, 0],
    [-1, 0],
    [1.5, 0],
  ])("week start %j → %i (default Sunday)", (configured, expected) => {
    expect(weekStart(configured)).toBe(expected);
  });
});
