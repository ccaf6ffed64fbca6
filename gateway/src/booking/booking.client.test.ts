import { captureCall, TEST_META } from "../testing/client-decoders";
import { DecodeError } from "../upstream/decode";
import { buildOffer } from "../testing/offer-factories";
import { createBookingClient } from "./booking.client";

const offer = buildOffer({
  offer_id: 501,
  product_code: "HLT",
  name: "Harbour View Hotel",
  description: "By the river",
  rating: 4.5,
  price_usd: 150,
});

const reservation = {
  reservation_id: 7001,
  reference: "WH-7K3Q9Z",
  offer,
  check_in: "2026-12-01",
  check_out: null,
  guests: 2,
  rooms: 1,
  status: "CONFIRMED",
  currency: "EUR",
  total: 165.6,
  cards: [
    {
      card_code: "CERT-HLT-001",
      payment_card_id: 1001,
      kind: "certificate",
      name: "C",
      amount_used: 120,
    },
  ],
  booked_at: "2026-11-22T10:00:00.000Z",
};

const client = (http: Parameters<typeof createBookingClient>[0]) =>
  createBookingClient(http, { timeoutMs: 1000 });
const request = {
  request_id: "req-12345678",
  offer_id: 501,
  check_in: "2026-12-01",
  check_out: "2026-12-02",
  guests: 2,
  rooms: 1,
  currency: "EUR",
  total: 165.6,
  subtotal_usd: 150,
  total_usd: 180,
  cards: [],
};

describe("booking answers, checked against the contract", () => {
  const offers = captureCall(client, (c) =>
    c.searchOffers(TEST_META, { product: "HLT", destination: "Lis" }),
  );
  const one = captureCall(client, (c) => c.getOffer(TEST_META, 501));
  const list = captureCall(client, (c) => c.listReservations(TEST_META, "t"));
  const create = captureCall(client, (c) => c.createReservation(TEST_META, "t", request));

  it("decode offers, an unrated offer included", () => {
    expect(offers.path).toBe("/api/offers?product=HLT&destination=Lis");
    const unrated = { ...offer, offer_id: 502, rating: null, price_usd: 99.9 };
    expect(offers.decode({ status: 1, data: { data: [offer, unrated] } })).toEqual([
      offer,
      unrated,
    ]);
  });

  it("decode one offer, null for the upstream's 404 answer", () => {
    expect(one.options).toMatchObject({ decodeClientErrors: true });
    expect(one.decode({ status: 1, data: offer })).toEqual(offer);
    expect(one.decode({ status: 0, message: "Offer not found" }, 404)).toBeNull();
    expect(() => one.decode({ status: 0, message: "Offer not found" })).toThrow(DecodeError);
  });

  it.each<[string, unknown]>([
    ["an unknown product", { ...offer, product_code: "XYZ" }],
    ["an unknown price unit", { ...offer, price_unit: "HOUR" }],
    ["no place", { ...offer, place: undefined }],
    ["a hotel's attributes not a hotel's", { ...offer, attributes: { seats: 4 } }],
    ["a start weekday of 8", { ...offer, start_weekday: 8 }],
    ["a negative price", { ...offer, price_usd: -1 }],
    ["a price as text", { ...offer, price_usd: "99.90" }],
    ["an id as text", { ...offer, offer_id: "502" }],
    ["no name", { ...offer, name: null }],
  ])("refuse an offer with %s", (_name, entry) => {
    expect(() => offers.decode({ status: 1, data: { data: [entry] } })).toThrow(DecodeError);
  });

  it("decode reservations", () => {
    expect(list.options).toMatchObject({ idempotent: true });
    expect(list.decode({ status: 1, data: { data: [reservation] } })).toEqual([reservation]);
    expect(() =>
      list.decode({ status: 1, data: { data: [{ ...reservation, cards: [{ kind: "gift" }] }] } }),
    ).toThrow(DecodeError);
    expect(() =>
      list.decode({ status: 1, data: { data: [{ ...reservation, total: "165.60" }] } }),
    ).toThrow(DecodeError);
    expect(() => list.decode({ status: 1, duplicate: false, data: reservation })).toThrow(
      DecodeError,
    );
  });

  it("decode a booking, a repeated one, and the documented refusals", () => {
    expect(create.options).toMatchObject({ decodeClientErrors: true });
    expect(create.decode({ status: 1, duplicate: true, data: reservation })).toMatchObject({
      ok: true,
      duplicate: true,
      reservation: { reservation_id: 7001 },
    });
    expect(create.decode({ status: 1, duplicate: false, data: reservation })).toMatchObject({
      ok: true,
      duplicate: false,
    });
    const used = { status: 0, code: "CARD_ALREADY_USED", message: "Used" };
    expect(create.decode(used, 409)).toEqual({
      ok: false,
      code: "CARD_ALREADY_USED",
      message: "Used",
    });
    expect(create.decode({ status: 0, message: "Offer not found" }, 404)).toEqual({
      ok: false,
      code: null,
      message: "Offer not found",
    });
    expect(() => create.decode({ status: 0 }, 400)).toThrow(DecodeError);
    expect(() => create.decode({ status: 1, data: { reservation_id: 1 } })).toThrow(DecodeError);
    expect(() => create.decode({ status: 0, message: "Gone" }, 410)).toThrow(DecodeError);
  });
});
