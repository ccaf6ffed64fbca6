import { DecodeError } from "../upstream/decode";
import { decodeOrgCards, decodeUserCards } from "./wallet.decoders";

const row = {
  card_code: "CERT-HLT-001",
  payment_card_id: 1001,
  pro_code: "WAYFARER-REWARDS",
  name: "Hotel Stay Certificate",
  status: "ACTIVE",
  services: ["HLT"],
  card_amount: 120,
  payment_card_redemption_price: null,
  payment_product_code: "HLT",
  payment_card_currency: "USD",
  expires_on: "2027-01-01",
};

describe("wallet decoders", () => {
  it("decode the catalogue, numerics sent as text and missing fields as null", () => {
    const { pro_code: _p, expires_on: _e, ...bare } = row;
    expect(
      decodeOrgCards({
        status: 1,
        data: {
          data: [
            row,
            {
              ...bare,
              payment_card_id: "9002",
              card_amount: "200.00",
              payment_card_redemption_price: "79.50",
              payment_card_currency: "eur",
              services: null,
            },
          ],
        },
      }),
    ).toEqual([
      row,
      {
        ...row,
        payment_card_id: 9002,
        pro_code: null,
        card_amount: 200,
        payment_card_redemption_price: 79.5,
        payment_card_currency: "EUR",
        services: [],
        expires_on: null,
      },
    ]);
  });

  it.each<[string, unknown]>([
    ["status 0", { status: 0, message: "no" }],
    ["no list", { status: 1, data: { data: null } }],
    ["a card without a code", { status: 1, data: { data: [{ ...row, card_code: "" }] } }],
    [
      "an amount that is not a number",
      { status: 1, data: { data: [{ ...row, card_amount: "lots" }] } },
    ],
    ["a bad currency", { status: 1, data: { data: [{ ...row, payment_card_currency: "US" }] } }],
    ["a bad id", { status: 1, data: { data: [{ ...row, payment_card_id: -1 }] } }],
    ["services not a list of text", { status: 1, data: { data: [{ ...row, services: [1] }] } }],
  ])("refuse the catalogue with %s", (_name, json) => {
    expect(() => decodeOrgCards(json)).toThrow(DecodeError);
  });

  it("decode the user's cards, their totals and the wallet options", () => {
    const entry = {
      certidata: [row],
      discountcarddata: [],
      cashcarddata: null,
      certificate_details: { count: 1, total_amount: "120.00" },
      discountcard_details: null,
      walletOptions: { org_site_wallet: "Certificates" },
    };
    expect(decodeUserCards({ status: 1, data: { data: [entry] } })).toEqual([
      {
        certidata: [row],
        discountcarddata: [],
        cashcarddata: [],
        certificate_details: { count: 1, total_amount: 120 },
        discountcard_details: null,
        cashcard_details: null,
        org_site_wallet: "Certificates",
      },
    ]);
    const { walletOptions: _w, ...noOptions } = entry;
    expect(decodeUserCards({ status: 1, data: { data: [noOptions] } })[0]?.org_site_wallet).toBe(
      null,
    );
  });

  it.each<[string, unknown]>([
    ["a missing card list", { certidata: [row], discountcarddata: [] }],
    [
      "wallet options that are not an object",
      { certidata: [], discountcarddata: [], cashcarddata: [], walletOptions: "x" },
    ],
    [
      "a bad card",
      { certidata: [{ ...row, status: null }], discountcarddata: [], cashcarddata: [] },
    ],
  ])("refuse the user's cards with %s", (_name, entry) => {
    expect(() => decodeUserCards({ status: 1, data: { data: [entry] } })).toThrow(DecodeError);
  });
});
