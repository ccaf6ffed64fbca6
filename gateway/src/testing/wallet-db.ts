/**
 * In-memory wallet and booking data of the mocked upstream: the organisation's certificate
 * catalogue, the cards of user 7 (every state, like the demo traveller) and of user 20 (no usable
 * HLT certificate, no HLT discount card: hotel bookings prompt), offers, reservations, faults.
 */
import { buildOffer } from "./offer-factories";
import type { OfferEntry, ReservationEntry } from "../booking/booking.mappers";
import type { PaymentCardEntry } from "../wallet/wallet.mappers";
import type { ReceivedRequest } from "./accounts-db";

/** How a mocked wallet or booking endpoint answers. */
export type WalletFault =
  /** normally */
  | "ok"
  /** never (the gateway times out) */
  | "hang"
  /** HTTP 500 */
  | "500"
  /** malformed JSON */
  | "garbage"
  /** well-formed JSON of the wrong shape */
  | "wrongShape";

export type TestCardKind = "certificate" | "discount" | "cash";

export interface TestCard extends PaymentCardEntry {
  kind: TestCardKind;
  /** null: a catalogue certificate of the organisation. */
  user_id: number | null;
  redeemed_reservation_id: number | null;
}

export interface TestReservation extends ReservationEntry {
  user_id: number;
  request_id: string;
  subtotal_usd: number;
  total_usd: number;
}

export interface WalletDb {
  cards: TestCard[];
  offers: OfferEntry[];
  reservations: TestReservation[];
  /**
   * The offers' calendars where they differ from the default (every day on sale at the offer's
   * price_usd with 5 units): `${offer_id}:${YYYY-MM-DD}` → that day's price and units left, or
   * null for a day not on sale.
   */
  calendar: Record<string, { price_usd: number; units_left: number } | null>;
  /** `walletOptions.org_site_wallet` of the user-cards answer; null: the site configuration's. */
  walletOptions: string | null;
  faults: {
    orgCards: WalletFault;
    userCards: WalletFault;
    offers: WalletFault;
    reservations: WalletFault;
  };
  received: ReceivedRequest[];
}

/** The wallet demo traveller (no usable HLT certificate): add them with `walletDemoAccount`. */
export const WALLET_DEMO_USER_ID = 20;

