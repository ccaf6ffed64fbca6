import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import type { FormikHelpers } from "formik";
import { useTranslation } from "../../lib/i18n";
import { getFragmentData } from "../../__generated__";
import type { ReferenceCountry } from "../../lib/forms/person-reference";
import { placePayloadErrors, unavailable } from "./payload-errors";
import {
  ProfileFormFields,
  profileFormValues,
  type ProfileFormValues,
} from "./profile-form-values";
import { ProfileQuery } from "./profile-query";
import { UpdateProfileMutation } from "./update-profile-mutation";

/**
 * Saving the profile form: the saved profile replaces the cached one (the names in the header
 * follow) and becomes the form's values; `notice` says it was saved, or why not when no field
 * is to blame.
 */
export function useSaveProfile() {
  const { t } = useTranslation();
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const [notice, setNotice] = useState<{ status: "success" | "error"; text: string } | null>(null);

  const save = async (
    values: ProfileFormValues,
    helpers: FormikHelpers<ProfileFormValues>,
    countries: readonly ReferenceCountry[],
  ) => {
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
        const text = placePayloadErrors(t, payload?.errors ?? [], values, helpers.setFieldError);
        if (text !== null) setNotice({ status: "error", text });
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
      setNotice({ status: "error", text: unavailable(t) });
    }
  };

  return { notice, setNotice, save };
}
