import type { TFunction } from "i18next";
import { labelOfMessage } from "@travel/schema/validation";
import { isLabelKey, type LabelKey } from "./label-keys";

/**
 * A message of the validation rules or the gateway in the visitor's language. A message the app
 * has no label for (a server text outside the catalogue, or one the gateway already answered in
 * the request's language) is shown as it came.
 */
export function translateMessage(t: TFunction, message: string): string {
  const label = labelOfMessage(message);
  if (!label || !isLabelKey(label.key)) return message;
  // the catalogue's placeholders are numbers or days; i18next's typed options cannot see that per key
  const translate = t as unknown as (
    key: LabelKey,
    values?: Record<string, number | string>,
  ) => string;
  return translate(label.key, label.values);
}
