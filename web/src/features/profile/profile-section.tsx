import { ErrorState, FormField, FormMessage, PhoneField } from "@travel/design-system";
import { useId } from "react";
import { Heading, Input, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import type { FormikHelpers } from "formik";
import {
  keepPhoneDigits,
  PHONE_MAX_LENGTH,
  profileSchema,
  TITLES,
} from "@travel/schema/validation";
import { useTranslation } from "../../lib/i18n";
import { getFragmentData } from "../../__generated__";
import { PersonFormReference } from "../../lib/forms/person-reference";
import { SubmitForm } from "../../lib/forms/submit-form";
import { PersonFields } from "./person-fields";
import { TITLE_LABELS } from "./labels";
import { translateProfileMessage } from "./profile-messages";
import {
  ProfileFormFields,
  profileFormValues,
  type ProfileFormValues,
} from "./profile-form-values";
import { ProfileQuery } from "./profile-query";
import { useSaveProfile } from "./use-save-profile";
import { QueryPending } from "../../lib/ui/query-pending";

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
  const { notice, setNotice, save } = useSaveProfile();

  const body = () => {
    if (!data) {
      return <QueryPending error={error} refetch={refetch} />;
    }
    if (!data.profile) return <ErrorState onRetry={() => void refetch().catch(() => undefined)} />;
    const profile = getFragmentData(ProfileFormFields, data.profile);
    const { countries, nationalities } = getFragmentData(PersonFormReference, data);
    const dialling = countries.filter((c) => c.dialCode);

    const submit = (values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) =>
      save(values, helpers, countries);

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
        <PersonFields
          nationalityLabel={t("profile.nationality")}
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
