import { useState } from "react";
import {
  Box,
  Button,
  CloseButton,
  Field,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  Stack,
} from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { FieldArray, Form, Formik, getIn, type FormikHelpers } from "formik";
import {
  AGE_BANDS,
  keepNameCharacters,
  MAX_LOYALTY_PROGRAMS,
  messages,
  normalisePassportNumber,
  TITLES,
  travelerSchema,
} from "@travel/schema/validation";
import { useTranslation } from "react-i18next";
import type { SavedTravelersQuery as TravelersData } from "../../__generated__/graphql";
import { FormMessage } from "../auth/form-message";
import { NationalityField } from "../auth/nationality-field";
import { AGE_BAND_LABELS, TITLE_LABELS } from "./labels";
import { translateProfileMessage } from "./profile-messages";
import { SaveTravelerMutation } from "./save-traveler-mutation";
import { SavedTravelersQuery } from "./saved-travelers-query";
import { createAttemptKeys } from "../../lib/attempt-key";

export type SavedTraveler = TravelersData["savedTravelers"][number];

export interface TravelerFormValues {
  title: string;
  firstName: string;
  lastName: string;
  ageBand: string;
  nationalityId: string;
  passportNumber: string;
  passportCountryId: string;
  passportExpiry: string;
  loyaltyPrograms: { programName: string; memberNumber: string }[];
}

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
        onSaved(payload.traveler);
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
      {({ values, errors, touched, isSubmitting, setFieldValue, submitCount }) => {
        // after a submit every message shows (nested loyalty fields included)
        const error = (name: string) => {
          const message = getIn(errors, name) as unknown;
          const shown = submitCount > 0 || Boolean(getIn(touched, name));
          return shown && typeof message === "string" ? translateProfileMessage(t, message) : null;
        };
        const change = (name: string, value: string) => {
          setFailure(null);
          void setFieldValue(name, value);
        };
        const select = (
          name: "title" | "ageBand" | "passportCountryId",
          label: string,
          placeholder: string,
          options: { value: string; label: string }[],
        ) => (
          <Field.Root invalid={Boolean(error(name))}>
            <Field.Label>{label}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name={name}
                value={values[name]}
                onChange={(e) => change(name, e.target.value)}
              >
                <option value="">{placeholder}</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{error(name)}</Field.ErrorText>
          </Field.Root>
        );
        return (
          <Form noValidate>
            <Stack gap="5">
              <Stack direction={{ base: "column", sm: "row" }} gap="4">
                {select(
                  "title",
                  t("profile.titleField"),
                  t("profile.selectTitle"),
                  TITLES.map((v) => ({ value: v, label: t(TITLE_LABELS[v]) })),
                )}
                {select(
                  "ageBand",
                  t("travelers.ageBand"),
                  t("travelers.selectAgeBand"),
                  AGE_BANDS.map((v) => ({ value: v, label: t(AGE_BAND_LABELS[v]) })),
                )}
              </Stack>
              <Stack direction={{ base: "column", sm: "row" }} gap="4">
                {(["firstName", "lastName"] as const).map((name) => (
                  <Field.Root key={name} invalid={Boolean(error(name))}>
                    <Field.Label>{t(`profile.${name}`)}</Field.Label>
                    <Input
                      name={name}
                      autoComplete="off"
                      value={values[name]}
                      onChange={(e) => change(name, keepNameCharacters(e.target.value))}
                    />
                    <Field.ErrorText>{error(name)}</Field.ErrorText>
                  </Field.Root>
                ))}
              </Stack>
              <NationalityField
                label={t("travelers.nationality")}
                nationalities={nationalities}
                value={values.nationalityId}
                onChange={(id) => change("nationalityId", id)}
                errorText={error("nationalityId")}
              />
              <Fieldset.Root>
                <Fieldset.Legend fontWeight="semibold">{t("travelers.passport")}</Fieldset.Legend>
                <Fieldset.HelperText>{t("travelers.passportHint")}</Fieldset.HelperText>
                <Fieldset.Content>
                  <Field.Root invalid={Boolean(error("passportNumber"))}>
                    <Field.Label>{t("travelers.passportNumber")}</Field.Label>
                    <Input
                      name="passportNumber"
                      autoComplete="off"
                      autoCapitalize="characters"
                      value={values.passportNumber}
                      onChange={(e) => change("passportNumber", e.target.value.toUpperCase())}
                      onBlur={() =>
                        void setFieldValue(
                          "passportNumber",
                          normalisePassportNumber(values.passportNumber),
                          false,
                        )
                      }
                    />
                    <Field.ErrorText>{error("passportNumber")}</Field.ErrorText>
                  </Field.Root>
                  <Stack direction={{ base: "column", sm: "row" }} gap="4">
                    {select(
                      "passportCountryId",
                      t("travelers.passportCountry"),
                      t("profile.selectCountry"),
                      countries.map((c) => ({ value: c.id, label: c.name })),
                    )}
                    <Field.Root invalid={Boolean(error("passportExpiry"))}>
                      <Field.Label>{t("travelers.passportExpiry")}</Field.Label>
                      <Input
                        name="passportExpiry"
                        type="date"
                        min={today}
                        value={values.passportExpiry}
                        onChange={(e) => change("passportExpiry", e.target.value)}
                      />
                      <Field.ErrorText>{error("passportExpiry")}</Field.ErrorText>
                    </Field.Root>
                  </Stack>
                </Fieldset.Content>
              </Fieldset.Root>
              <Fieldset.Root invalid={Boolean(error("loyaltyPrograms"))}>
                <Fieldset.Legend fontWeight="semibold">{t("travelers.loyalty")}</Fieldset.Legend>
                <Fieldset.HelperText>{t("travelers.loyaltyHint")}</Fieldset.HelperText>
                <FieldArray name="loyaltyPrograms">
                  {(array) => (
                    <Fieldset.Content>
                      {values.loyaltyPrograms.map((_, index) => {
                        const base = `loyaltyPrograms[${index}]`;
                        return (
                          <HStack key={index} align="flex-start" gap="2">
                            <Stack direction={{ base: "column", sm: "row" }} gap="2" flex="1">
                              {(["programName", "memberNumber"] as const).map((part) => (
                                <Field.Root key={part} invalid={Boolean(error(`${base}.${part}`))}>
                                  <Field.Label>
                                    {t(`travelers.${part}`)} {index + 1}
                                  </Field.Label>
                                  <Input
                                    name={`${base}.${part}`}
                                    autoComplete="off"
                                    value={values.loyaltyPrograms[index]?.[part] ?? ""}
                                    onChange={(e) => change(`${base}.${part}`, e.target.value)}
                                  />
                                  <Field.ErrorText>{error(`${base}.${part}`)}</Field.ErrorText>
                                </Field.Root>
                              ))}
                            </Stack>
                            <CloseButton
                              mt="7"
                              size="sm"
                              aria-label={t("travelers.removeLoyalty", { index: index + 1 })}
                              onClick={() => array.remove(index)}
                            />
                          </HStack>
                        );
                      })}
                      {values.loyaltyPrograms.length < MAX_LOYALTY_PROGRAMS ? (
                        <Box>
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => array.push({ programName: "", memberNumber: "" })}
                          >
                            {t("travelers.addLoyalty")}
                          </Button>
                        </Box>
                      ) : null}
                    </Fieldset.Content>
                  )}
                </FieldArray>
                <Fieldset.ErrorText>
                  {typeof errors.loyaltyPrograms === "string" ? error("loyaltyPrograms") : null}
                </Fieldset.ErrorText>
              </Fieldset.Root>
              {failure ? <FormMessage status="error">{failure}</FormMessage> : null}
              <Stack direction={{ base: "column-reverse", sm: "row" }} justify="flex-end" gap="3">
                <Button variant="outline" onClick={onCancel}>
                  {t("travelers.cancel")}
                </Button>
                <Button type="submit" loading={isSubmitting}>
                  {t("travelers.save")}
                </Button>
              </Stack>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
