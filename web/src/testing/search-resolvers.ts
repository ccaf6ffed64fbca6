import { GraphQLError } from "graphql";
import { addDays, minCheckInDate, nightsBetween, parseIsoDate } from "@travel/schema/wallet";
import type { OfferSearchInput } from "../__generated__/graphql";
import { todayIso } from "../lib/dates";
import type { Db } from "./db";
import { isFavouriteOf } from "./favourite-resolvers";
import type { SearchOfferRecord } from "./search-factories";
import { convertWithRates, currentCurrency } from "./wallet-resolvers";

/**
 * Root fields of schema/search.graphql over the in-memory db, as the gateway answers them: the
 * input checked as the contract says (BAD_USER_INPUT with `extensions.field`), the offers of the
 * area filtered, priced for the dates and party in the visitor's currency, sorted and paged.
 */

const NIGHT_AREAS = new Set(["HLT", "HLTGD", "RST", "STY", "SBM", "CND"]);
const ROOM_AREAS = new Set([...NIGHT_AREAS, "WEK"]);

const refuse = (field: string, message: string) =>
  new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", field } });

/** The input's problem, as the gateway refuses it; null when it can be searched. */
function inputProblem(input: OfferSearchInput, minCheckIn: string): GraphQLError | null {
  const { checkIn, checkOut, area } = input;
  const guests = input.guests ?? 2;
  const rooms = input.rooms ?? 1;
  if (parseIsoDate(checkIn) === null) return refuse("checkIn", "Check-in must be a day.");
  if (checkIn < minCheckIn) return refuse("checkIn", `Check-in must be ${minCheckIn} or later.`);
  if (NIGHT_AREAS.has(area) || area === "CAR") {
    const days = checkOut ? nightsBetween(checkIn, checkOut) : null;
    if (days === null) return refuse("checkOut", "Check-out is required.");
    if (days <= 0) return refuse("checkOut", "Check-out must be after check-in.");
    if (days > 30) return refuse("checkOut", "At most 30 days.");
  }
  if (!Number.isInteger(guests) || guests < 1 || guests > 9)
    return refuse("guests", "Guests must be 1 to 9.");
  if (ROOM_AREAS.has(area) && (rooms < 1 || rooms > 5 || rooms > guests))
    return refuse("rooms", "Rooms must be 1 to 5 and not more than guests.");
  const { priceMin, priceMax } = input.filters ?? {};
  if (priceMin && priceMax && Number(priceMin) > Number(priceMax))
    return refuse("filters.priceMin", "The lowest price is above the highest.");
  return null;
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

export function searchResolvers(data: Db, cookies: Record<string, string>) {
  const wanted = currentCurrency(data, cookies);
  const money = (usd: number) => {
    const converted = convertWithRates(data, usd, "USD", wanted);
    return converted === null ? null : { amount: converted, currency: wanted };
  };
  const place = (id: string | null) => data.destinations.find((d) => d.id === id) ?? null;

  const priced = (offer: SearchOfferRecord, input: OfferSearchInput) => {
    const guests = input.guests ?? 2;
    const rooms = ROOM_AREAS.has(offer.area) ? (input.rooms ?? 1) : 1;
    const days =
      NIGHT_AREAS.has(offer.area) || offer.area === "CAR"
        ? (nightsBetween(input.checkIn, input.checkOut ?? "") ?? 1)
        : 1;
    const units = { NIGHT: days * rooms, DAY: days, WEEK: rooms, PERSON: guests, TRIP: 1 };
    const totalUsd = offer.priceUsd * units[offer.priceUnit];
    const total = money(totalUsd);
    return {
      ...offer,
      isFavourite: isFavouriteOf(data, offer.id),
      destination: place(offer.destinationId),
      origin: place(offer.originId),
      priceFrom: money(offer.priceUsd),
      total,
      baseTotal: { amount: totalUsd, currency: "USD" },
      days,
      imageUrl: `/offer-images/${offer.id}.svg`,
      cancellation: {
        policy: offer.free ? "FLEXIBLE" : "STRICT",
        freeCancellation: offer.free,
        freeUntil: offer.free ? addDays(input.checkIn, -1) : null,
        feePercent: 100,
        summary: offer.free
          ? `Free cancellation until ${addDays(input.checkIn, -1)}.`
          : "Non-refundable after booking.",
      },
      // a rental's nights are the nights searched, a week's its own
      details:
        offer.details.__typename === "RentalDetails" && offer.area !== "WEK"
          ? { ...offer.details, nights: days }
          : offer.details,
      sortTotal: total?.amount ?? totalUsd,
    };
  };

  return {
    destinationSuggestions: ({
      query,
      area,
      first,
    }: {
      query: string;
      area?: string | null;
      first?: number | null;
    }) => {
      const q = fold(query.trim());
      return data.destinations
        .filter(
          (d) =>
            q === "" ||
            fold(d.name)
              .split(/\s+/)
              .some((word) => word.startsWith(q)),
        )
        .map((d) => ({
          destination: d,
          offerCount: data.searchOffers.filter(
            (o) => o.destinationId === d.id && (!area || o.area === area),
          ).length,
        }))
        .filter((s) => !area || s.offerCount > 0)
        .sort((a, b) => b.offerCount - a.offerCount)
        .slice(0, first ?? 10);
    },
    searchOffers: ({
      input,
      first,
      after,
    }: {
      input: OfferSearchInput;
      first?: number | null;
      after?: string | null;
    }) => {
      data.searchCalls.push(input);
      const minCheckIn = minCheckInDate(todayIso(), data.siteConfig.minCheckinDays);
      const problem = inputProblem(input, minCheckIn);
      if (problem) throw problem;
      const f = input.filters ?? {};
      const text = input.destination ? fold(input.destination) : null;
      const guests = input.guests ?? 2;
      const rooms = ROOM_AREAS.has(input.area) ? (input.rooms ?? 1) : 1;
      const results = data.searchOffers
        .filter((o) => o.area === input.area)
        .filter((o) => !input.destinationId || o.destinationId === input.destinationId)
        .filter(
          (o) =>
            input.destinationId || !text || fold(place(o.destinationId)?.name ?? "").includes(text),
        )
        .filter((o) => !input.originId || o.originId === input.originId)
        .filter((o) => guests <= o.maxGuests * rooms)
        .map((o) => priced(o, input))
        .filter((r) => !f.priceMin || r.sortTotal >= Number(f.priceMin))
        .filter((r) => !f.priceMax || r.sortTotal <= Number(f.priceMax))
        .filter((r) => f.minRating == null || (r.rating ?? 0) >= f.minRating)
        .filter((r) => !f.stars?.length || (r.stars !== null && f.stars.includes(r.stars)))
        .filter((r) => !f.freeCancellation || r.free)
        .filter((r) => !f.amenities?.length || f.amenities.every((a) => r.amenities.includes(a)))
        .filter(
          (r) =>
            !f.cabin ||
            r.details.cabin === f.cabin ||
            (r.details.flight as { cabin?: string } | undefined)?.cabin === f.cabin,
        )
        .filter((r) => !f.carClass || r.details.carClass === f.carClass)
        .filter((r) => f.maxStops == null || (r.details.stops as number) <= f.maxStops);
      const byTotal = (a: { sortTotal: number }, b: { sortTotal: number }) =>
        a.sortTotal - b.sortTotal;
      const sorters = {
        BEST: (a: (typeof results)[number], b: (typeof results)[number]) =>
          (b.rating ?? 0) * Math.log1p(b.reviewCount) -
            (a.rating ?? 0) * Math.log1p(a.reviewCount) || byTotal(a, b),
        PRICE: byTotal,
        PRICE_DESC: (a: { sortTotal: number }, b: { sortTotal: number }) => byTotal(b, a),
        RATING: (a: (typeof results)[number], b: (typeof results)[number]) =>
          (b.rating ?? -1) - (a.rating ?? -1),
      };
      results.sort(sorters[input.sort ?? "BEST"]);
      const size = first ?? 20;
      if (size < 1 || size > 50) throw refuse("first", "first must be 1 to 50.");
      const cursorOf = (id: string) => Buffer.from(`o:${id}`).toString("base64url");
      const start = after ? results.findIndex((r) => cursorOf(r.id) === after) + 1 : 0;
      if (after && start === 0) throw refuse("after", "Not a cursor of these results.");
      const page = results.slice(start, start + size);
      return {
        nodes: page,
        edges: page.map((node) => ({ cursor: cursorOf(node.id), node })),
        pageInfo: {
          hasNextPage: start + size < results.length,
          hasPreviousPage: start > 0,
          startCursor: page[0] ? cursorOf(page[0].id) : null,
          endCursor: page.at(-1) ? cursorOf(page.at(-1)!.id) : null,
        },
        totalCount: results.length,
      };
    },
  };
}
