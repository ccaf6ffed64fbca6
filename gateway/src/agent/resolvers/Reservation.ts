import type { ReservationResolvers } from "../../__generated__/resolvers-types";
import { reservationModelOf } from "../../booking/booking-model";
import { toTravellerAmount } from "../../wallet/wallet-model";

/** Reservation fields of the booking-history pages: the amount paid in the chosen currency. */
export const Reservation: ReservationResolvers = {
  displayTotal: (reservation) => {
    const { entry, money } = reservationModelOf(reservation);
    const amount = toTravellerAmount(money, entry.total, entry.currency);
    return amount === null ? null : { amount, currency: money.currency };
  },
};
