import type {
  PaymentCardKind,
  PriceUnit,
  ProductArea,
  WalletProduct,
} from "../__generated__/graphql";
import { buildDestinations, buildSearchOffers, type SearchOfferRecord } from "./search-factories";

/**
 * Wallet and booking test data for the mock gateway, kept close to the upstream rows of the
 * contract (PaymentCardRow, OfferRow, ReservationRow) with camel-case names.
 */

/** A certificate, discount card or cash card; `ownerId` null for the organisation's catalogue. */
export interface PaymentCardRecord {
  ownerId: string | null;
  kind: PaymentCardKind;
  cardCode: string;
  paymentCardId: number;
  proCode: string | null;
  name: string;
  /** Upstream status as given: ACTIVE, INACTIVE, REDEEMED, EXPIRED, or "active". */
  status: string;
  /** Product codes the card is valid for. */
  services: string[];
  amount: number;
  currency: string;
  redemptionPrice: number | null;
  productCode: string | null;
  /** The reservation the card was spent on. */
  redeemedReservationId: string | null;
}

let cardSequence = 5000;

export function buildPaymentCard(
  overrides: Partial<PaymentCardRecord> & Pick<PaymentCardRecord, "kind" | "name">,
): PaymentCardRecord {
  const paymentCardId = overrides.paymentCardId ?? ++cardSequence;
  const prefix = { CERTIFICATE: "CERT", DISCOUNT_CARD: "DISC", CASH_CARD: "CASH" }[overrides.kind];
  return {
    ownerId: null,
    cardCode: `${prefix}-${paymentCardId}`,
    paymentCardId,
    proCode: null,
    status: "ACTIVE",
    services: [],
    amount: 50,
    currency: "USD",
    redemptionPrice: null,
    productCode: null,
    redeemedReservationId: null,
    ...overrides,
  };
}

/** An offer of a product area (upstream OfferRow); prices per unit in USD. */
export interface OfferRecord {
  id: string;
  area: ProductArea;
  /** The wallet product (HLT, ACT, RST, STY); null in the other areas. */
  product: WalletProduct | null;
  name: string;
  destination: string;
  countryCode: string;
  /** Flights and packages: the search destination flown from. */
  originId: string | null;
  description: string;
  rating: number | null;
  priceUnit: PriceUnit;
  priceUsd: number;
  /** Most guests a room (unit) holds, or a booking brings. */
  maxGuests: number;
  /** ISO weekday (1 Monday … 7 Sunday) a week offer's weeks start on; null for any day. */
  startWeekday: number | null;
  /** The `details` union member, with its `__typename`. */
  details: SearchOfferRecord["details"];
  /** Days (ISO) the offer is sold out on. */
  soldOut: string[];
}

let offerSequence = 700;

const defaultDetails = (area: ProductArea): SearchOfferRecord["details"] =>
  area === "ACT"
    ? { __typename: "ActivityDetails", durationHours: 3, meetingPoint: "The main square" }
    : area === "STY"
      ? {
          __typename: "RentalDetails",
          propertyType: "APARTMENT",
          bedrooms: 1,
          bathrooms: 1,
          sleeps: 4,
          nights: 1,
          resort: null,
        }
      : {
          __typename: "HotelDetails",
          board: "BREAKFAST",
          roomType: "Double room",
          discountPercent: null,
          wasTotal: null,
        };

export function buildOffer(
  overrides: Partial<OfferRecord> & Pick<OfferRecord, "product" | "name">,
): OfferRecord {
  const area = overrides.area ?? overrides.product ?? "HLT";
  return {
    id: String(++offerSequence),
    area,
    destination: "Lisbon",
    countryCode: "PT",
    originId: null,
    description: "A place worth the trip.",
    rating: 4,
    priceUnit: overrides.product === "ACT" ? "PERSON" : "NIGHT",
    priceUsd: 100,
    maxGuests: 4,
    startWeekday: null,
    details: defaultDetails(area),
    soldOut: [],
    ...overrides,
  };
}

const WALLET_AREAS: readonly string[] = ["HLT", "ACT", "RST", "STY"];

/**
 * The offers of the search's other areas (flights, cars, weeks, packages…), bookable as the
 * contract has it: their product null, only the cash card of the wallet paying.
 */
