import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import type { FormikHelpers } from "formik";
import { useTranslation } from "../../lib/i18n";
import { getFragmentData } from "../../__generated__";
import { createAttemptKeys } from "../../lib/attempt-key";
import { placePayloadErrors, unavailable } from "./payload-errors";
import { SaveTravelerMutation } from "./save-traveler-mutation";
import { SavedTravelersQuery } from "./saved-travelers-query";
import {
  SavedTravelerFields,
  type SavedTraveler,
  type TravelerFormValues,
} from "./traveler-values";

/**
 * Saving the traveller form: adds (`traveler` null) or changes a saved traveller, then refetches
 * the list. Errors on a field go under it; the others are `failure`.
 */
export function useSaveTraveler(
  traveler: SavedTraveler | null,
  onSaved: (traveler: SavedTraveler) => void,
) {
  const { t } = useTranslation();
  const [saveTraveler] = useMutation(SaveTravelerMutation);
  const [failure, setFailure] = useState<string | null>(null);
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
        onSaved(getFragmentData(SavedTravelerFields, payload.traveler));
        return;
      }
      setFailure(placePayloadErrors(t, payload?.errors ?? [], values, helpers.setFieldError));
    } catch {
      setFailure(unavailable(t));
    }
  };

  return { failure, setFailure, submit };
}
