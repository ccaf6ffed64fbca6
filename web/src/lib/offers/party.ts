// the `offer.*` labels, registered before any party is named
import "./offer-labels";
import { useTranslation } from "../i18n";
import type { ProductArea } from "../../__generated__/graphql";
import { areaOfCode, type SearchArea } from "../offer-areas";

/** What an area's party is called; guests when the area is not known. */
export const partyOf = (code: ProductArea | null | undefined): SearchArea["party"] =>
  code ? areaOfCode(code).party : "guests";

/**
 * The words of a trip's party and rooms in its area: "Passengers", "3 passengers", "Units",
 * "2 rooms" (weeks book units, the other room areas rooms).
 */
export function usePartyWords() {
  const { t } = useTranslation();
  return {
    partyLabel: (code: ProductArea | null | undefined) => t(`offer.party.${partyOf(code)}`),
    partyCount: (guests: number, code: ProductArea | null | undefined) =>
      t(`offer.partyCount.${partyOf(code)}`, { count: guests }),
    roomsLabel: (code: ProductArea | null | undefined) =>
      t(code === "WEK" ? "offer.units" : "offer.rooms"),
    roomsCount: (rooms: number, code: ProductArea | null | undefined) =>
      t(code === "WEK" ? "offer.unitsCount" : "offer.roomsCount", { count: rooms }),
  };
}
