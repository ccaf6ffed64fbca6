/**
 * The inventory's rules between the routes and the store: a search answered with each offer's
 * total for the stay, availability, cancellation terms, coordinates and picture; destination
 * suggestions; an offer's picture.
 */
import { hasDisallowedCharacters, PayloadError, type Payload } from "../accounts/payload-fields";
import type { ContractSchema } from "@travel/schema/rest";
import type { Queryable } from "../db/db";
import { foldText } from "../offers/offer-params";
import { AREAS, isArea } from "./areas";
import { offerImage } from "./image";
import { cancellationTerms, type CancellationTerms } from "./policy";
import type { SearchQuery } from "./search-params";
import {
  imageFacts,
  searchInventory,
  suggestDestinations,
  type DestinationRow,
  type SearchRow,
} from "./store";

export const MAX_SUGGESTIONS = 20;

export type Place = ContractSchema<"Place">;

/** A search result: the row's own facts as they are, the rest built from the row. */
export type SearchResult = Pick<
  SearchRow,
  | "offer_id"
  | "name"
  | "description"
  | "rating"
  | "review_count"
  | "stars"
  | "amenities"
  | "attributes"
  | "price_unit"
  | "total_usd"
  | "max_guests"
  | "units_left"
> & {
  area: string;
  destination: Place;
  origin: ContractSchema<"Origin"> | null;
  price_from_usd: number;
  /** Calendar days priced: nights, rental days, or 1 for a start day. */
  days: number;
  cancellation: CancellationTerms;
  image: string;
};

export interface SearchPage {
  results: SearchResult[];
  total: number;
  page: number;
  size: number;
  pages: number;
}

/** Where an offer's picture is served. */
export const imagePath = (offerId: number) => `/api/offers/${offerId}/image.svg`;

export async function search(
  db: Queryable,
  query: SearchQuery,
  language: string,
): Promise<SearchPage> {
  const { rows, total } = await searchInventory(db, query, language);
  return {
    results: rows.map((r) => ({
      offer_id: r.offer_id,
      area: r.product_code,
      name: r.name,
      description: r.description,
      destination: {
        destination_id: r.destination_id,
        name: r.destination_name,
        country_code: r.country_code,
        airport_code: r.airport_code,
        latitude: r.latitude,
        longitude: r.longitude,
      },
      origin:
        r.origin_id === null
          ? null
          : {
              destination_id: r.origin_id,
              name: r.origin_name ?? "",
              airport_code: r.origin_airport_code ?? "",
            },
      rating: r.rating,
      review_count: r.review_count,
      stars: r.stars,
      amenities: r.amenities,
      attributes: r.attributes,
      price_unit: r.price_unit,
      price_from_usd: r.price_usd,
      total_usd: r.total_usd,
      days: query.days,
      max_guests: r.max_guests,
      units_left: r.units_left,
      cancellation: cancellationTerms(r, query.checkIn, query.today, language),
      image: imagePath(r.offer_id),
    })),
    total,
    page: query.page,
    size: query.size,
    pages: Math.ceil(total / query.size),
  };
}

export interface SuggestQuery {
  prefix: string;
  area: string | null;
  limit: number;
}

/**
 * Suggestion rules: `query` text of at most 100 characters (folded; empty lists every
 * destination), `area` a product code or absent, `limit` 1 to 20 (default 10).
 */
export function parseSuggest(body: Payload): SuggestQuery {
  const text = body.query ?? "";
  if (typeof text !== "string") throw new PayloadError("query must be text");
  if (text.trim().length > 100)
    throw new PayloadError("query is too long (100 characters at most)");
  if (hasDisallowedCharacters(text))
    throw new PayloadError("query contains characters that are not allowed");
  const area = typeof body.area === "string" ? body.area.trim().toUpperCase() : body.area;
  if (
    area !== undefined &&
    area !== null &&
    area !== "" &&
    !(typeof area === "string" && isArea(area))
  )
    throw new PayloadError(`area must be one of ${AREAS.join(", ")}`);
  const limit = body.limit ?? 10;
  if (typeof limit !== "number" || !Number.isInteger(limit) || limit < 1 || limit > MAX_SUGGESTIONS)
    throw new PayloadError(`limit must be a whole number from 1 to ${MAX_SUGGESTIONS}`);
  return {
    prefix: foldText(text),
    area: typeof area === "string" && area !== "" ? area : null,
    limit,
  };
}

export function suggest(
  db: Queryable,
  query: SuggestQuery,
  language: string,
): Promise<DestinationRow[]> {
  return suggestDestinations(db, query.prefix, query.area, query.limit, language);
}

/** The SVG picture of an offer, its texts in `language`; null for no such offer. */
export async function offerPicture(
  db: Queryable,
  offerId: number,
  language: string,
): Promise<string | null> {
  const facts = await imageFacts(db, offerId, language);
  return facts === null ? null : offerImage(facts);
}
