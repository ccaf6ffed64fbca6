/**
 * Preferred-default rule (spec §9): the site's currency and language are the organisation's
 * configured ones; when none is configured, USD (id 9) and English en-US (id 1).
 */
import { DEFAULT_CURRENCY_CODE, DEFAULT_CURRENCY_ID } from "../reference/currencies";
import { DEFAULT_LANGUAGE } from "./languages";

export interface IdAndCode {
  id: number;
  code: string;
}

export const preferredCurrencyOrDefault = (configured: IdAndCode | null): IdAndCode =>
  configured ?? { id: DEFAULT_CURRENCY_ID, code: DEFAULT_CURRENCY_CODE };

export const preferredLanguageOrDefault = (configured: IdAndCode | null): IdAndCode =>
  configured ?? { id: DEFAULT_LANGUAGE.id, code: DEFAULT_LANGUAGE.code };
