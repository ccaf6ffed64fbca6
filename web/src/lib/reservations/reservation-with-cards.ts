import { getFragmentData, type FragmentType } from "../../__generated__";
import { HistoryReservationFields, type HistoryReservation } from "./booking-history-table";

/** A card spent on a reservation, by name. */
interface CardUsed {
  id: string;
  name: string;
}

/** A reservation as the trips list and the booking confirmation show it: its row and the cards spent. */
export type ReservationWithCards = HistoryReservation & { cardsUsed: readonly CardUsed[] };

/** The reservation's row fields (unmasked) with the cards spent, selected next to them. */
export function withCardsUsed(
  reservation: FragmentType<typeof HistoryReservationFields> & { cardsUsed: readonly CardUsed[] },
): ReservationWithCards {
  return {
    ...getFragmentData(HistoryReservationFields, reservation),
    cardsUsed: reservation.cardsUsed,
  };
}
