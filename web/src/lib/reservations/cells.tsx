import type { ReactNode } from "react";
import { Stack, Text } from "@chakra-ui/react";
import type { RecordColumn } from "@travel/design-system";
import { useTranslation } from "../i18n";
import type { ProductArea } from "../../__generated__/graphql";
import { usePartyWords } from "../offers/party";
import { useTripDates } from "../trip-dates";

/** A table cell of two lines: the main one, then a muted detail (a client's email, a place). */
export function TwoLineCell({ main, detail }: { main: ReactNode; detail?: ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      {main}
      {detail ? (
        <Text as="span" color="fg.muted" overflowWrap="break-word">
          {detail}
        </Text>
      ) : null}
    </Stack>
  );
}

/** What a trip column reads of a booking or a quote (its rooms when it has them). */
interface Trip {
  checkIn: string;
  checkOut?: string | null;
  guests: number;
  rooms?: number;
  offer: { area: ProductArea };
}

/** The "Trip" column of a reservations table: the dates, then the party (and rooms when more than one). */
export function useTripColumn<R extends Trip>(): RecordColumn<R> {
  const { t } = useTranslation();
  const tripDates = useTripDates();
  const words = usePartyWords();
  return {
    key: "trip",
    header: t("bookingHistory.column.trip"),
    cell: (r) => (
      <TwoLineCell
        main={<span>{tripDates(r.checkIn, r.checkOut, r.offer?.area)}</span>}
        detail={[
          words.partyCount(r.guests, r.offer.area),
          r.rooms && r.rooms > 1 ? words.roomsCount(r.rooms, r.offer.area) : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      />
    ),
  };
}