/** A day `days` from today, ISO. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let nextCardId = 100_001;

export function buildCard(overrides: Partial<TestCard> = {}): TestCard {
  const id = overrides.payment_card_id ?? nextCardId++;
  return {
    card_code: `CARD-${id}`,
    payment_card_id: id,
    pro_code: "WAYFARER-REWARDS",
    name: `Card ${id}`,
    status: "ACTIVE",
    services: ["HLT"],
    card_amount: 100,
    payment_card_redemption_price: null,
    payment_product_code: null,
    payment_card_currency: "USD",
    expires_on: dayFromToday(365),
    kind: "certificate",
    user_id: 7,
    redeemed_reservation_id: null,
    ...overrides,
  };
}

const cert = (
  user: number | null,
  id: number,
  code: string,
  name: string,
  status: string,
  services: string[],
  amount: number,
  extra: Partial<TestCard> = {},
) =>
  buildCard({
    payment_card_id: id,
    card_code: code,
    name,
    status,
    services,
    card_amount: amount,
    user_id: user,
    ...extra,
  });

const discount = (
  user: number,
  id: number,
  code: string,
  name: string,
  amount: number,
  productCode: string | null,
  extra: Partial<TestCard> = {},
) =>
  buildCard({
    payment_card_id: id,
    card_code: code,
    name,
    kind: "discount",
    pro_code: "WAYFARER-DISCOUNT",
    services: productCode ? [productCode] : ["HLT", "ACT", "RST", "STY"],
    card_amount: amount,
    payment_product_code: productCode,
    user_id: user,
    ...extra,
  });

const offer = (
  offer_id: number,
  product_code: OfferEntry["product_code"],
  name: string,
  destination: string,
  price_usd: number,
  price_unit: OfferEntry["price_unit"] = product_code === "ACT" ? "PERSON" : "NIGHT",
): OfferEntry =>
  buildOffer({
    offer_id,
    product_code,
    name,
    destination,
    country_code: destination === "Cancún" ? "MX" : "PT",
    description: `${name} in ${destination}`,
    rating: offer_id % 2 === 0 ? 4.5 : null,
    price_unit,
    price_usd,
    max_guests: 10,
  });

export function seedWallet(): WalletDb {
  const Z = 7;
  const W = WALLET_DEMO_USER_ID;
  const catalogue = (
    id: number,
    code: string,
    name: string,
    services: string[],
    amount: number,
    price: number,
  ) =>
    cert(null, id, code, name, "ACTIVE", services, amount, {
      payment_card_redemption_price: price,
      payment_product_code: services[0] ?? null,
      expires_on: null,
    });
  return {
    cards: [
      catalogue(9001, "ORG-HLT-CLASSIC", "Hotel Stay Certificate (Classic)", ["HLT"], 100, 39),
      catalogue(9002, "ORG-HLT-PLUS", "Hotel Stay Certificate (Plus)", ["HLT"], 200, 79),
      catalogue(9003, "ORG-RST-WEEK", "Resort Week Certificate", ["RST"], 300, 129),
      catalogue(9004, "ORG-ACT-EXPLORER", "Experiences Certificate", ["ACT"], 60, 25),
      cert(Z, 1001, "CERT-HLT-001", "Hotel Stay Certificate", "ACTIVE", ["HLT"], 120),
      cert(
        Z,
        1002,
        "CERT-ACTSTY-001",
        "Experiences & Stays Certificate",
        "ACTIVE",
        ["ACT", "STY"],
        75,
      ),
      cert(Z, 1003, "CERT-RST-001", "Resort Week Certificate", "active", ["RST"], 250),
      cert(Z, 1004, "CERT-HLT-EUR-001", "European City Hotel Certificate", "ACTIVE", ["HLT"], 90, {
        payment_card_currency: "EUR",
      }),
      cert(Z, 1005, "CERT-HLT-002", "Weekend Hotel Certificate", "INACTIVE", ["HLT"], 80),
      cert(Z, 1006, "CERT-HLT-003", "City Break Certificate", "REDEEMED", ["HLT", "RST"], 100, {
        expires_on: null,
      }),
      cert(Z, 1007, "CERT-STY-001", "Holiday Stay Certificate", "ACTIVE", ["STY"], 60, {
        expires_on: dayFromToday(-30),
      }),
      discount(Z, 1101, "DISC-WELCOME-000", "Welcome Discount Card", 0, null),
      discount(Z, 1102, "DISC-HLT-025", "Hotel Saver Card", 25, "HLT"),
      discount(Z, 1103, "DISC-TRIP-060", "Traveller Discount Card", 60, null),
      discount(Z, 1104, "DISC-GBP-040", "London Partner Discount Card", 40, null, {
        payment_card_currency: "GBP",
      }),
      buildCard({
        payment_card_id: 1201,
        card_code: "CASH-USD-001",
        name: "Wayfarer Cash Card",
        kind: "cash",
        pro_code: null,
        services: ["HLT", "ACT", "RST", "STY"],
        card_amount: 150,
        user_id: Z,
        expires_on: null,
      }),
      cert(W, 2001, "CERT-ACT-101", "Experiences Certificate", "ACTIVE", ["ACT"], 40),
      cert(W, 2002, "CERT-RST-101", "Resort Escape Certificate", "ACTIVE", ["RST"], 180),
      cert(W, 2003, "CERT-HLT-101", "Hotel Stay Certificate", "INACTIVE", ["HLT"], 100),
      discount(W, 2101, "DISC-ACT-015", "Activities Discount Card", 15, "ACT"),
    ],
    offers: [
      offer(501, "HLT", "Harbour View Hotel", "Lisbon", 150),
      offer(502, "HLT", "Old Town Inn", "Lisbon", 33),
      offer(503, "ACT", "Tram Tour", "Lisbon", 26.25),
      offer(504, "RST", "Sunset Resort", "Cancún", 200),
      offer(505, "STY", "Alfama Apartment", "Lisbon", 90),
      offer(506, "HLT", "Beach Hotel", "Cancún", 110),
    ],
    reservations: [],
    calendar: {},
    walletOptions: "Discount Cards,Certificates,Cash Card",
    faults: { orgCards: "ok", userCards: "ok", offers: "ok", reservations: "ok" },
    received: [],
  };
}
