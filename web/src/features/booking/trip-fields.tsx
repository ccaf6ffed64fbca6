import { useId } from "react";
import { Grid, Heading } from "@chakra-ui/react";
import { FormErrors, FormField, isIsoDay, Panel } from "@travel/design-system";
import { addDays } from "@travel/schema/wallet";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../lib/dates";
import { DateFormField } from "../../lib/forms/date-form-field";
import { isLabelKey } from "../../lib/i18n";
import type { Booking } from "./use-booking";
import { MAX_GUESTS, MAX_NIGHTS, MIN_GUESTS } from "./trip-schema";

const GUESTS = Array.from({ length: MAX_GUESTS - MIN_GUESTS + 1 }, (_, i) =>
  String(i + MIN_GUESTS),
);

/** The trip of a booking: check-in (or the activity's date), check-out for nights, guests. */
export function TripFields({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { formik, nights, minCheckIn, weekStart, clearErrors } = booking;
  const { values } = formik;
  const earliest = formatDay(minCheckIn, i18n.language);
  const translate = (error: string) => {
    if (error === "booking.invalid.checkInTooEarly") return t(error, { date: earliest });
    if (error === "booking.invalid.tooManyNights") return t(error, { max: MAX_NIGHTS });
    return isLabelKey(error) ? t(error) : error;
  };

  return (
    <Panel as="section" layout="stack" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="lg">
        {t("booking.tripHeading")}
      </Heading>
      <FormErrors translate={translate}>
        <Grid templateColumns={{ base: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" }} gap="4">
          <DateFormField
            name="checkIn"
            label={t(nights ? "booking.checkIn" : "booking.activityDate")}
            helperText={t("booking.earliestDate", { date: earliest })}
            touchOnBlur
            min={minCheckIn}
            startOfWeek={weekStart}
            onValueChange={(checkIn) => {
              // Moving check-in onto or past check-out keeps the stay's length at one night at least.
              // Formik would validate that change with the check-in it rendered with (the text typed
              // before the last key), so both are validated together here.
              if (nights && isIsoDay(checkIn) && values.checkOut && values.checkOut <= checkIn) {
                const checkOut = addDays(checkIn, 1);
                void formik.setFieldValue("checkOut", checkOut, false);
                void formik.validateForm({ ...values, checkIn, checkOut });
              }
              clearErrors();
            }}
          />
          {nights ? (
            <DateFormField
              name="checkOut"
              label={t("booking.checkOut")}
              touchOnBlur
              onValueChange={clearErrors}
              startOfWeek={weekStart}
              min={isIsoDay(values.checkIn) ? addDays(values.checkIn, 1) : addDays(minCheckIn, 1)}
              max={isIsoDay(values.checkIn) ? addDays(values.checkIn, MAX_NIGHTS) : undefined}
            />
          ) : null}
          <FormField
            name="guests"
            label={t("booking.guests")}
            touchOnBlur
            onValueChange={clearErrors}
            options={GUESTS.map((n) => ({ value: n, label: n }))}
          />
        </Grid>
      </FormErrors>
    </Panel>
  );
}
