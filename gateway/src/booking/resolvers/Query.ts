import type { QueryResolvers } from "../../__generated__/resolvers-types";
import { connectionOf } from "../../platform/connection";
import { moneyContext } from "../../wallet/money-context";
import {
  calendarInputError,
  cashCardInputError,
  checkTrip,
  priceWith,
  pricingInputs,
  tripCalendarPrice,
  tripInputError,
  viewerCanBook,
} from "../booking";
import { parseOfferId, toOffer, toQuote, toReservation } from "../booking-model";

/** Longest destination searched for (the upstream's limit). */
const MAX_DESTINATION_LENGTH = 100;

export const Query: QueryResolvers = {
  offers: async (_parent, { product, destination }, { loaders }) => {
    const where = destination?.trim() ?? "";
    if (where.length > MAX_DESTINATION_LENGTH) return [];
    const [offers, money] = await Promise.all([
      loaders.offerSearch.load({ product, destination: where === "" ? null : where }),
      moneyContext(loaders),
    ]);
    return offers.map((o) => toOffer(o, money));
  },
  offersConnection: async (_parent, { product, destination, first, after }, { loaders }) => {
    const where = destination?.trim() ?? "";
    const offers =
      where.length > MAX_DESTINATION_LENGTH
        ? []
        : await loaders.offerSearch.load({ product, destination: where === "" ? null : where });
    return connectionOf(
      offers,
      { first, after },
      (o) => String(o.offer_id),
      async (page) => {
        const money = await moneyContext(loaders);
        return page.map((o) => toOffer(o, money));
      },
    );
  },
  offer: async (_parent, { id }, { loaders }) => {
    const offerId = parseOfferId(id);
    if (offerId === null) return null;
    const { offer } = await loaders.offer.load(offerId);
    return offer && toOffer(offer, await moneyContext(loaders));
  },
  quote: async (_parent, { input }, ctx) => {
    const offerId = parseOfferId(input.trip.offerId);
    if (offerId === null) return null;
    const { offer } = await ctx.loaders.offer.load(offerId);
    if (!offer) return null;
    const issue = await checkTrip(ctx, offer, input.trip);
    if (issue) throw tripInputError(issue);
    const [calendar, inputs, canBook] = await Promise.all([
      tripCalendarPrice(ctx, offerId, input.trip, offer.price_unit),
      pricingInputs(ctx),
      viewerCanBook(ctx),
    ]);
    if (!calendar.ok) throw calendarInputError(calendar);
    const priced = priceWith(inputs, offer, input, "quote", calendar.totalUsd);
    if (priced.cashCardRefusal) throw cashCardInputError(priced.cashCardRefusal);
    return toQuote(priced, inputs.money, canBook);
  },
  reservations: async (_parent, _args, { loaders }) => {
    const reservations = await loaders.reservations.load();
    if (!reservations || reservations.length === 0) return [];
    const money = await moneyContext(loaders);
    return reservations.map((entry) => toReservation({ entry, knownCards: null, money }));
  },
  reservationsConnection: async (_parent, args, { loaders }) =>
    connectionOf(
      (await loaders.reservations.load()) ?? [],
      args,
      (entry) => String(entry.reservation_id),
      async (page) => {
        const money = await moneyContext(loaders);
        return page.map((entry) => toReservation({ entry, knownCards: null, money }));
      },
    ),
};
