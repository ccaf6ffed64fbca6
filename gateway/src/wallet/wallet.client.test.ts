import { captureCall, TEST_META } from "../testing/client-decoders";
import { DecodeError } from "../upstream/decode";
import { createWalletClient } from "./wallet.client";

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
const totals = (count: number, total_amount: number) => ({ count, total_amount, currency: "USD" });
const client = (http: Parameters<typeof createWalletClient>[0]) =>
  createWalletClient(http, { timeoutMs: 1000 });

describe("wallet answers, checked against the contract", () => {
  const org = captureCall(client, (c) => c.getOrgCards(TEST_META, null));

  it("decode the catalogue", () => {
    expect(org.options).toMatchObject({ idempotent: true });
    const other = { ...row, payment_card_id: 9002, pro_code: null, expires_on: null };
    expect(org.decode({ status: 1, data: { data: [row, other] } })).toEqual([row, other]);
  });

  it.each<[string, unknown]>([
    ["status 0", { status: 0, message: "no" }],
    ["no list", { status: 1, data: { data: null } }],
    ["a card without a code", { status: 1, data: { data: [{ ...row, card_code: "" }] } }],
    ["an amount as text", { status: 1, data: { data: [{ ...row, card_amount: "200.00" }] } }],
    ["a missing field", { status: 1, data: { data: [{ ...row, pro_code: undefined }] } }],
    ["a bad currency", { status: 1, data: { data: [{ ...row, payment_card_currency: "eur" }] } }],
    ["a bad id", { status: 1, data: { data: [{ ...row, payment_card_id: -1 }] } }],
    ["an id as text", { status: 1, data: { data: [{ ...row, payment_card_id: "9002" }] } }],
    ["services not a list of text", { status: 1, data: { data: [{ ...row, services: [1] }] } }],
    ["services null", { status: 1, data: { data: [{ ...row, services: null }] } }],
  ])("refuse the catalogue with %s", (_name, json) => {
    expect(() => org.decode(JSON.parse(JSON.stringify(json)))).toThrow(DecodeError);
  });

  const entry = {
    certidata: [row],
    discountcarddata: [],
    cashcarddata: [],
    certificate_details: totals(1, 120),
    discountcard_details: totals(0, 0),
    cashcard_details: totals(0, 0),
    walletOptions: { org_site_wallet: "Certificates" },
  };

  it("decode the user's cards, their totals and the wallet options", () => {
    const { decode, options } = captureCall(client, (c) => c.getUserCards(TEST_META, "t", "USD"));
    expect(options).toMatchObject({ bearer: "t", idempotent: true });
    expect(decode({ status: 1, data: { data: [entry] } })).toEqual([entry]);
  });

  it.each<[string, unknown]>([
    ["a missing card list", { ...entry, cashcarddata: undefined }],
    ["a null card list", { ...entry, cashcarddata: null }],
    ["no wallet options", { ...entry, walletOptions: undefined }],
    ["wallet options that are not an object", { ...entry, walletOptions: "x" }],
    ["an unknown wallet option", { ...entry, walletOptions: { org_site_wallet: "Gold" } }],
    ["a bad card", { ...entry, certidata: [{ ...row, status: null }] }],
  ])("refuse the user's cards with %s", (_name, bad) => {
    const { decode } = captureCall(client, (c) => c.getUserCards(TEST_META, "t", "USD"));
    const json = JSON.parse(JSON.stringify({ status: 1, data: { data: [bad] } })) as unknown;
    expect(() => decode(json)).toThrow(DecodeError);
  });
});
