/** Upstream REST shapes behind the locale GraphQL types (codegen mappers), from the contract. */
import type { components } from "@travel/schema/rest";

/** One currency of POST /api/layout/getCurrencyinfo. */
export type CurrencyMapper = components["schemas"]["Currency"];

/** One translated text of a language. */
export type LabelEntry = components["schemas"]["LanguageLabel"];

/** One language of POST /api/layout/getCurrencyinfo. */
export type LanguageMapper = components["schemas"]["Language"];

/**
 * What a GraphQL `Money` is resolved from: an amount already rounded to the currency's minor
 * unit (`roundToMinorUnit` of `@travel/schema/money`) and its ISO 4217 code. `decimal` and
 * `formatted` are written from it by the money module.
 */
export interface MoneyMapper {
  amount: number;
  currency: string;
}
