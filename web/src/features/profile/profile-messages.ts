import type { LabelKey, TFunction } from "../../lib/i18n";
import { profileMessages, type ProfileMessageKey } from "@travel/schema/validation";
import { translateMessage } from "../../lib/i18n/translate-message";

const labelByMessage = new Map<string, LabelKey>(
  (Object.keys(profileMessages) as ProfileMessageKey[]).map((key) => [
    profileMessages[key],
    `profile.message.${key}` as LabelKey,
  ]),
);

/**
 * A message of the profile and traveller rules or of the gateway in the visitor's language; the
 * sign-up rules' messages (title, names, phone) are translated as the sign-up dialog does.
 */
export function translateProfileMessage(t: TFunction, message: string): string {
  const key = labelByMessage.get(message);
  return key ? t(key) : translateMessage(t, message);
}
