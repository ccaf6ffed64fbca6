import { useId } from "react";
import { Grid, Heading, Text } from "@chakra-ui/react";
import { FormErrors, FormField, isIsoDay, Panel } from "@travel/design-system";
import { addDays } from "@travel/schema/wallet";
import { isLabelKey, useTranslation } from "../../lib/i18n";
import { formatDay } from "../../lib/dates";
import { DateFormField } from "../../lib/forms/date-form-field";
import { isWeek, WEEK_NIGHTS } from "../../lib/offer-areas";
import { usePartyWords } from "../../lib/offers/party";
import type { Booking } from "./use-booking";
import { MAX_GUESTS, MAX_NIGHTS, MAX_ROOMS, MIN_GUESTS } from "./trip-schema";

const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => {
    const n = String(i + from);
    return { value: n, label: n };
  });
const GUESTS = numbers(MIN_GUESTS, MAX_GUESTS);
const ROOMS = numbers(1, MAX_ROOMS);

/** An ISO weekday's name (1 Monday … 7 Sunday) in the traveller's language. */
function weekdayName(weekday: number, language: string): string {
  // 2023-01-01 was a Sunday, so the 1st plus an ISO weekday is that weekday (the 2nd a Monday)
  const day = new Date(Date.UTC(2023, 0, 1 + weekday));
  return new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(day);
}

/**
 * The trip of a booking, as its area has it: a stay's check-in, check-out and rooms; a car's
 * pick-up and drop-off; a week's start day (on the offer's start weekday) and units; else the
 * one day; and the party, named as the area names it (guests, passengers, travellers, people).
 */
export function TripFields({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation();
  const words = usePartyWords();
  const headingId = useId();
  const { formik, area, endDate, minCheckIn, weekStart, startWeekday, clearErrors } = booking;
  const { values } = formik;
  const rental = area.dates === "rental";
  const week = isWeek(area);
  const earliest = formatDay(minCheckIn, i18n.language);
  const weekday = startWeekday === null ? "" : weekdayName(startWeekday, i18n.language);
  const maxGuests = booking.offer.maxGuests;
  const translate = (error: string) => {
    if (error === "booking.invalid.checkInTooEarly") return t(error, { date: earliest });
    if (error === "booking.invalid.tooManyNights" || error === "booking.invalid.tooManyDays")
      return t(error, { max: MAX_NIGHTS });
    if (error === "booking.invalid.weekday") return t(error, { weekday });
    if (error === "booking.invalid.guestsOverMax") return t(error, { max: maxGuests });
    if (error === "booking.invalid.guestsOverRooms") {
      const rooms = Number(values.rooms) || 1;
      return t(error, { max: maxGuests * rooms, count: rooms });
    }
    return isLabelKey(error) ? t(error) : error;
  };
  const startLabel = t(
    rental
      ? "booking.pickUp"
      : week
        ? "booking.weekStart"
        : endDate
          ? "booking.checkIn"
          : "booking.activityDate",
  );
  // the party, then the rooms where the area books them: selects of numbers
  const counts = [
    { name: "guests", label: words.partyLabel(area.code), options: GUESTS },
    ...(area.rooms ? [{ name: "rooms", label: words.roomsLabel(area.code), options: ROOMS }] : []),
  ];
  const weekEnd = week && isIsoDay(values.checkIn) ? addDays(values.checkIn, WEEK_NIGHTS) : null;

  return (
    <Panel as="section" layout="stack" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="lg">
        {t("booking.tripHeading")}
      </Heading>
      <FormErrors translate={translate}>
        <Grid templateColumns={{ base: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" }} gap="4">
          <DateFormField
            name="checkIn"
            label={startLabel}
            helperText={
              startWeekday !== null
                ? t("booking.weekStartsOn", { weekday, date: earliest })
                : t("booking.earliestDate", { date: earliest })
            }
            errorText={booking.soldOut ?? undefined}
            touchOnBlur
            min={minCheckIn}
            startOfWeek={weekStart}
            onValueChange={(checkIn) => {
              // Moving check-in onto or past check-out keeps the stay's length at one night at least.
              // Formik would validate that change with the check-in it rendered with (the text typed
              // before the last key), so both are validated together here.
              if (endDate && isIsoDay(checkIn) && values.checkOut && values.checkOut <= checkIn) {
                const checkOut = addDays(checkIn, 1);
                void formik.setFieldValue("checkOut", checkOut, false);
                void formik.validateForm({ ...values, checkIn, checkOut });
              }
              clearErrors();
            }}
          />
          {endDate ? (
            <DateFormField
              name="checkOut"
              label={t(rental ? "booking.dropOff" : "booking.checkOut")}
              touchOnBlur
              onValueChange={clearErrors}
              startOfWeek={weekStart}
              min={isIsoDay(values.checkIn) ? addDays(values.checkIn, 1) : addDays(minCheckIn, 1)}
              max={isIsoDay(values.checkIn) ? addDays(values.checkIn, MAX_NIGHTS) : undefined}
            />
          ) : null}
          {weekEnd ? (
            <Text alignSelf="center" aria-live="polite">
              {t("booking.weekEnds", {
                count: WEEK_NIGHTS,
                date: formatDay(weekEnd, i18n.language),
              })}
            </Text>
          ) : null}
          {counts.map((count) => (
            <FormField key={count.name} {...count} touchOnBlur onValueChange={clearErrors} />
          ))}
        </Grid>
      </FormErrors>
    </Panel>
  );
}
