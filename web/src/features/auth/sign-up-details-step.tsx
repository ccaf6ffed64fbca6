import { FormField, FormMessage, PhoneField } from "@travel/design-system";
import { useEffect, useState } from "react";
import { Input } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useFormikContext } from "formik";
import {
  keepPhoneDigits,
  messages,
  PHONE_MAX_LENGTH,
  sanitizeEmail,
  signUpDetailsSchema,
  TITLES,
} from "@travel/schema/validation";
import { type LabelKey, useTranslation } from "../../lib/i18n";
import { getFragmentData } from "../../__generated__";
import { CheckAccountMutation } from "./check-account-mutation";
import { EmailFormField } from "../../lib/forms/email-form-field";
import { NameFields } from "../../lib/forms/name-fields";
import { NationalityField } from "../../lib/forms/nationality-field";
import { PersonFormReference } from "../../lib/forms/person-reference";
import { SubmitForm } from "../../lib/forms/submit-form";
import { toSignUpDetailsInput, type SignUpDetailsValues } from "./sign-up-details";
import { SignUpReferenceQuery } from "./sign-up-reference-query";
import { translateMessage } from "../../lib/i18n/translate-message";
import { ValidateSignUpDetailsMutation } from "./validate-sign-up-details-mutation";

interface SignUpDetailsStepProps {
  initialValues: SignUpDetailsValues;
  /** Show the access-code field (site config enables it, or an invitation fills it). */
  showAccessCode: boolean;
  /** Master code of the invitation link: shown, disabled, in the access-code field. */
  masterCode: string | null;
  onDone: (values: SignUpDetailsValues) => void;
}

const TITLE_LABELS: Record<(typeof TITLES)[number], LabelKey> = {
  Miss: "signUp.title.Miss",
  Mr: "signUp.title.Mr",
  Mrs: "signUp.title.Mrs",
};

/**
 * Sign-up details step (spec §2, §5): access code, email, title, names, nationality, cell phone.
 * Continue checks that the email is new, then has the gateway validate the details.
 */
export function SignUpDetailsStep({
  initialValues,
  showAccessCode,
  masterCode,
  onDone,
}: SignUpDetailsStepProps) {
  const { t } = useTranslation();
  const { data } = useQuery(SignUpReferenceQuery);
  const reference = getFragmentData(PersonFormReference, data);
  const [checkAccount] = useMutation(CheckAccountMutation);
  const [validateDetails] = useMutation(ValidateSignUpDetailsMutation);
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const countries = (reference?.countries ?? []).filter((c) => c.dialCode);
  const schema = signUpDetailsSchema({ accessCodeRequired: showAccessCode && !masterCode });
  // An invitation's dialling code picks its country; otherwise the site's default country.
  const defaultCountry =
    countries.find((c) => c.dialCode === initialValues.phoneCountryCode) ??
    countries.find((c) => c.isDefault) ??
    countries[0];
  const start: SignUpDetailsValues =
    initialValues.phoneCountryId || !defaultCountry
      ? initialValues
      : {
          ...initialValues,
          phoneCountryId: defaultCountry.id,
          phoneCountryCode: defaultCountry.dialCode ?? "",
        };

  const submit = async (values: SignUpDetailsValues) => {
    setServerMessages([]);
    try {
      const { data: check } = await checkAccount({
        variables: { input: { email: sanitizeEmail(values.email.trim()) } },
      });
      const account = check?.checkAccount;
      if (!account?.isNew) {
        const text =
          account?.message ?? account?.errors[0]?.message ?? messages.USER_ALREADY_EXISTS;
        setServerMessages([translateMessage(t, text)]);
        return;
      }
      const { data: validation } = await validateDetails({
        variables: { input: toSignUpDetailsInput(values, masterCode) },
      });
      const result = validation?.validateSignUpDetails;
      if (!result?.valid) {
        const texts = result?.errors.map((e) => translateMessage(t, e.message)) ?? [];
        setServerMessages(texts.length ? texts : [translateMessage(t, messages.INVALID_VALUE)]);
        return;
      }
      onDone(values);
    } catch {
      setServerMessages([translateMessage(t, messages.UPSTREAM_UNAVAILABLE)]);
    }
  };

  return (
    <SubmitForm
      initialValues={start}
      validationSchema={schema}
      onSubmit={submit}
      submitLabel={t("signUp.continue")}
      submitProps={{ width: "full" }}
      after={serverMessages.map((text) => (
        <FormMessage key={text} status="error">
          {text}
        </FormMessage>
      ))}
    >
      {({ values, setFieldValue }) => (
        <>
          <FillEmptyFields defaults={start} />
          {showAccessCode || masterCode ? (
            <FormField
              name="accessCode"
              label={t("signUp.accessCode")}
              disabled={Boolean(masterCode)}
            >
              {(field) => (
                <Input
                  name={field.name}
                  value={masterCode ?? field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                />
              )}
            </FormField>
          ) : null}
          <EmailFormField label={t("signUp.email")} />
          <FormField
            name="title"
            label={t("signUp.titleField")}
            emptyOption={t("signUp.selectTitle")}
            options={TITLES.map((title) => ({ value: title, label: t(TITLE_LABELS[title]) }))}
          />
          <NameFields
            labels={{ firstName: t("signUp.firstName"), lastName: t("signUp.lastName") }}
          />
          <NationalityField
            nationalities={reference?.nationalities ?? []}
            value={values.nationalityId}
            onChange={(id) => void setFieldValue("nationalityId", id)}
          />
          <PhoneField
            dialling={countries}
            label={t("signUp.cellPhone")}
            countryCodeLabel={t("signUp.countryCode")}
            maxLength={PHONE_MAX_LENGTH}
            parse={keepPhoneDigits}
            pickerWidth="40"
          />
        </>
      )}
    </SubmitForm>
  );
}

/**
 * Fills the fields the traveller has left empty with defaults that arrive later (the site's
 * default country once the country list loads, an invitation once it is fetched). Unlike
 * re-initialising the form, it never wipes what the traveller already typed.
 */
function FillEmptyFields({ defaults }: { defaults: SignUpDetailsValues }) {
  const { values, setFieldValue } = useFormikContext<SignUpDetailsValues>();
  const key = JSON.stringify(defaults);
  useEffect(() => {
    for (const name of Object.keys(defaults) as (keyof SignUpDetailsValues)[]) {
      if (values[name] === "" && defaults[name] !== "")
        void setFieldValue(name, defaults[name], false);
    }
    // Runs when the defaults change, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
