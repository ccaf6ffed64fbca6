import { Stack } from "@chakra-ui/react";
import { FormField } from "@travel/design-system";
import { keepNameCharacters } from "@travel/schema/validation";

type NameField = "firstName" | "lastName";

/**
 * A person's first and last name side by side from the small breakpoint (Formik's `firstName`
 * and `lastName`), keeping the characters a name may hold as typed.
 */
export function NameFields({
  labels,
  onValueChange,
  own = true,
}: {
  labels: Record<NameField, string>;
  onValueChange?: () => void;
  /** The visitor's own name, which the browser may fill in; not a fellow traveller's. */
  own?: boolean;
}) {
  return (
    <Stack direction={{ base: "column", sm: "row" }} gap="4">
      {(["firstName", "lastName"] as const).map((name) => (
        <FormField
          key={name}
          name={name}
          label={labels[name]}
          parse={keepNameCharacters}
          onValueChange={onValueChange}
          inputProps={{
            autoComplete: !own ? "off" : name === "firstName" ? "given-name" : "family-name",
          }}
        />
      ))}
    </Stack>
  );
}
