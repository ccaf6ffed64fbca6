/**
 * The generated inventory: offers for the areas beyond the four wallet products (hotel deals,
 * holiday stays, condos, weeks, dream trips, packages, cruises, flights, cars, transfers) in the
 * seeded destinations, and the inventory facts of the 37 demo offers (destination, capacity,
 * stars, reviews, amenities, attributes, policy; their names and prices stay as they are). Drawn
 * from one seeded generator: the same offers on every run.
 */
import type { SeedOffer } from "../offers/seed";
import type { Area } from "./areas";
import { DESTINATIONS, HUB_IDS, type SeedDestination } from "./destinations";
import {
  CABINS,
  carDraft,
  cruiseDraft,
  destination,
  flightDraft,
  packageDraft,
  transferDraft,
} from "./generate-travel";
import {
  BOARDS,
  dreamTripDraft,
  hotelDealDraft,
  rentalDraft,
  weekDraft,
  type Draft,
} from "./generate-stays";
import { seededRandom, type Random } from "./random";

export const POLICY_CODES = ["FLEXIBLE", "MODERATE", "STRICT", "NON_REFUNDABLE"] as const;
export type PolicyCode = (typeof POLICY_CODES)[number];

/** The inventory facts of an offer. */
export interface InventoryFacts {
  destinationId: number;
  originId: number | null;
  maxGuests: number;
  units: number;
  startWeekday: number | null;
  stars: number | null;
  reviewCount: number;
  amenities: string[];
  attributes: Record<string, unknown>;
  policy: PolicyCode;
}

/** A generated offer: its texts (English and Spanish), price and facts. */
export interface InventoryOffer extends InventoryFacts {
  id: number;
  area: Area;
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
  rating: number | null;
  priceUsd: number;
}

export const FIRST_GENERATED_ID = 2001;
const SEED = 20_261_128;

const STAY_AMENITIES = [
  "WIFI",
  "AIR_CONDITIONING",
  "POOL",
  "SPA",
  "GYM",
  "PARKING",
  "BREAKFAST",
  "RESTAURANT",
  "BAR",
  "AIRPORT_SHUTTLE",
  "ACCESSIBLE",
  "PETS_ALLOWED",
];
const RENTAL_AMENITIES = ["WIFI", "KITCHEN", "WASHER", "AIR_CONDITIONING", "PARKING", "POOL"];
const AREA_AMENITIES: Partial<Record<Area, readonly string[]>> = {
  HLT: STAY_AMENITIES,
  HLTGD: STAY_AMENITIES,
  RST: [...STAY_AMENITIES, "BEACH_ACCESS", "KIDS_CLUB"],
  STY: RENTAL_AMENITIES,
  SBM: RENTAL_AMENITIES,
  CND: [...RENTAL_AMENITIES, "GYM"],
  WEK: [...RENTAL_AMENITIES, "KIDS_CLUB", "BEACH_ACCESS"],
  CRU: ["WIFI", "POOL", "SPA", "KIDS_CLUB", "RESTAURANT"],
  FLT: ["WIFI", "MEALS", "ENTERTAINMENT", "POWER"],
  CAR: ["AIR_CONDITIONING", "GPS", "CHILD_SEAT"],
  PKG: ["WIFI", "BREAKFAST", "AIRPORT_SHUTTLE"],
  DTPS: ["BREAKFAST", "AIRPORT_SHUTTLE"],
};

function policyFor(random: Random, area: Area): PolicyCode {
  if (area === "FLT") return random.pick(["NON_REFUNDABLE", "STRICT", "FLEXIBLE"] as const);
  if (area === "CAR" || area === "TRA" || area === "ACT")
    return random.pick(["FLEXIBLE", "MODERATE"] as const);
  return random.pick(["FLEXIBLE", "MODERATE", "MODERATE", "STRICT", "NON_REFUNDABLE"] as const);
}

function commonFacts(random: Random, area: Area, at: SeedDestination): InventoryFacts {
  const amenities = AREA_AMENITIES[area] ?? [];
  return {
    destinationId: at.id,
    originId: null,
    maxGuests: 2,
    units: random.int(3, 12),
    startWeekday: null,
    stars: null,
    reviewCount: random.int(8, 3400),
    amenities: random.some(amenities, random.int(2, Math.min(6, amenities.length))),
    attributes: {},
    policy: policyFor(random, area),
  };
}

