import type { ReservationResolvers } from "../../__generated__/resolvers-types";
import { todayIso } from "../../wallet/wallet-model";
import { cardsUsedOf, reservationModelOf } from "../booking-model";

export const Reservation: ReservationResolvers = {
  cardsUsed: async (reservation, _args, { loaders }) => {
    const model = reservationModelOf(reservation);
    if (model.entry.cards.length === 0) return [];
    const known = model.knownCards ?? [];
    const missing = model.entry.cards.some(
      (used) => !known.some((c) => c.payment_card_id === used.payment_card_id),
    );
    // the traveller's wallet names the cards not already known (read once per request)
    const wallet = missing ? await loaders.userWallet.load() : null;
    return cardsUsedOf(model, [...known, ...(wallet?.allCards ?? [])], todayIso());
  },
};
