import { useId, useState } from "react";
import { Button, Field, Heading, HStack, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Form, Formik, type FormikHelpers } from "formik";
import {
  keepNameCharacters,
  keepPhoneDigits,
  messages,
  PHONE_MAX_LENGTH,
  profileSchema,
  TITLES,
} from "@travel/schema/validation";
import { useTranslation } from "react-i18next";
import type { ProfileQuery as ProfileData } from "../../__generated__/graphql";
import { ErrorState, LoadingState } from "../../components/query-states";
import { FormMessage } from "../auth/form-message";
import { NationalityField } from "../auth/nationality-field";
import { TITLE_LABELS } from "./labels";
import { translateProfileMessage } from "./profile-messages";
import { ProfileQuery } from "./profile-query";
import { UpdateProfileMutation } from "./update-profile-mutation";

export interface ProfileFormValues {
  title: string;
  firstName: string;
  lastName: string;
  nationalityId: string;
  countryId: string;
  /** The country whose dialling code is chosen (several share +1). */
  phoneCountryId: string;
  phoneCountryCode: string;
  phoneNumber: string;
}

type Country = ProfileData["countries"][number];

/** The form's starting values: the stored profile, its dialling code matched to a country. */
export function profileFormValues(
  profile: NonNullable<ProfileData["profile"]>,
  countries: readonly Country[],
  /** The country picked for the dialling code, kept when its code is the stored one. */
  pickedPhoneCountryId?: string,
): ProfileFormValues {
  const dialling = countries.filter((c) => c.dialCode);
  const withCode = (c: Country) => c.dialCode === profile.phoneCountryCode;
  const phoneCountry =
    dialling.find((c) => withCode(c) && c.id === pickedPhoneCountryId) ??
    dialling.find((c) => withCode(c) && c.id === profile.countryId) ??
    dialling.find((c) => withCode(c) && c.isDefault) ??
    dialling.find(withCode) ??
    dialling.find((c) => c.id === profile.countryId) ??
    dialling.find((c) => c.isDefault);
  return {
    title: profile.title ?? "",
    firstName: profile.firstName,
    lastName: profile.lastName,
    nationalityId: profile.nationalityId,
    countryId: profile.countryId,
    phoneCountryId: phoneCountry?.id ?? "",
    phoneCountryCode: phoneCountry?.dialCode ?? "",
    phoneNumber: profile.phoneNumber ?? "",
  };
}

interface ProfileSectionProps {
  /** Level of the section's heading (2 on its own page; the lead may nest it deeper). */
  headingLevel?: 2 | 3;
}

/**
 * The signed-in traveller's details (spec §3 user profile): title, names, nationality, country
 * of residence and mobile phone, checked with the sign-up details rules and messages; the email
 * is shown read only. Saving says so; the names in the header follow.
 */