const rating = (random: Random) => (random.chance(0.05) ? null : random.decimal(3.6, 4.9, 1));

/** The offers generated for the non-wallet areas, ids from FIRST_GENERATED_ID, in id order. */
export function generateInventory(demo: readonly SeedOffer[]): InventoryOffer[] {
  const random = seededRandom(SEED);
  const offers: InventoryOffer[] = [];
  const add = (area: Area, at: SeedDestination, draft: Draft) => {
    const facts = commonFacts(random, area, at);
    const { name, nameEs, description, descriptionEs, priceUsd, stars, ...rest } = draft;
    offers.push({
      ...facts,
      id: FIRST_GENERATED_ID + offers.length,
      area,
      name,
      nameEs,
      description,
      descriptionEs,
      rating: rating(random),
      priceUsd,
      maxGuests: rest.maxGuests,
      units: rest.units,
      attributes: rest.attributes,
      originId: rest.originId ?? null,
      startWeekday: rest.startWeekday ?? null,
      stars: stars ?? null,
    });
  };
  for (const at of DESTINATIONS) {
    const deal = hotelDealDraft(random, at);
    add("HLTGD", at, deal);
    const dealOffer = offers[offers.length - 1] as InventoryOffer;
    if (at.id % 3 !== 0) add("SBM", at, rentalDraft(random, at, false));
    if (at.id % 2 === 0) add("CND", at, rentalDraft(random, at, true));
    if (at.coastal && at.id % 2 === 1) add("WEK", at, weekDraft(random, at));
    if (at.coastal) add("CRU", at, cruiseDraft(random, at));
    const hubs = HUB_IDS.filter((h) => h !== at.id);
    add(
      "FLT",
      at,
      flightDraft(random, destination(hubs[at.id % hubs.length] as number), at, "ECONOMY"),
    );
    const other = hubs[(at.id + 2) % hubs.length] as number;
    add("FLT", at, flightDraft(random, destination(other), at, random.pick(CABINS)));
    add("CAR", at, carDraft(random, at));
    add("TRA", at, transferDraft(random, at));
    const stay = demo.find((o) => o.product === "HLT" && o.destination === at.name);
    add(
      "PKG",
      at,
      packageDraft(random, at, {
        offer_id: stay?.id ?? dealOffer.id,
        name: stay?.name ?? dealOffer.name,
        stars: stay === undefined ? dealOffer.stars : 4,
        priceUsd: stay?.priceUsd ?? dealOffer.priceUsd,
      }),
    );
    if (at.id % 2 === 1) add("DTPS", at, dreamTripDraft(random, at));
  }
  return offers;
}

/** The inventory facts of the demo offers (names and prices untouched), from their own seed. */
export function demoOfferFacts(demo: readonly SeedOffer[]): Map<number, InventoryFacts> {
  const random = seededRandom(SEED + 1);
  const facts = new Map<number, InventoryFacts>();
  for (const offer of demo) {
    const at = DESTINATIONS.find((d) => d.name === offer.destination);
    if (at === undefined) throw new Error(`offer ${offer.id}: no destination ${offer.destination}`);
    const common = commonFacts(random, offer.product, at);
    const sleeps = /Sleeps (\d+)/.exec(offer.description)?.[1];
    const board = offer.product === "RST" ? "ALL_INCLUSIVE" : random.pick(BOARDS);
    const byArea: Partial<Record<Area, Partial<InventoryFacts>>> = {
      HLT: {
        stars: random.int(3, 5),
        maxGuests: random.int(2, 3),
        attributes: { board, room_type: "Double room" },
      },
      RST: {
        stars: random.int(4, 5),
        maxGuests: 4,
        attributes: { board, room_type: "Junior suite" },
      },
      STY: {
        maxGuests: Number(sleeps ?? 4),
        units: random.int(1, 3),
        attributes: {
          property_type: random.pick(["APARTMENT", "VILLA", "HOUSE", "LOFT"]),
          bedrooms: Math.max(1, Math.ceil(Number(sleeps ?? 4) / 2)),
          bathrooms: 1,
          sleeps: Number(sleeps ?? 4),
        },
      },
      ACT: {
        maxGuests: 10,
        units: random.int(10, 30),
        attributes: {
          duration_hours: random.pick([2, 3, 4, 6, 8]),
          meeting_point: `Central ${at.name}`,
        },
      },
    };
    facts.set(offer.id, { ...common, ...byArea[offer.product] });
  }
  return facts;
}
