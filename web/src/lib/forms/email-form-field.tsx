import { FormField } from "@travel/design-system";
import { sanitizeEmail } from "@travel/schema/validation";

/** A Formik email field (`email`): spaces and other characters an address cannot hold dropped as typed. */
export function EmailFormField({
  label,
  autoComplete = "email",
  required,
}: {
  label: string;
  /** "off" where the address is not the visitor's own. */
  autoComplete?: string;
  required?: boolean;
}) {
  return (
    <FormField
      name="email"
      required={required}
      label={label}
      parse={sanitizeEmail}
      inputProps={{ type: "email", autoComplete }}
    />
  );
}
