import { FormErrors, FormField, FormMessage } from "@travel/design-system";
import { useState } from "react";
import { Button, Fieldset, Stack } from "@chakra-ui/react";
import { Form, Formik } from "formik";
import {
  AGE_BANDS,
  normalisePassportNumber,
  TITLES,
  travelerSchema,
} from "@travel/schema/validation";
import { useTranslation } from "../../lib/i18n";
import type { SavedTravelersQuery as TravelersData } from "../../__generated__/graphql";
import { DateFormField } from "../../lib/forms/date-form-field";
import { LoyaltyPrograms } from "./loyalty-programs";
import { PersonFields } from "./person-fields";
import { AGE_BAND_LABELS, TITLE_LABELS } from "./labels";
import { translateProfileMessage } from "./profile-messages";
import { type SavedTraveler, travelerFormValues } from "./traveler-values";
import { useSaveTraveler } from "./use-save-traveler";

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
  const { failure, setFailure, submit } = useSaveTraveler(traveler, onSaved);
  const [today] = useState(utcToday);

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
                <PersonFields
                  own={false}
                  nationalityLabel={t("travelers.nationality")}
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