export function ProfileSection({ headingLevel = 2 }: ProfileSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // its own id: the field's id (and label) belong to the number input
  const countryCodeId = useId();
  const { data, error, refetch } = useQuery(ProfileQuery);
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const [notice, setNotice] = useState<{ status: "success" | "error"; text: string } | null>(null);

  const body = () => {
    if (!data) {
      return error ? (
        <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <LoadingState />
      );
    }
    if (!data.profile) return <ErrorState onRetry={() => void refetch().catch(() => undefined)} />;
    const profile = data.profile;
    const countries = data.countries;
    const dialling = countries.filter((c) => c.dialCode);

    const submit = async (values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) => {
      setNotice(null);
      try {
        const { data: result } = await updateProfile({
          variables: {
            input: {
              title: values.title,
              firstName: values.firstName,
              lastName: values.lastName,
              nationalityId: values.nationalityId,
              countryId: values.countryId,
              phoneCountryCode: values.phoneCountryCode,
              phoneNumber: values.phoneNumber,
            },
          },
          update(cache, { data: answer }) {
            const saved = answer?.updateProfile.profile;
            if (saved)
              cache.updateQuery({ query: ProfileQuery }, (old) =>
                old ? { ...old, profile: saved } : old,
              );
          },
        });
        const payload = result?.updateProfile;
        if (!payload || payload.errors.length > 0 || !payload.profile) {
          const errors = payload?.errors ?? [];
          const general: string[] = [];
          for (const e of errors) {
            const text = translateProfileMessage(t, e.message);
            if (e.field && e.field in values) helpers.setFieldError(e.field, e.message);
            else general.push(text);
          }
          if (general.length > 0 || errors.length === 0)
            setNotice({
              status: "error",
              text: general[0] ?? translateProfileMessage(t, messages.UPSTREAM_UNAVAILABLE),
            });
          return;
        }
        helpers.resetForm({
          values: profileFormValues(payload.profile, countries, values.phoneCountryId),
        });
        setNotice({ status: "success", text: t("profile.saved") });
      } catch {
        setNotice({
          status: "error",
          text: translateProfileMessage(t, messages.UPSTREAM_UNAVAILABLE),
        });
      }
    };

    return (
      <Formik
        initialValues={profileFormValues(profile, countries)}
        validationSchema={profileSchema}
        // Messages appear on submit, as in the sign-up dialog (see sign-up-details-step.tsx).
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={submit}
      >
        {({ values, errors, touched, isSubmitting, setFieldValue }) => {
          const error = (name: keyof ProfileFormValues) =>
            touched[name] && errors[name] ? translateProfileMessage(t, errors[name]) : null;
          const change = (name: keyof ProfileFormValues, value: string) => {
            setNotice(null);
            void setFieldValue(name, value);
          };
          return (
            <Form noValidate aria-labelledby={headingId}>
              <Stack gap="4" maxW="2xl">
                <Field.Root disabled>
                  <Field.Label>{t("profile.email")}</Field.Label>
                  <Input name="email" type="email" value={profile.email} readOnly />
                  <Field.HelperText>{t("profile.emailHint")}</Field.HelperText>
                </Field.Root>
                <Field.Root invalid={Boolean(error("title"))} maxW={{ sm: "60" }}>
                  <Field.Label>{t("profile.titleField")}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name="title"
                      value={values.title}
                      onChange={(e) => change("title", e.target.value)}
                    >
                      <option value="">{t("profile.selectTitle")}</option>
                      {TITLES.map((title) => (
                        <option key={title} value={title}>
                          {t(TITLE_LABELS[title])}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.ErrorText>{error("title")}</Field.ErrorText>
                </Field.Root>
                <Stack direction={{ base: "column", sm: "row" }} gap="4">
                  {(["firstName", "lastName"] as const).map((name) => (
                    <Field.Root key={name} invalid={Boolean(error(name))}>
                      <Field.Label>{t(`profile.${name}`)}</Field.Label>
                      <Input
                        name={name}
                        autoComplete={name === "firstName" ? "given-name" : "family-name"}
                        value={values[name]}
                        onChange={(e) => change(name, keepNameCharacters(e.target.value))}
                      />
                      <Field.ErrorText>{error(name)}</Field.ErrorText>
                    </Field.Root>
                  ))}
                </Stack>
                <NationalityField
                  label={t("profile.nationality")}
                  nationalities={data.nationalities}
                  value={values.nationalityId}
                  onChange={(id) => change("nationalityId", id)}
                  errorText={error("nationalityId")}
                />
                <Field.Root invalid={Boolean(error("countryId"))}>
                  <Field.Label>{t("profile.country")}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name="countryId"
                      autoComplete="country"
                      value={values.countryId}
                      onChange={(e) => change("countryId", e.target.value)}
                    >
                      <option value="">{t("profile.selectCountry")}</option>
                      {countries.map((country) => (
                        <option key={country.id} value={country.id}>
                          {country.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.ErrorText>{error("countryId")}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(error("phoneNumber") ?? error("phoneCountryCode"))}>
                  <Field.Label>{t("profile.phone")}</Field.Label>
                  <HStack width="full" align="stretch">
                    <NativeSelect.Root width={{ base: "36", sm: "56" }} flexShrink="0">
                      <NativeSelect.Field
                        id={countryCodeId}
                        aria-label={t("profile.countryCode")}
                        value={values.phoneCountryId}
                        onChange={(e) => {
                          const country = dialling.find((c) => c.id === e.target.value);
                          change("phoneCountryId", e.target.value);
                          void setFieldValue("phoneCountryCode", country?.dialCode ?? "");
                        }}
                      >
                        {dialling.map((country) => (
                          <option key={country.id} value={country.id}>
                            {`${country.flag ?? ""} ${country.name} (${country.dialCode ?? ""})`.trim()}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Input
                      name="phoneNumber"
                      aria-label={t("profile.phone")}
                      type="tel"
                      inputMode="numeric"
                      autoComplete="tel-national"
                      maxLength={PHONE_MAX_LENGTH}
                      value={values.phoneNumber}
                      onChange={(e) => change("phoneNumber", keepPhoneDigits(e.target.value))}
                    />
                  </HStack>
                  <Field.ErrorText>
                    {error("phoneNumber") ?? error("phoneCountryCode")}
                  </Field.ErrorText>
                </Field.Root>
                <Button
                  type="submit"
                  loading={isSubmitting}
                  alignSelf={{ base: "stretch", sm: "flex-start" }}
                >
                  {t("profile.save")}
                </Button>
                {notice ? <FormMessage status={notice.status}>{notice.text}</FormMessage> : null}
              </Stack>
            </Form>
          );
        }}
      </Formik>
    );
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as={headingLevel === 2 ? "h2" : "h3"} id={headingId} size="xl">
        {t("profile.sectionTitle")}
      </Heading>
      {body()}
    </Stack>
  );
}
