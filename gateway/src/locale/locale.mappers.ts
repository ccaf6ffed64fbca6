/** Upstream REST shapes behind the locale GraphQL types (codegen mappers). */

/** One currency of POST /api/layout/getCurrencyinfo. */
export interface CurrencyMapper {
  id: number;
  name: string;
  /** ISO 4217 code. */
  code: string;
  /** 1 when offered to travellers. */
  status: 1 | 0;
  /** Flag emoji of the currency's main country. */
  flag: string | null;
}

/** One translated text of a language. */
export interface LabelEntry {
  field_name: string;
  wl_lang_value: string;
}

/** One language of POST /api/layout/getCurrencyinfo. */
export interface LanguageMapper {
  id: number;
  /** BCP 47 code, for example "en-US". */
  code: string;
  name: string;
  labels: LabelEntry[];
}

/**
 * What a GraphQL `Money` is resolved from: an amount already rounded to the currency's minor
 * unit (`roundToMinorUnit` of `@travel/schema/money`) and its ISO 4217 code. `decimal` and
 * `formatted` are written from it by the money module.
 */
export interface MoneyMapper {
  amount: number;
  currency: string;
}
