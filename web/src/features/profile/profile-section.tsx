import { ErrorState, FormField, FormMessage, PhoneField } from "@travel/design-system";
import { useId, useState } from "react";
import { Heading, Input, Stack } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import type { FormikHelpers } from "formik";
import {
  keepPhoneDigits,
  messages,
  PHONE_MAX_LENGTH,
  profileSchema,
  TITLES,
} from "@travel/schema/validation";
import { useTranslation } from "react-i18next";
import { getFragmentData, graphql } from "../../__generated__";
import type { ProfileFormFieldsFragment } from "../../__generated__/graphql";
import { NameFields } from "../../lib/forms/name-fields";
import { NationalityFormField } from "../../lib/forms/nationality-field";
import { PersonFormReference, type ReferenceCountry } from "../../lib/forms/person-reference";
import { SubmitForm } from "../../lib/forms/submit-form";
import { TITLE_LABELS } from "./labels";
import { translateProfileMessage } from "./profile-messages";
import { ProfileQuery } from "./profile-query";
import { UpdateProfileMutation } from "./update-profile-mutation";
import { QueryPending } from "../../lib/ui/query-pending";

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

/** What the profile form edits (profile-query.ts, and the saved profile update-profile answers). */
export const ProfileFormFields = graphql(`
  fragment ProfileFormFields on Profile {
    title
    firstName
    lastName
    email
    nationalityId
    countryId
    phoneCountryCode
    phoneNumber
  }
`);

type Country = ReferenceCountry;

/** The form's starting values: the stored profile, its dialling code matched to a country. */
export function profileFormValues(
  profile: ProfileFormFieldsFragment,
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
  const { data, error, refetch } = useQuery(ProfileQuery);
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const [notice, setNotice] = useState<{ status: "success" | "error"; text: string } | null>(null);

  const body = () => {
    if (!data) {
      return <QueryPending error={error} refetch={refetch} />;
    }
    if (!data.profile) return <ErrorState onRetry={() => void refetch().catch(() => undefined)} />;
    const profile = getFragmentData(ProfileFormFields, data.profile);
    const { countries, nationalities } = getFragmentData(PersonFormReference, data);
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
          values: profileFormValues(
            getFragmentData(ProfileFormFields, payload.profile),
            countries,
            values.phoneCountryId,
          ),
        });
        setNotice({ status: "success", text: t("profile.saved") });
      } catch {
        setNotice({
          status: "error",
          text: translateProfileMessage(t, messages.UPSTREAM_UNAVAILABLE),
        });
      }
    };

    const changed = () => setNotice(null);
    return (
      <SubmitForm
        initialValues={profileFormValues(profile, countries)}
        validationSchema={profileSchema}
        // Messages appear on submit, as in the sign-up dialog.
        validateOnChange={false}
        onSubmit={submit}
        translate={(error) => translateProfileMessage(t, error)}
        labelledBy={headingId}
        maxW="2xl"
        submitLabel={t("profile.save")}
        submitProps={{ alignSelf: { base: "stretch", sm: "flex-start" } }}
        after={notice ? <FormMessage status={notice.status}>{notice.text}</FormMessage> : null}
      >
        <FormField
          name="email"
          disabled
          label={t("profile.email")}
          helperText={t("profile.emailHint")}
          errorText={null}
        >
          {() => <Input name="email" type="email" value={profile.email} readOnly />}
        </FormField>
        <FormField
          name="title"
          maxW={{ sm: "60" }}
          label={t("profile.titleField")}
          emptyOption={t("profile.selectTitle")}
          options={TITLES.map((title) => ({
            value: title,
            label: t(TITLE_LABELS[title]),
          }))}
          onValueChange={changed}
        />
        <NameFields
          labels={{ firstName: t("profile.firstName"), lastName: t("profile.lastName") }}
          onValueChange={changed}
        />
        <NationalityFormField
          name="nationalityId"
          label={t("profile.nationality")}
          nationalities={nationalities}
          onValueChange={changed}
        />
        <FormField
          name="countryId"
          label={t("profile.country")}
          emptyOption={t("profile.selectCountry")}
          options={countries.map((country) => ({
            value: country.id,
            label: country.name,
          }))}
          onValueChange={changed}
        />
        <PhoneField
          dialling={dialling}
          label={t("profile.phone")}
          countryCodeLabel={t("profile.countryCode")}
          maxLength={PHONE_MAX_LENGTH}
          parse={keepPhoneDigits}
          onValueChange={changed}
        />
      </SubmitForm>
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
