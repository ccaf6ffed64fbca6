import { getFragmentData, graphql, type FragmentType } from "../../__generated__";
import type { ReservationCardsUsedFragment } from "../../__generated__/graphql";
import { HistoryReservationFields, type HistoryReservation } from "./booking-history-table";

/** The cards spent on a reservation, by name: the trips list and the booking confirmation show them. */
export const ReservationCardsUsed = graphql(`
  fragment ReservationCardsUsed on Reservation {
    cardsUsed {
      id
      name
    }
  }
`);

/** A reservation as the trips list and the booking confirmation show it: its row and the cards spent. */
export type ReservationWithCards = HistoryReservation &
  Pick<ReservationCardsUsedFragment, "cardsUsed">;

/** The reservation's row fields and the cards spent on it (unmasked). */
export function withCardsUsed(
  reservation: FragmentType<typeof HistoryReservationFields> &
    FragmentType<typeof ReservationCardsUsed>,
): ReservationWithCards {
  return {
    ...getFragmentData(HistoryReservationFields, reservation),
    cardsUsed: getFragmentData(ReservationCardsUsed, reservation).cardsUsed,
  };
}
