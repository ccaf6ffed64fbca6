/**
 * Search results as GraphQL shows them: the upstream's snake_case answer (types from the REST
 * contract) turned into the SDL's camelCase objects, amounts priced in the traveller's currency
 * by the same conversion as `Offer.price` (toTravellerAmount over the request's rates), `baseTotal`
 * in USD as the upstream keeps it, and each area's `attributes` as its `OfferDetails` member.
 */
import { roundMoney, toDecimal } from "@travel/schema/money";
import type { ContractSchema } from "@travel/schema/rest";
import type {
  OfferSearchResult,
  ProductArea,
  ResolversParentTypes,
} from "../__generated__/resolvers-types";
import { contentLanguageTag, isEnglish } from "../context";
import { toMoney } from "../locale/money";
import { camelFields } from "../upstream/camel-fields";
import type { MoneyMapper } from "../locale/locale.mappers";
import { toTravellerAmount, type MoneyContext } from "../wallet/wallet-model";

export type SearchResultEntry = ContractSchema<"OfferSearchResult">;
export type DestinationSuggestionEntry = ContractSchema<"DestinationSuggestion">;
type Place = ContractSchema<"Place">;

/** One page of the upstream's search (POST /api/offers/search → data). */
export interface SearchPageEntry {
  results: SearchResultEntry[];
  total: number;
  page: number;
  size: number;
  pages: number;
}

/**
 * A search result as the search module answers it: `isFavourite` is the favourites module's
 * (one list call per request, favourites/resolvers/OfferSearchResult.ts).
 */
export type OfferSearchResultMapper = Omit<
  OfferSearchResult,
  "isFavourite" | "baseTotal" | "details" | "priceFrom" | "total"
> & {
  baseTotal: MoneyMapper;
  details: ResolversParentTypes["OfferDetails"];
  priceFrom?: MoneyMapper | null;
  total?: MoneyMapper | null;
};
type SearchResult = OfferSearchResultMapper;
type Details = ResolversParentTypes["OfferDetails"];
type FlightDetails = ResolversParentTypes["FlightDetails"];

/** Which `OfferDetails` member each area's attributes are. */
export const DETAILS_TYPE_BY_AREA = {
  HLT: "HotelDetails",
  HLTGD: "HotelDetails",
  RST: "HotelDetails",
  STY: "RentalDetails",
  SBM: "RentalDetails",
  CND: "RentalDetails",
  WEK: "RentalDetails",
  ACT: "ActivityDetails",
  DTPS: "DreamTripDetails",
  FLT: "FlightDetails",
  PKG: "PackageDetails",
  CAR: "CarDetails",
  CRU: "CruiseDetails",
  TRA: "TransferDetails",
} as const satisfies Record<ProductArea, string>;

export type DetailsTypeName = (typeof DETAILS_TYPE_BY_AREA)[ProductArea];

/** An amount in USD in the traveller's currency; null without a rate. */
function travellerMoney(money: MoneyContext, usd: number): MoneyMapper | null {
  const amount = toTravellerAmount(money, usd, "USD");
  return amount === null ? null : toMoney(amount, money.currency);
}

export function toDestination(place: Place) {
  return {
    id: String(place.destination_id),
    ...camelFields(place, ["name", "country_code", "airport_code", "latitude", "longitude"]),
  };
}

export function toOrigin(origin: ContractSchema<"Origin">) {
  return { id: String(origin.destination_id), name: origin.name, airportCode: origin.airport_code };
}

export function toSuggestion(entry: DestinationSuggestionEntry) {
  return { destination: toDestination(entry), offerCount: entry.offer_count };
}

function toFlight(a: ContractSchema<"FlightAttributes">): FlightDetails {
  return {
    __typename: "FlightDetails",
    ...camelFields(a, ["cabin", "stops", "checked_bags"]),
    legs: a.legs.map((l) =>
      camelFields(l, [
        "carrier_code",
        "carrier",
        "flight_number",
        "from",
        "to",
        "departs_at",
        "arrives_at",
        "arrival_day_offset",
        "duration_minutes",
      ]),
    ),
  };
}

const carPlace = (p: ContractSchema<"CarPlace">) => ({ name: p.name, airportCode: p.airport_code });

/**
 * What an area's details are built from: a search result, or an offer read alone (its one unit:
 * days 1, the total its price per unit; see offerDetailsSource in booking-model.ts).
 */
export type DetailsSource = Pick<
  SearchResultEntry,
  "area" | "attributes" | "days" | "total_usd" | "price_from_usd"
>;

/**
 * Hotel deals: the total at the price before the discount (the total scaled by the unit price's
 * ratio, was ÷ now), in USD cents; null where the area shows none.
 */
export function wasTotalUsd(entry: DetailsSource): number | null {
  const attributes: unknown = entry.attributes;
  const was = (attributes as ContractSchema<"HotelAttributes">).was_price_usd;
  if (was === undefined) return null;
  const ratio = toDecimal(was).div(entry.price_from_usd);
  return roundMoney(toDecimal(entry.total_usd).times(ratio), "USD").toNumber();
}

