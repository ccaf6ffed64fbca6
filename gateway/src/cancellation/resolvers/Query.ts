import type { QueryResolvers } from "../../__generated__/resolvers-types";
import { parseOfferId as parseId, toReservation } from "../../booking/booking-model";
import { moneyContext } from "../../wallet/money-context";

export const Query: QueryResolvers = {
  // the traveller's list, read once per request, holds it (the upstream keeps the latest 200)
  reservation: async (_parent, { id }, { loaders }) => {
    const reservationId = parseId(id);
    if (reservationId === null) return null;
    const entry = (await loaders.reservations.load())?.find(
      (r) => r.reservation_id === reservationId,
    );
    if (entry === undefined) return null;
    return toReservation({ entry, knownCards: null, money: await moneyContext(loaders) });
  },
};
