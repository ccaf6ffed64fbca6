import { FormErrors, FormField, FormMessage } from "@travel/design-system";
import { useState } from "react";
import { Button, Fieldset, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { Form, Formik, type FormikHelpers, getIn } from "formik";
import {
  AGE_BANDS,
  messages,
  normalisePassportNumber,
  TITLES,
  travelerSchema,
  type TravelerValues,
} from "@travel/schema/validation";
import { useTranslation } from "react-i18next";
import { getFragmentData, graphql } from "../../__generated__";
import type {
  SavedTravelerFieldsFragment,
  SavedTravelersQuery as TravelersData,
} from "../../__generated__/graphql";
import { DateFormField } from "../../lib/forms/date-form-field";
import { NameFields } from "../../lib/forms/name-fields";
import { NationalityFormField } from "../../lib/forms/nationality-field";
import { LoyaltyPrograms } from "./loyalty-programs";
import { AGE_BAND_LABELS, TITLE_LABELS } from "./labels";
import { translateProfileMessage } from "./profile-messages";
import { SaveTravelerMutation } from "./save-traveler-mutation";
import { SavedTravelersQuery } from "./saved-travelers-query";
import { createAttemptKeys } from "../../lib/attempt-key";

/** What the form edits and a traveller's card shows (saved-travelers-query, save-traveler-mutation). */
export const SavedTravelerFields = graphql(`
  fragment SavedTravelerFields on SavedTraveler {
    id
    title
    firstName
    lastName
    ageBand
    nationalityId
    passportNumber
    passportCountryId
    passportExpiry
    loyaltyPrograms {
      programName
      memberNumber
    }
  }
`);

export type SavedTraveler = SavedTravelerFieldsFragment;

/** The form's values: those the shared traveller schema checks (the gateway checks them again). */
export type TravelerFormValues = TravelerValues;

/** The form's values for a traveller, or an empty form (nationality: spec §9 default id 1). */
export function travelerFormValues(traveler: SavedTraveler | null): TravelerFormValues {
  return {
    title: traveler?.title ?? "",
    firstName: traveler?.firstName ?? "",
    lastName: traveler?.lastName ?? "",
    ageBand: traveler?.ageBand ?? "",
    nationalityId: traveler?.nationalityId ?? "1",
    passportNumber: traveler?.passportNumber ?? "",
    passportCountryId: traveler?.passportCountryId ?? "",
    passportExpiry: traveler?.passportExpiry ?? "",
    loyaltyPrograms: (traveler?.loyaltyPrograms ?? []).map((l) => ({
      programName: l.programName,
      memberNumber: l.memberNumber,
    })),
  };
}

/** Today on the UTC calendar: the upstream's day for the passport expiry. */
const utcToday = () => new Date().toISOString().slice(0, 10);

interface TravelerFormProps {
  /** The traveller to change; null to add one. */
  traveler: SavedTraveler | null;
  countries: TravelersData["countries"];
  nationalities: TravelersData["nationalities"];
  onSaved: (traveler: SavedTraveler) => void;
  onCancel: () => void;
}

/**
 * Add or change a saved traveller: title, names (the sign-up rules), age band (spec §3),
 * nationality, an optional passport (number, issuing country and expiry, all or none) and up to
 * five loyalty programme memberships.
 */
export function TravelerForm({
  traveler,
  countries,
  nationalities,
  onSaved,
  onCancel,
}: TravelerFormProps) {
  const { t } = useTranslation();
  const [saveTraveler] = useMutation(SaveTravelerMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const [today] = useState(utcToday);

  // an addition carries one idempotency key per attempt, kept across its retries
  const [attempts] = useState(createAttemptKeys);

  const submit = async (values: TravelerFormValues, helpers: FormikHelpers<TravelerFormValues>) => {
    setFailure(null);
    const id = traveler?.id ?? null;
    try {
      const { data } = await saveTraveler({
        variables: {
          input: { ...values, id, idempotencyKey: id === null ? attempts.keyFor(values) : null },
        },
        refetchQueries: [SavedTravelersQuery],
        awaitRefetchQueries: true,
      });
      const payload = data?.saveTraveler;
      if (payload?.traveler && payload.errors.length === 0) {
        attempts.end();
        onSaved(getFragmentData(SavedTravelerFields, payload.traveler));
        return;
      }
      const general: string[] = [];
      for (const e of payload?.errors ?? []) {
        if (e.field && e.field !== "id" && getIn(values, e.field) !== undefined)
          helpers.setFieldError(e.field, e.message);
        else general.push(translateProfileMessage(t, e.message));
      }
      if (general.length > 0 || !payload?.errors.length)
        setFailure(general[0] ?? translateProfileMessage(t, messages.UPSTREAM_UNAVAILABLE));
    } catch {
      setFailure(translateProfileMessage(t, messages.UPSTREAM_UNAVAILABLE));
    }
  };

  return (
    <Formik
      initialValues={travelerFormValues(traveler)}
      validationSchema={travelerSchema({ today })}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={submit}
    >
      {({ values, errors, isSubmitting, setFieldValue }) => {
        const changed = () => setFailure(null);
        return (
          <Form noValidate>
            <FormErrors translate={(message) => translateProfileMessage(t, message)}>
              <Stack gap="5">
                <Stack direction={{ base: "column", sm: "row" }} gap="4">
                  <FormField
                    name="title"
                    label={t("profile.titleField")}
                    emptyOption={t("profile.selectTitle")}
                    options={TITLES.map((v) => ({ value: v, label: t(TITLE_LABELS[v]) }))}
                    onValueChange={changed}
                  />
                  <FormField
                    name="ageBand"
                    label={t("travelers.ageBand")}
                    emptyOption={t("travelers.selectAgeBand")}
                    options={AGE_BANDS.map((v) => ({ value: v, label: t(AGE_BAND_LABELS[v]) }))}
                    onValueChange={changed}
                  />
                </Stack>
                <NameFields
                  labels={{ firstName: t("profile.firstName"), lastName: t("profile.lastName") }}
                  onValueChange={changed}
                  own={false}
                />
                <NationalityFormField
                  name="nationalityId"
                  label={t("travelers.nationality")}
                  nationalities={nationalities}
                  onValueChange={changed}
                />
                <Fieldset.Root>
                  <Fieldset.Legend fontWeight="semibold">{t("travelers.passport")}</Fieldset.Legend>
                  <Fieldset.HelperText>{t("travelers.passportHint")}</Fieldset.HelperText>
                  <Fieldset.Content>
                    <FormField
                      name="passportNumber"
                      label={t("travelers.passportNumber")}
                      parse={(value) => value.toUpperCase()}
                      onValueChange={changed}
                      inputProps={{
                        autoComplete: "off",
                        autoCapitalize: "characters",
                        onBlur: () =>
                          void setFieldValue(
                            "passportNumber",
                            normalisePassportNumber(values.passportNumber),
                            false,
                          ),
                      }}
                    />
                    <Stack direction={{ base: "column", sm: "row" }} gap="4">
                      <FormField
                        name="passportCountryId"
                        label={t("travelers.passportCountry")}
                        emptyOption={t("profile.selectCountry")}
                        options={countries.map((c) => ({ value: c.id, label: c.name }))}
                        onValueChange={changed}
                      />
                      <DateFormField
                        name="passportExpiry"
                        label={t("travelers.passportExpiry")}
                        onValueChange={changed}
                        min={today}
                      />
                    </Stack>
                  </Fieldset.Content>
                </Fieldset.Root>
                <LoyaltyPrograms
                  programs={values.loyaltyPrograms}
                  listError={
                    typeof errors.loyaltyPrograms === "string" ? errors.loyaltyPrograms : null
                  }
                  onChange={changed}
                />
                {failure ? <FormMessage status="error">{failure}</FormMessage> : null}
                <Stack direction={{ base: "column-reverse", sm: "row" }} justify="flex-end" gap="3">
                  <Button variant="outline" onClick={onCancel}>
                    {t("travelers.cancel")}
                  </Button>
                  <Button type="submit" loading={isSubmitting} loadingText={t("travelers.save")}>
                    {t("travelers.save")}
                  </Button>
                </Stack>
              </Stack>
            </FormErrors>
          </Form>
        );
      }}
    </Formik>
  );
}
