import { DecodeError } from "../upstream/decode";
import {
  decodeCreateReservation,
  decodeOffer,
  decodeOffers,
  decodeReservations,
} from "./booking.decoders";

const offer = {
  offer_id: 501,
  product_code: "HLT",
  name: "Harbour View Hotel",
  destination: "Lisbon",
  country_code: "PT",
  description: "By the river",
  rating: 4.5,
  price_unit: "NIGHT",
  price_usd: 150,
};

const reservation = {
  reservation_id: 7001,
  reference: "WH-7K3Q9Z",
  offer,
  check_in: "2026-12-01",
  check_out: null,
  guests: 2,
  status: "CONFIRMED",
  currency: "EUR",
  total: "165.60",
  cards: [
    {
      card_code: "CERT-HLT-001",
      payment_card_id: "1001",
      kind: "certificate",
      name: "C",
      amount_used: 120,
    },
  ],
  booked_at: "2026-11-22T10:00:00.000Z",
};

describe("booking decoders", () => {
  it("decode offers, numerics sent as text, an unrated offer", () => {
    expect(
      decodeOffers({
        status: 1,
        data: { data: [offer, { ...offer, offer_id: "502", rating: null, price_usd: "99.90" }] },
      }),
    ).toEqual([offer, { ...offer, offer_id: 502, rating: null, price_usd: 99.9 }]);
  });

  it("decode one offer, null for the upstream's 404 answer", () => {
    expect(decodeOffer({ status: 1, data: offer })).toEqual(offer);
    expect(decodeOffer({ status: 0, message: "Offer not found" })).toBeNull();
  });

  it.each<[string, unknown]>([
    ["an unknown product", { ...offer, product_code: "FLT" }],
    ["an unknown price unit", { ...offer, price_unit: "DAY" }],
    ["a negative price", { ...offer, price_usd: -1 }],
    ["no name", { ...offer, name: null }],
  ])("refuse an offer with %s", (_name, entry) => {
    expect(() => decodeOffers({ status: 1, data: { data: [entry] } })).toThrow(DecodeError);
  });

  it("decode reservations, dates cut to the day", () => {
    expect(
      decodeReservations({
        status: 1,
        data: { data: [{ ...reservation, check_in: "2026-12-01T00:00:00.000Z" }] },
      }),
    ).toEqual([
      {
        ...reservation,
        total: 165.6,
        cards: [{ ...reservation.cards[0], payment_card_id: 1001 }],
      },
    ]);
    expect(() =>
      decodeReservations({
        status: 1,
        data: { data: [{ ...reservation, cards: [{ kind: "gift" }] }] },
      }),
    ).toThrow(DecodeError);
  });

  it("decode a booking, a repeated one, and a refusal", () => {
    expect(
      decodeCreateReservation({ status: 1, duplicate: true, data: reservation }),
    ).toMatchObject({ ok: true, duplicate: true, reservation: { reservation_id: 7001 } });
    expect(decodeCreateReservation({ status: 1, data: reservation })).toMatchObject({
      ok: true,
      duplicate: false,
    });
    expect(
      decodeCreateReservation({ status: 0, code: "CARD_ALREADY_USED", message: "Used" }),
    ).toEqual({ ok: false, code: "CARD_ALREADY_USED", message: "Used" });
    expect(decodeCreateReservation({ status: 0 })).toEqual({
      ok: false,
      code: null,
      message: null,
    });
    expect(() => decodeCreateReservation({ status: 1, data: { reservation_id: 1 } })).toThrow(
      DecodeError,
    );
  });
});