function otherAreaOffers(): OfferRecord[] {
  const places = buildDestinations();
  return buildSearchOffers()
    .filter((o) => !WALLET_AREAS.includes(o.area))
    .map((o) => {
      const place = places.find((d) => d.id === o.destinationId);
      return buildOffer({
        id: o.id,
        area: o.area,
        product: null,
        name: o.name,
        destination: place?.name ?? "Lisbon",
        countryCode: place?.countryCode ?? "PT",
        originId: o.originId,
        description: o.description,
        rating: o.rating,
        priceUnit: o.priceUnit,
        priceUsd: o.priceUsd,
        maxGuests: o.maxGuests,
        // the seeded weeks start on Saturdays, as the upstream's do
        startWeekday: o.area === "WEK" ? 6 : null,
        details: o.details,
      });
    });
}

/** The seeded offers: a few per product area, over several destinations. */
export function buildOffers(): OfferRecord[] {
  return [
    buildOffer({
      id: "101",
      product: "HLT",
      name: "Harbour View Hotel",
      destination: "Lisbon",
      countryCode: "PT",
      rating: 4.5,
      priceUsd: 120,
      description: "Rooms over the river, a short walk from the old town.",
    }),
    buildOffer({
      id: "102",
      product: "HLT",
      name: "Ribeira Rooms",
      destination: "Porto",
      countryCode: "PT",
      rating: 4,
      priceUsd: 90,
      description: "A small hotel on the riverside quay.",
    }),
    buildOffer({
      id: "103",
      product: "HLT",
      name: "Gran Vía Suites",
      destination: "Madrid",
      countryCode: "ES",
      rating: null,
      priceUsd: 150,
      description: "Suites on the city's main avenue.",
    }),
    buildOffer({
      id: "201",
      product: "ACT",
      name: "Tram 28 Walking Tour",
      destination: "Lisbon",
      countryCode: "PT",
      rating: 4.8,
      priceUsd: 35,
      description: "Three hours through Alfama with a local guide.",
    }),
    buildOffer({
      id: "202",
      product: "ACT",
      name: "Douro Valley Day Trip",
      destination: "Porto",
      countryCode: "PT",
      rating: 4.6,
      priceUsd: 95,
      description: "Vineyards, a river cruise and lunch.",
    }),
    buildOffer({
      id: "301",
      product: "RST",
      name: "Algarve Cliffs Resort",
      destination: "Lagos",
      countryCode: "PT",
      rating: 4.3,
      priceUsd: 210,
      description: "Sea-view rooms, pools and a spa.",
    }),
    buildOffer({
      id: "401",
      product: "STY",
      name: "Alfama Apartment",
      destination: "Lisbon",
      countryCode: "PT",
      rating: 4.1,
      priceUsd: 80,
      description: "A one-bedroom flat with a terrace.",
    }),
    ...otherAreaOffers(),
  ];
}

/** A booking made through the mock gateway (upstream ReservationRow). */
export interface ReservationRecord {
  id: string;
  ownerId: string;
  requestId: string | null;
  reference: string;
  offerId: string;
  checkIn: string;
  checkOut: string | null;
  guests: number;
  /** Rooms or units (NIGHT and WEEK offers); 1 when not given. */
  rooms?: number;
  status: string;
  total: number;
  currency: string;
  /** Ids (`cardCode:paymentCardId`) of the cards spent. */
  cardIds: string[];
  bookedAt: string;
  /** The offer's cancellation policy (MODERATE: free until 7 days before, then half kept). */
  policy?: { code: string; freeUntilDays: number | null; feePercent: number };
  /** Who travels, lead first, and how to reach them (as bookOffer was given them). */
  travellers?: { firstName: string; lastName: string }[];
  contact?: { email: string | null; phone: string | null } | null;
  /** The card that paid through a checkout; none when the wallet covered it. */
  paidWith?: { brand: string; last4: string };
  /** How it was cancelled (set by cancelReservation). */
  cancellation?: {
    cancelledAt: string;
    refundPercent: number;
    cardRefund: number;
    cardsReturned: string[];
  };
}

let reservationSequence = 900;

export function buildReservation(
  overrides: Partial<ReservationRecord> & Pick<ReservationRecord, "ownerId" | "offerId">,
): ReservationRecord {
  const id = String(++reservationSequence);
  return {
    id,
    requestId: null,
    reference: `WH-T${id}`,
    checkIn: "2026-01-10",
    checkOut: "2026-01-12",
    guests: 2,
    status: "CONFIRMED",
    total: 240,
    currency: "USD",
    cardIds: [],
    bookedAt: "2026-01-01T10:00:00.000Z",
    ...overrides,
  };
}