/**
 * The details of a result, by its area (the contract's allOf guarantees the attributes' shape
 * for each area; the gateway's validator checked it).
 */
export function toDetails(entry: DetailsSource, money: MoneyContext): Details {
  const attributes: unknown = entry.attributes;
  switch (DETAILS_TYPE_BY_AREA[entry.area]) {
    case "HotelDetails": {
      const a = attributes as ContractSchema<"HotelAttributes">;
      const was = wasTotalUsd(entry);
      return {
        __typename: "HotelDetails",
        ...camelFields(a, ["board", "room_type"]),
        discountPercent: a.discount_percent ?? null,
        wasTotal: was === null ? null : travellerMoney(money, was),
      };
    }
    case "RentalDetails": {
      const a = attributes as ContractSchema<"RentalAttributes">;
      return {
        __typename: "RentalDetails",
        ...camelFields(a, ["property_type", "bedrooms", "bathrooms", "sleeps"]),
        nights: a.nights ?? entry.days,
        resort: a.resort ?? null,
      };
    }
    case "ActivityDetails": {
      const a = attributes as ContractSchema<"ActivityAttributes">;
      return {
        __typename: "ActivityDetails",
        ...camelFields(a, ["duration_hours", "meeting_point"]),
      };
    }
    case "DreamTripDetails": {
      const a = attributes as ContractSchema<"DreamTripAttributes">;
      return {
        __typename: "DreamTripDetails",
        ...camelFields(a, ["nights", "inclusions", "guided", "group_size_max"]),
      };
    }
    case "FlightDetails":
      return toFlight(attributes as ContractSchema<"FlightAttributes">);
    case "PackageDetails": {
      const a = attributes as ContractSchema<"PackageAttributes">;
      return {
        __typename: "PackageDetails",
        nights: a.nights,
        stayName: a.stay.name,
        stayStars: a.stay.stars,
        flight: toFlight(a.flight),
      };
    }
    case "CarDetails": {
      const a = attributes as ContractSchema<"CarAttributes">;
      return {
        __typename: "CarDetails",
        ...camelFields(a, ["car_class", "model", "transmission", "seats", "bags"]),
        pickUp: carPlace(a.pick_up),
        dropOff: carPlace(a.drop_off),
      };
    }
    case "CruiseDetails": {
      const a = attributes as ContractSchema<"CruiseAttributes">;
      return {
        __typename: "CruiseDetails",
        ...camelFields(a, ["ship", "nights", "cabin"]),
        itinerary: a.itinerary.map((p) => ({ day: p.day, port: p.port })),
      };
    }
    case "TransferDetails": {
      const a = attributes as ContractSchema<"TransferAttributes">;
      return {
        __typename: "TransferDetails",
        ...camelFields(a, ["vehicle", "from", "to", "distance_km", "duration_minutes"]),
      };
    }
  }
}

const UPSTREAM_IMAGE = /^\/api\/offers\/(\d+)\/image\.svg$/;

/** The gateway path of an offer's picture (the route of http/offer-images.ts). */
export function offerImagePath(offerId: number): string {
  return `/offer-images/${offerId}.svg`;
}

/**
 * An offer picture's path for a visitor reading `language` (the `language` cookie): with
 * `?language=` when it is a language tag other than English, since the picture's texts are in
 * it (and a browser keeps each language's picture apart); as it is otherwise.
 */
export function pictureForLanguage(path: string, language: string | undefined): string {
  const tag = contentLanguageTag(language);
  return tag === undefined || isEnglish(tag) ? path : `${path}?language=${encodeURIComponent(tag)}`;
}

/** The gateway path of the picture the upstream serves at `image` (offer `offerId`'s). */
export function imageUrlOf(image: string, offerId: number): string {
  const imageId = UPSTREAM_IMAGE.exec(image)?.[1];
  return offerImagePath(imageId === undefined ? offerId : Number(imageId));
}

export function toSearchResult(entry: SearchResultEntry, money: MoneyContext): SearchResult {
  const c = entry.cancellation;
  return {
    id: String(entry.offer_id),
    ...camelFields(entry, ["area", "name", "description"]),
    destination: toDestination(entry.destination),
    origin: entry.origin && toOrigin(entry.origin),
    ...camelFields(entry, ["rating", "review_count", "stars", "amenities", "price_unit"]),
    priceFrom: travellerMoney(money, entry.price_from_usd),
    total: travellerMoney(money, entry.total_usd),
    baseTotal: toMoney(entry.total_usd, "USD"),
    ...camelFields(entry, ["days", "max_guests", "units_left"]),
    cancellation: {
      policy: c.policy_code,
      ...camelFields(c, ["free_cancellation", "free_until", "fee_percent", "summary"]),
    },
    imageUrl: imageUrlOf(entry.image, entry.offer_id),
    details: toDetails(entry, money),
  };
}
