/**
 * The currency and language a browser is handed at sign-in (cookie delivery).
 *
 * Language: a language chosen in this browser (its `language` cookie, written by the language
 * picker) wins over the one stored on the account and is saved there; without one, the stored
 * language applies. So a visitor who picked Spanish stays in Spanish when signing in, and a
 * fresh browser gets the language chosen elsewhere.
 *
 * Currency: the stored one, as before (the browser's `currency_code` cookie may be a first
 * visit's located default rather than a choice).
 */
import type { GatewayContext } from "../context";
import type { PreferenceCookies } from "../http/session";
import { UpstreamError } from "../upstream/errors";
import { parsePreferenceInput } from "./preference-input";

/** The account's stored values, as the upstream's sign-in result gives them. */
export interface StoredPreferences {
  currencyCode: string | null | undefined;
  language: string | null | undefined;
}

/** A well-formed code, else null (a malformed stored value or cookie is ignored). */
function wellFormed(field: "currencyCode" | "language", value: string | null | undefined) {
  const parsed = parsePreferenceInput({ [field]: value });
  return parsed.ok ? parsed.value[field] : null;
}

const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The cookies to set after a browser's sign-in (a null one is left as the browser has it).
 * Saving the browser's language never fails the sign-in: a language the site does not offer
 * gives way to the stored one; an upstream failure keeps the browser's language unsaved (logged).
 */
export async function signInPreferenceCookies(
  ctx: GatewayContext,
  token: string,
  stored: StoredPreferences,
): Promise<PreferenceCookies> {
  const currencyCode = wellFormed("currencyCode", stored.currencyCode);
  const storedLanguage = wellFormed("language", stored.language);
  const browserLanguage = wellFormed("language", ctx.cookies.language);
  if (browserLanguage === null) return { currencyCode, language: storedLanguage };
  if (storedLanguage !== null && sameCode(storedLanguage, browserLanguage))
    return { currencyCode, language: storedLanguage };

  const { client, meta } = ctx.preferences;
  try {
    const answer = await client.updatePreferences(meta, token, {
      currency_code: null,
      language: browserLanguage,
    });
    if (answer.ok) return { currencyCode, language: answer.language };
    if (answer.code === "UNKNOWN_LANGUAGE") {
      ctx.logger.info("the browser's language is not offered; the stored one applies", {
        language: browserLanguage,
      });
      return { currencyCode, language: storedLanguage };
    }
    ctx.logger.warn("the browser's language not saved at sign-in", { message: answer.message });
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    ctx.logger.warn("the browser's language not saved at sign-in", {
      upstreamPath: err.path,
      error: err.message,
    });
  }
  // not saved: the browser keeps the language it shows
  return { currencyCode, language: null };
}
