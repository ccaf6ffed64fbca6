/**
 * An agent's quotes for their clients (spec §2 /agent/my-quotes):
 *
 * - A new quote prices a trip on one of the agent's clients' behalf with the inventory's rules:
 *   the trip's dates and party as the search checks them (search-params.ts parseTrip, 400 naming
 *   the field), its days on sale with the units needed and the party within the offer's capacity
 *   (trip-price.ts priceTrip: else 409 with the refusal's code, NOT_ON_SALE or SOLD_OUT naming
 *   the day, or TOO_MANY_GUESTS). It is stored OPEN at the calendar's total, with a reference
 *   Q- and 6 characters (the reservation references' alphabet), valid until the earlier of
 *   today + QUOTE_VALID_DAYS and the check-in day.
 * - Only the agent's own OPEN quote, not past its valid-until day, can be declined (409
 *   QUOTE_NOT_OPEN otherwise; 404 QUOTE_NOT_FOUND for another agent's or an unknown quote).
 */
import type { Db, Queryable } from "../db/db";
import { HttpError } from "../http/http-error";
import { capacityUnits, pricesRange } from "../inventory/areas";
import { addDays, isoDay } from "../inventory/dates";
import { parseTrip, type TripQuery } from "../inventory/search-params";
import { offerUnitFacts, priceTrip } from "../inventory/trip-price";
import { OFFER_NOT_FOUND } from "../offers/routes";
import { newReference } from "../reservations/reference";
import { checked } from "../wallet/payloads";
import type { Payload } from "../accounts/payload-fields";
import {
  insertQuote,
  isAgentsClient,
  markQuoteDeclined,
  readQuotes,
  type AgentQuote,
} from "./store";

/** How many days a new quote stays open (at most: never past its check-in day). */
export const QUOTE_VALID_DAYS = 7;

export const CLIENT_NOT_FOUND = "CLIENT_NOT_FOUND";
export const QUOTE_NOT_FOUND = "QUOTE_NOT_FOUND";
export const QUOTE_NOT_OPEN = "QUOTE_NOT_OPEN";
export const OFFER_NOT_FOUND_CODE = "OFFER_NOT_FOUND";

/** A quote reference: Q- and the 6 characters of a reservation reference's draw. */
export const newQuoteReference = (pick?: (n: number) => number): string =>
  `Q-${newReference(pick).slice("WH-".length)}`;

/** What a new quote is for: the client and offer (ids checked), the trip still raw. */
export interface QuoteRequest {
  clientId: number;
  offerId: number;
  /** The body holding check_in, check_out, guests and rooms. */
  trip: Payload;
}

/** A new quote's valid-until day: today + QUOTE_VALID_DAYS, or the check-in day when earlier. */
export function quoteValidUntil(today: string, checkIn: string): string {
  const limit = addDays(today, QUOTE_VALID_DAYS);
  return checkIn < limit ? checkIn : limit;
}

/** The trip's dates and party checked for the offer, or the 404 / 400 that refuses them. */
export async function checkedQuoteTrip(
  db: Queryable,
  offerId: number,
  trip: Payload,
  now: Date,
): Promise<{ query: TripQuery; checkOut: string | null }> {
  const facts = await offerUnitFacts(db, offerId);
  if (facts === null) throw new HttpError(404, OFFER_NOT_FOUND, OFFER_NOT_FOUND_CODE);
  const parsed = checked(() => parseTrip(trip, isoDay(now), facts.area));
  // the rooms as a booking counts them: 1 but for NIGHT and WEEK offers (book.ts matches them)
  const query = { ...parsed, rooms: capacityUnits(facts.unit, parsed) };
  return { query, checkOut: pricesRange(facts.unit) ? addDays(query.checkIn, query.days) : null };
}

/**
 * Makes the quote in `db` (the caller's transaction when keyed): the client must be the agent's,
 * the trip available; the quote as getQuoteList gives it.
 */
export async function makeQuote(
  db: Queryable,
  agentId: number,
  request: QuoteRequest,
  now: Date,
  options: { language?: string; reference?: () => string } = {},
): Promise<AgentQuote> {
  if (!(await isAgentsClient(db, agentId, request.clientId)))
    throw new HttpError(404, "This client is not in your client list", CLIENT_NOT_FOUND);
  const { query, checkOut } = await checkedQuoteTrip(db, request.offerId, request.trip, now);
  const price = await priceTrip(db, request.offerId, query.checkIn, checkOut, query);
  if (price === null) throw new HttpError(404, OFFER_NOT_FOUND, OFFER_NOT_FOUND_CODE);
  if (!price.available || price.total_usd === null) {
    const refusal = price.refusal;
    throw new HttpError(
      409,
      refusal?.message ?? "The offer is not available for these dates",
      refusal?.code ?? "SOLD_OUT",
    );
  }
  let quoteId: number | null = null;
  for (let attempt = 0; quoteId === null; attempt++) {
    if (attempt === 8) throw new Error("could not draw a free quote reference");
    quoteId = await insertQuote(db, {
      reference: (options.reference ?? newQuoteReference)(),
      agentId,
      clientId: request.clientId,
      offerId: request.offerId,
      checkIn: query.checkIn,
      checkOut,
      guests: query.guests,
      rooms: query.rooms,
      priceUsd: price.total_usd,
      validUntil: quoteValidUntil(query.today, query.checkIn),
      createdAt: now,
    });
  }
  return theQuote(db, agentId, quoteId, query.today, options.language);
}

async function theQuote(
  db: Queryable,
  agentId: number,
  quoteId: number,
  today: string,
  language?: string,
): Promise<AgentQuote> {
  const [quote] = await readQuotes(db, agentId, today, language, quoteId);
  if (quote === undefined) throw new HttpError(404, "Quote not found", QUOTE_NOT_FOUND);
  return quote;
}

/** Declines the agent's OPEN quote; the quote (DECLINED), or 404 / 409. */
export async function declineQuote(
  db: Db,
  agentId: number,
  quoteId: number,
  now: Date,
  language?: string,
): Promise<AgentQuote> {
  const today = isoDay(now);
  const declined = await markQuoteDeclined(db, agentId, quoteId, today);
  const quote = await theQuote(db, agentId, quoteId, today, language);
  if (!declined)
    throw new HttpError(
      409,
      `Quote ${quote.reference} is ${quote.status.toLowerCase()}: only an open quote can be declined`,
      QUOTE_NOT_OPEN,
    );
  return quote;
}
