/**
 * API messages in the request's language: a message of the shared catalogue (schema/validation's
 * messages, in the spec's English wording) is answered with the label that translates it in the
 * language the `language` cookie names, from that language's labels (the currency-info answer
 * the locale module already loads, so no extra upstream call). English, an unknown language, a
 * text outside the catalogue or a label missing in that language keep the English text. The
 * error's `code` never changes: machines read the code, people the message.
 */
import { fillPlaceholders, labelOfMessage } from "@travel/schema/validation";
import type { GatewayContext } from "../context";
import { findLanguage } from "./locale-selection";

/** Labels of one language, by key, built once per language and labels answer. */
const labelMaps = new WeakMap<object, Map<string, string>>();

function labelMap(labels: readonly { field_name: string; wl_lang_value: string }[]) {
  let map = labelMaps.get(labels);
  if (!map) {
    map = new Map(labels.map((l) => [l.field_name, l.wl_lang_value]));
    labelMaps.set(labels, map);
  }
  return map;
}

/** Whether a language tag is English, the catalogue's own language. */
const isEnglish = (tag: string) => /^en(?:-|$)/i.test(tag);

export async function localizeMessage(
  ctx: Pick<GatewayContext, "cookies" | "loaders">,
  message: string,
): Promise<string> {
  const tag = ctx.cookies.language;
  if (!tag || isEnglish(tag)) return message;
  const label = labelOfMessage(message);
  if (!label) return message;
  const language = findLanguage((await ctx.loaders.currencyInfo.load()).languages, tag);
  const text = language && labelMap(language.labels).get(label.key);
  return text ? fillPlaceholders(text, label.values) : message;
}

/** `message` of a value resolved in the request's language. */
const localized = async (
  parent: { message: string },
  _args: unknown,
  ctx: Pick<GatewayContext, "cookies" | "loaders">,
) => localizeMessage(ctx, parent.message);

/** `message` that may be null (a payload's final message), in the request's language. */
const localizedOrNull = async (
  parent: { message?: string | null },
  _args: unknown,
  ctx: Pick<GatewayContext, "cookies" | "loaders">,
) => (parent.message == null ? null : localizeMessage(ctx, parent.message));

/** The message fields of every user error type and of the payloads that carry a final message. */
export const messageResolvers = {
  AccountError: { message: localized },
  AgentError: { message: localized },
  BookingError: { message: localized },
  FavouriteError: { message: localized },
  PreferencesError: { message: localized },
  ProfileError: { message: localized },
  ReferralError: { message: localized },
  SavingsError: { message: localized },
  CheckAccountPayload: { message: localizedOrNull },
  SignUpPayload: { message: localizedOrNull },
};
