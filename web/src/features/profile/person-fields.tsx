import { useTranslation } from "../../lib/i18n";
import { NameFields } from "../../lib/forms/name-fields";
import { NationalityFormField, type NationalityOption } from "../../lib/forms/nationality-field";

interface PersonFieldsProps {
  /** The traveller's own (the profile), which the browser may fill in; not a saved traveller's. */
  own?: boolean;
  nationalityLabel: string;
  nationalities: readonly NationalityOption[];
  onValueChange: () => void;
}

/**
 * The first and last name and the nationality of a person, as both forms of the profile ask
 * them (Formik's `firstName`, `lastName` and `nationalityId`).
 */
export function PersonFields({
  own = true,
  nationalityLabel,
  nationalities,
  onValueChange,
}: PersonFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <NameFields
        labels={{ firstName: t("profile.firstName"), lastName: t("profile.lastName") }}
        onValueChange={onValueChange}
        own={own}
      />
      <NationalityFormField
        name="nationalityId"
        label={nationalityLabel}
        nationalities={nationalities}
        onValueChange={onValueChange}
      />
    </>
  );
}
