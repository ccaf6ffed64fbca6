import { useId } from "react";
import { Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { FormErrors, FormField, Panel } from "@travel/design-system";
import { useQuery } from "@apollo/client/react";
import { keepNameCharacters, sanitizeEmail } from "@travel/schema/validation";
import { isLabelKey, useTranslation } from "../../lib/i18n";
import { BookingTravellersQuery } from "./travellers-query";
import { travellerRows } from "./traveller-values";
import type { Booking } from "./use-booking";

interface Person {
  key: string;
  label: string;
  firstName: string;
  lastName: string;
}

/** One traveller's row: who it is (the traveller, a saved traveller or typed) and the names. */
function TravellerRow({
  index,
  people,
  booking,
}: {
  index: number;
  people: Person[];
  booking: Booking;
}) {
  const { t } = useTranslation();
  const { formik, clearErrors } = booking;
  const name = (part: "firstName" | "lastName") => `travellers.${index}.${part}`;
  const headingId = useId();
  return (
    <Stack as="fieldset" gap="3" aria-labelledby={headingId} minW="0">
      <Text as="legend" id={headingId} fontWeight="semibold">
        {index === 0
          ? t("booking.travellers.lead")
          : t("booking.travellers.other", { n: index + 1 })}
      </Text>
      {people.length > 0 ? (
        <FormField
          name={`travellerPick.${index}`}
          label={t("booking.travellers.pick")}
          emptyOption={t("booking.travellers.pickNone")}
          options={people.map((p) => ({ value: p.key, label: p.label }))}
          onValueChange={(key) => {
            const person = people.find((p) => p.key === key);
            if (!person) return;
            void formik.setFieldValue(name("firstName"), person.firstName);
            void formik.setFieldValue(name("lastName"), person.lastName);
            clearErrors();
          }}
        />
      ) : null}
      <Grid templateColumns={{ base: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" }} gap="4">
        {(["firstName", "lastName"] as const).map((part) => (
          <FormField
            key={part}
            name={name(part)}
            label={t(
              part === "firstName" ? "booking.travellers.firstName" : "booking.travellers.lastName",
            )}
            parse={keepNameCharacters}
            onValueChange={clearErrors}
            inputProps={{ autoComplete: "off", maxLength: 50 }}
          />
        ))}
      </Grid>
    </Stack>
  );
}

/**
 * Who travels (a row per traveller of an offer priced per person, the lead guest of a stay; each
 * filled in from the traveller's own name or a saved traveller, or typed) and how to reach them.
 */
export function TravellersFields({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { formik, viewer, perPerson, clearErrors } = booking;
  const saved = useQuery(BookingTravellersQuery, { skip: !viewer }).data;
  const people: Person[] = [
    ...(viewer?.firstName && viewer.lastName
      ? [
          {
            key: "self",
            label: t("booking.travellers.you", { name: `${viewer.firstName} ${viewer.lastName}` }),
            firstName: viewer.firstName,
            lastName: viewer.lastName,
          },
        ]
      : []),
    ...(saved?.savedTravelersConnection.nodes ?? []).map((s) => ({
      key: s.id,
      label: `${s.firstName} ${s.lastName}`,
      firstName: s.firstName,
      lastName: s.lastName,
    })),
  ];
  const rows = travellerRows(perPerson, Number(formik.values.guests));
  const translate = (error: string) => (isLabelKey(error) ? t(error) : error);
  return (
    <Panel as="section" layout="stack" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="lg">
        {t("booking.travellers.heading")}
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        {t(perPerson ? "booking.travellers.introPerPerson" : "booking.travellers.introStay")}
      </Text>
      <FormErrors translate={translate}>
        <Stack gap="5">
          {Array.from({ length: rows }, (_, i) => (
            <TravellerRow key={i} index={i} people={people} booking={booking} />
          ))}
          <Grid
            templateColumns={{ base: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" }}
            gap="4"
          >
            <FormField
              name="contactEmail"
              label={t("booking.travellers.email")}
              parse={sanitizeEmail}
              onValueChange={clearErrors}
              inputProps={{ type: "email", autoComplete: "email" }}
            />
            <FormField
              name="contactPhone"
              label={t("booking.travellers.phone")}
              helperText={t("booking.travellers.phoneHelp")}
              onValueChange={clearErrors}
              inputProps={{ type: "tel", autoComplete: "tel" }}
            />
          </Grid>
        </Stack>
      </FormErrors>
    </Panel>
  );
}
