import { getIn } from "formik";
import { messages } from "@travel/schema/validation";
import type { TFunction } from "../../lib/i18n";
import { getFragmentData, graphql, type FragmentType } from "../../__generated__";
import { translateProfileMessage } from "./profile-messages";

/**
 * What `placePayloadErrors` reads of an error of a refused save: the profile's
 * (update-profile-mutation) or a saved traveller's (save-traveler-mutation).
 */
export const ProfileErrorFields = graphql(`
  fragment ProfileErrorFields on ProfileError {
    field
    code
    message
  }
`);

/**
 * Puts the errors of a refused save where the traveller sees them: each one naming a field the
 * form has goes under that field (its message translated there); the others make the form's
 * message, which is also the "try again" message when the answer gave no reason. Answers that
 * message, or null when every error sits on a field.
 */
export function placePayloadErrors<Values extends object>(
  t: TFunction,
  errors: readonly FragmentType<typeof ProfileErrorFields>[],
  values: Values,
  setFieldError: (field: string, message: string) => void,
): string | null {
  const general: string[] = [];
  for (const e of getFragmentData(ProfileErrorFields, errors)) {
    if (e.field && getIn(values, e.field) !== undefined) setFieldError(e.field, e.message);
    else general.push(translateProfileMessage(t, e.message));
  }
  if (general.length === 0 && errors.length > 0) return null;
  return general[0] ?? unavailable(t);
}

/** The message of a save whose answer did not arrive. */
export const unavailable = (t: TFunction) =>
  translateProfileMessage(t, messages.UPSTREAM_UNAVAILABLE);
