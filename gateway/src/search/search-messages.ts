/**
 * Messages of the search's input errors: plain English sentences, each with a stable reason code
 * (`extensions.reason`) a client translates by. A message of the shared catalogue (the too-long
 * text, the unavailable service) is answered in the visitor's language from the site's labels
 * (localize-message.ts); the gateway has no labels for the others, which stay English.
 */
import { messages, tooLongMessage } from "@travel/schema/validation";
import { MAX_GUESTS } from "@travel/schema/wallet";
import { GraphQLError } from "graphql";
import type { GatewayContext } from "../context";
import { localizeMessage } from "../locale/localize-message";

export { MAX_GUESTS };
export const MAX_ROOMS = 5;
export const MAX_STAY_DAYS = 30;
export const MAX_TEXT_LENGTH = 100;
export const MAX_AMENITIES = 10;
export const MAX_SUGGESTIONS = 20;

export const searchMessages = {
  INVALID_CHECK_IN: "Please enter the check-in date as YYYY-MM-DD.",
  CHECK_IN_TOO_EARLY: (first: string) => `Please choose a check-in date on or after ${first}.`,
  CHECK_OUT_REQUIRED: "Please choose a check-out date.",
  INVALID_CHECK_OUT: "Please enter the check-out date as YYYY-MM-DD.",
  CHECK_OUT_NOT_AFTER_CHECK_IN: "Please choose a check-out date after the check-in date.",
  STAY_TOO_LONG: `Please choose a check-out date at most ${MAX_STAY_DAYS} days after the check-in date.`,
  INVALID_GUESTS: `Please choose from 1 to ${MAX_GUESTS} guests.`,
  INVALID_ROOMS: `Please choose from 1 to ${MAX_ROOMS} rooms.`,
  MORE_ROOMS_THAN_GUESTS: "Please choose no more rooms than guests.",
  NEGATIVE_PRICE: "Please enter a price of zero or more.",
  PRICE_MIN_ABOVE_MAX: "The lowest price must not be above the highest price.",
  INVALID_RATING: "Please choose a rating from 0 to 5.",
  INVALID_STARS: "Please choose stars from 1 to 5.",
  INVALID_STOPS: "Please choose from 0 to 2 stops.",
  TOO_MANY_AMENITIES: `Please choose at most ${MAX_AMENITIES} amenities.`,
  INVALID_DESTINATION_ID: "This destination is not one we know.",
  TOO_LONG: tooLongMessage(MAX_TEXT_LENGTH),
  INVALID_SUGGESTION_COUNT: `first must be from 1 to ${MAX_SUGGESTIONS}`,
  UNAVAILABLE: messages.UPSTREAM_UNAVAILABLE,
} as const;

/** A refused input: the field it is about (a path in the input, e.g. `filters.priceMin`). */
export class SearchInputError extends Error {
  constructor(
    message: string,
    readonly field: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

/** The upstream's field names (snake_case) → the input's fields. */
const FIELD_OF_UPSTREAM: Readonly<Record<string, string>> = {
  area: "area",
  destination_id: "destinationId",
  destination: "destination",
  origin_id: "originId",
  check_in: "checkIn",
  check_out: "checkOut",
  guests: "guests",
  rooms: "rooms",
  filters: "filters",
  price_min: "filters.priceMin",
  price_max: "filters.priceMax",
  min_rating: "filters.minRating",
  stars: "filters.stars",
  free_cancellation: "filters.freeCancellation",
  amenities: "filters.amenities",
  cabin: "filters.cabin",
  car_class: "filters.carClass",
  max_stops: "filters.maxStops",
  sort: "sort",
  page: "after",
  size: "first",
  query: "query",
  limit: "first",
};

/**
 * The upstream's refusal (a 400 whose message starts with the field, "check_in must not be in
 * the past") as an input error naming the input's field; the message with the field's name as
 * the input spells it. An unrecognised message names no field.
 */
export function upstreamRefusal(message: string): SearchInputError {
  const word = /^[a-z_]+/.exec(message)?.[0] ?? "";
  const field = FIELD_OF_UPSTREAM[word];
  if (field === undefined) return new SearchInputError(message, "input", "INVALID_INPUT");
  const name = field.split(".").pop() ?? field;
  return new SearchInputError(`${name}${message.slice(word.length)}`, field, "INVALID_INPUT");
}

/** The GraphQL error of a refused input, its message in the visitor's language where labelled. */
export async function inputGraphQLError(
  ctx: Pick<GatewayContext, "cookies" | "loaders">,
  error: SearchInputError,
): Promise<GraphQLError> {
  return new GraphQLError(await localizeMessage(ctx, error.message), {
    extensions: { code: "BAD_USER_INPUT", field: error.field, reason: error.reason },
  });
}

/** The upstream could not be asked (unreachable, failing, slow or answering nonsense). */
export async function unavailableError(
  ctx: Pick<GatewayContext, "cookies" | "loaders">,
): Promise<GraphQLError> {
  return new GraphQLError(await localizeMessage(ctx, searchMessages.UNAVAILABLE), {
    extensions: { code: "UPSTREAM_UNAVAILABLE", retryable: true },
  });
}