/**
 * The demo traveller's wallet of the contract's seeds, for one owner: certificates in every
 * state (ACTIVE, INACTIVE, lower-case "active", REDEEMED, EUR), discount cards of 0, 25 and 60
 * USD and one in GBP, and a cash card of 150 USD.
 */
export function buildDemoWallet(ownerId: string): PaymentCardRecord[] {
  const card = (o: Partial<PaymentCardRecord> & Pick<PaymentCardRecord, "kind" | "name">) =>
    buildPaymentCard({ ownerId, ...o });
  return [
    card({
      kind: "CERTIFICATE",
      name: "Hotel Stay Certificate",
      cardCode: "CERT-HLT",
      paymentCardId: 11,
      services: ["HLT"],
      amount: 100,
    }),
    card({
      kind: "CERTIFICATE",
      name: "City Break Certificate",
      cardCode: "CERT-LOW",
      paymentCardId: 12,
      status: "active",
      services: ["HLT", "RST"],
      amount: 40,
    }),
    card({
      kind: "CERTIFICATE",
      name: "Old Hotel Certificate",
      cardCode: "CERT-OFF",
      paymentCardId: 13,
      status: "INACTIVE",
      services: ["HLT"],
      amount: 80,
    }),
    card({
      kind: "CERTIFICATE",
      name: "Spent Certificate",
      cardCode: "CERT-USED",
      paymentCardId: 14,
      status: "REDEEMED",
      services: ["HLT"],
      amount: 70,
    }),
    card({
      kind: "CERTIFICATE",
      name: "Experiences Certificate",
      cardCode: "CERT-ACT",
      paymentCardId: 15,
      services: ["ACT", "STY"],
      amount: 60,
    }),
    card({
      kind: "CERTIFICATE",
      name: "Euro Resort Certificate",
      cardCode: "CERT-EUR",
      paymentCardId: 16,
      services: ["RST"],
      amount: 90,
      currency: "EUR",
    }),
    card({
      kind: "DISCOUNT_CARD",
      name: "Empty Discount Card",
      cardCode: "DISC-0",
      paymentCardId: 21,
      amount: 0,
    }),
    card({
      kind: "DISCOUNT_CARD",
      name: "Saver Card",
      cardCode: "DISC-25",
      paymentCardId: 22,
      amount: 25,
    }),
    card({
      kind: "DISCOUNT_CARD",
      name: "Traveller Card",
      cardCode: "DISC-60",
      paymentCardId: 23,
      amount: 60,
    }),
    card({
      kind: "DISCOUNT_CARD",
      name: "London Card",
      cardCode: "DISC-GBP",
      paymentCardId: 24,
      amount: 20,
      currency: "GBP",
    }),
    card({
      kind: "CASH_CARD",
      name: "Cash Card",
      cardCode: "CASH-150",
      paymentCardId: 31,
      amount: 150,
      services: ["HLT", "ACT", "RST", "STY"],
    }),
  ];
}

/** The organisation's certificate catalogue: two for HLT (redemption 30 and 45), RST, ACT; none for STY. */
export function buildOrgCertificates(): PaymentCardRecord[] {
  return [
    buildPaymentCard({
      kind: "CERTIFICATE",
      name: "Hotel Basic Certificate",
      cardCode: "ORG-HLT-1",
      paymentCardId: 81,
      services: ["HLT"],
      amount: 50,
      redemptionPrice: 30,
    }),
    buildPaymentCard({
      kind: "CERTIFICATE",
      name: "Hotel Plus Certificate",
      cardCode: "ORG-HLT-2",
      paymentCardId: 82,
      services: ["HLT"],
      amount: 100,
      redemptionPrice: 45,
    }),
    buildPaymentCard({
      kind: "CERTIFICATE",
      name: "Resort Certificate",
      cardCode: "ORG-RST",
      paymentCardId: 83,
      services: ["RST"],
      amount: 80,
      redemptionPrice: 40,
    }),
    buildPaymentCard({
      kind: "CERTIFICATE",
      name: "Activity Certificate",
      cardCode: "ORG-ACT",
      paymentCardId: 84,
      services: ["ACT"],
      amount: 20,
      redemptionPrice: 10,
    }),
  ];
}
