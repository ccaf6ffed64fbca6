import { useEffect, useMemo } from "react";
import { Button, Grid } from "@chakra-ui/react";
import { FormErrors, FormField } from "@travel/design-system";
import { addDays } from "@travel/schema/wallet";
import { Form, Formik, useFormikContext } from "formik";
import { type LabelKey, useTranslation } from "../../lib/i18n";
import { formatDay } from "../../lib/dates";
import { DateFormField } from "../../lib/forms/date-form-field";
import { PlaceField } from "./place-field";
import { hasEndDate, type SearchArea } from "../../lib/offer-areas";
import type { SearchInputError } from "./search-errors";
import { MAX_DAYS, MAX_GUESTS, MAX_ROOMS, type SearchState } from "./search-params";
import { searchSchema, type SearchFormValues } from "./search-schema";

const numbers = (max: number) =>
  Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/** Puts the gateway's refusals on the fields they name (shown as if the form was submitted). */
function ServerErrors({ errors }: { errors: readonly SearchInputError[] }) {
  const { setFieldError, setFieldTouched } = useFormikContext<SearchFormValues>();
  useEffect(() => {
    for (const error of errors) {
      if (!error.field) continue;
      void setFieldTouched(error.field, true, false);
      setFieldError(error.field, error.message);
    }
  }, [errors, setFieldError, setFieldTouched]);
  return null;
}

/** The form's first values: the search in the address, or the first bookable days. */
export function formValuesOf(area: SearchArea, state: SearchState, minCheckIn: string) {
  const checkIn = state.checkIn || minCheckIn;
  return {
    destinationId: state.destinationId,
    destination: state.destination,
    originId: state.originId,
    origin: state.origin,
    checkIn,
    checkOut: hasEndDate(area) ? state.checkOut || addDays(checkIn, 1) : "",
    guests: String(state.guests),
    rooms: String(state.rooms),
  };
}

/**
 * The search form of an area: the place (and where from, for flights and packages), the days,
 * and the party. Submitting hands the values on (to go into the address).
 */
export function SearchForm({
  area,
  state,
  minCheckIn,
  weekStart,
  serverErrors,
  onSearch,
}: {
  area: SearchArea;
  state: SearchState;
  minCheckIn: string;
  weekStart: number;
  serverErrors: readonly SearchInputError[];
  onSearch: (values: SearchFormValues) => void;
}) {
  const { t, i18n } = useTranslation();
  const schema = useMemo(() => searchSchema(area, minCheckIn), [area, minCheckIn]);
  const earliest = formatDay(minCheckIn, i18n.language);
  const translate = (error: string) => {
    if (error === "search.invalid.checkInTooEarly") return t(error, { date: earliest });
    if (error === "search.invalid.tooManyDays") return t(error, { max: MAX_DAYS });
    return i18n.exists(error) ? t(error as LabelKey) : error;
  };
  const dateLabels = {
    stay: ["search.checkIn", "search.checkOut"],
    rental: ["search.pickUp", "search.dropOff"],
    day: [area.key === "weeks" ? "search.weekStart" : "search.startDay", "search.checkOut"],
  } as const;
  const [startLabel, endLabel] = dateLabels[area.dates];

  return (
    <Formik<SearchFormValues>
      initialValues={formValuesOf(area, state, minCheckIn)}
      validationSchema={schema}
      validateOnBlur={false}
      enableReinitialize
      onSubmit={(values) => onSearch(values)}
    >
      {({ values, setFieldValue }) => (
        <Form
          noValidate
          role="search"
          aria-label={t("search.formLabel", { area: t(`menu.${area.key}`) })}
        >
          <ServerErrors errors={serverErrors} />
          <FormErrors translate={translate}>
            <Grid
              templateColumns={{
                base: "minmax(0, 1fr)",
                sm: "repeat(2, minmax(0, 1fr))",
                lg: "repeat(4, minmax(0, 1fr))",
              }}
              gap="4"
              alignItems="start"
            >
              {area.origin ? (
                <PlaceField
                  name="origin"
                  idName="originId"
                  label={t("search.from")}
                  area={area.code}
                />
              ) : null}
              <PlaceField
                name="destination"
                idName="destinationId"
                label={t(area.origin ? "search.to" : "search.place")}
                area={area.code}
              />
              <DateFormField
                name="checkIn"
                label={t(startLabel)}
                min={minCheckIn}
                startOfWeek={weekStart}
                onValueChange={(checkIn) => {
                  // a start on or after the end moves the end a day after it
                  if (
                    hasEndDate(area) &&
                    /^\d{4}-\d{2}-\d{2}$/.test(checkIn) &&
                    values.checkOut <= checkIn
                  ) {
                    void setFieldValue("checkOut", addDays(checkIn, 1), false);
                  }
                }}
              />
              {hasEndDate(area) ? (
                <DateFormField
                  name="checkOut"
                  label={t(endLabel)}
                  min={addDays(values.checkIn || minCheckIn, 1)}
                  startOfWeek={weekStart}
                />
              ) : null}
              <FormField
                name="guests"
                label={t(`search.party.${area.party}`)}
                options={numbers(MAX_GUESTS)}
              />
              {area.rooms ? (
                <FormField name="rooms" label={t("search.rooms")} options={numbers(MAX_ROOMS)} />
              ) : null}
              <Button type="submit" alignSelf="end" minW="32">
                {t("search.submit")}
              </Button>
            </Grid>
          </FormErrors>
        </Form>
      )}
    </Formik>
  );
}
