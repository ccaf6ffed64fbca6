import { captureCall, TEST_META } from "../testing/client-decoders";
import { DecodeError } from "../upstream/decode";
import { buildOffer } from "../testing/offer-factories";
import { createAgentClient } from "./agent.client";

const client = {
  client_id: 11,
  name: "Ana García",
  email: "ana@example.com",
  phone_country_code: "+44",
  phone: "7700900123",
  nationality_id: 20,
  nationality_name: "British",
  notes: "",
  created_at: "2026-10-01T09:00:00.000Z",
};
const offer = buildOffer({
  offer_id: 101,
  product_code: "HLT",
  name: "Casa do Miradouro",
  rating: 4.7,
  price_usd: 189,
});
const quote = {
  quote_id: 31,
  reference: "Q-7K3Q9Z",
  client: { client_id: 11, name: "Ana García", email: "ana@example.com" },
  offer,
  check_in: "2027-03-01",
  check_out: null,
  guests: 2,
  rooms: 1,
  price_usd: 450,
  status: "OPEN",
  valid_until: "2027-02-01",
  reservation_reference: null,
  created_at: "2026-11-20T10:00:00.000Z",
};

const agent = (http: Parameters<typeof createAgentClient>[0]) =>
  createAgentClient(http, { timeoutMs: 1000 });

describe("agent answers, checked against the contract", () => {
  it("decode the client list, nulls as the contract gives them", () => {
    const { decode } = captureCall(agent, (c) => c.listClients(TEST_META, "t"));
    const other = { ...client, client_id: 12, nationality_id: null, nationality_name: null };
    expect(decode({ status: 1, data: { count: 2, data: [client, other] } })).toEqual([
      client,
      other,
    ]);
    expect(() =>
      decode({ status: 1, data: { count: 1, data: [{ ...client, client_id: "12" }] } }),
    ).toThrow(DecodeError);
  });

  it("decode quotes, activity quotes without check-out", () => {
    const { decode } = captureCall(agent, (c) => c.listQuotes(TEST_META, "t"));
    expect(decode({ status: 1, data: { data: [quote] } })).toEqual([quote]);
  });

  it.each<[string, unknown]>([
    ["an unknown status", { ...quote, status: "LOST" }],
    ["a malformed day", { ...quote, check_in: "1/3/2027" }],
    ["a price as text", { ...quote, price_usd: "450.00" }],
  ])("refuse a quote with %s", (_name, entry) => {
    const { decode } = captureCall(agent, (c) => c.listQuotes(TEST_META, "t"));
    expect(() => decode({ status: 1, data: { data: [entry] } })).toThrow(DecodeError);
  });

  it("decode a new or declined quote, and their documented refusals", () => {
    for (const call of [
      (c: ReturnType<typeof agent>) =>
        c.newQuote(
          TEST_META,
          "t",
          { client_id: 11, offer_id: 501, check_in: "2027-03-01", guests: 2 },
          "key-12345",
        ),
      (c: ReturnType<typeof agent>) => c.declineQuote(TEST_META, "t", 31),
    ]) {
      const { decode } = captureCall(agent, call);
      expect(decode({ status: 1, data: quote })).toEqual({ ok: true, quote });
      expect(decode({ status: 0, code: "SOLD_OUT", message: "m" }, 409)).toEqual({
        ok: false,
        code: "SOLD_OUT",
        message: "m",
      });
      expect(decode({ status: 0, message: "check_in is required" }, 400)).toEqual({
        ok: false,
        code: null,
        message: "check_in is required",
      });
      expect(() => decode({ status: 0, code: "LOST", message: "m" }, 409)).toThrow(DecodeError);
    }
  });

  it("decode the agent's bookings like reservations", () => {
    const { decode } = captureCall(agent, (c) => c.listBookings(TEST_META, "t"));
    const booking = {
      reservation_id: 8001,
      reference: "WH-AGNT26",
      offer,
      check_in: "2026-12-01",
      check_out: "2026-12-03",
      guests: 2,
      rooms: 1,
      status: "CONFIRMED",
      currency: "USD",
      total: 378,
      cards: [],
      booked_at: "2026-11-01T10:00:00.000Z",
    };
    expect(decode({ status: 1, data: { data: [booking] } })).toEqual([booking]);
  });

  it("decode an added client, or the upstream's documented refusal", () => {
    const added = captureCall(agent, (c) =>
      c.addClient(
        TEST_META,
        "t",
        {
          name: "A",
          email: "a@b.co",
          phone_country_code: null,
          phone: null,
          nationality_id: null,
          notes: "",
        },
        "key-1",
      ),
    );
    expect(added.options).toMatchObject({ decodeClientErrors: true, idempotencyKey: "key-1" });
    expect(added.decode({ status: 1, data: client })).toEqual({ ok: true, client });
    const exists = {
      status: 0,
      code: "CLIENT_EXISTS",
      message: "You already have a client with this email",
    };
    expect(added.decode(exists, 409)).toEqual({
      ok: false,
      code: "CLIENT_EXISTS",
      message: "You already have a client with this email",
    });
    expect(added.decode({ status: 0, message: "client email is required" }, 400)).toEqual({
      ok: false,
      code: null,
      message: "client email is required",
    });
    expect(() => added.decode({ status: 0, message: "client email is required" }, 404)).toThrow(
      DecodeError,
    );
  });
});
