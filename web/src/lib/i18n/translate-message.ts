import { labelOfMessage } from "@travel/schema/validation";
import { isLabelKey } from "./label-keys";
import type { TFunction } from "./translator";

/**
 * A message of the validation rules or the gateway in the visitor's language. A message the app
 * has no label for (a server text outside the catalogue, or one the gateway already answered in
 * the request's language) is shown as it came.
 */
export function translateMessage(t: TFunction, message: string): string {
  const label = labelOfMessage(message);
  if (!label || !isLabelKey(label.key)) return message;
  return t(label.key, label.values);
}
