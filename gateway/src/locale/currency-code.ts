/** Validates a currency-code argument: three letters (ISO 4217 form), returned upper-cased. */
import { GraphQLError } from "graphql";

export function parseCurrencyCodeArg(value: string, argument: string): string {
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) {
    throw new GraphQLError(
      `Argument "${argument}" must be a 3-letter ISO 4217 currency code, got ${JSON.stringify(value)}`,
      { extensions: { code: "BAD_USER_INPUT", argumentName: argument } },
    );
  }
  return code;
}

/**
 * Largest amount `convert` takes (either sign): a trillion, well inside the range where a double
 * still holds every cent exactly (about 9 × 10^13).
 */
export const MAX_CONVERTIBLE_AMOUNT = 1e12;

/** Validates an amount argument: a finite number of at most MAX_CONVERTIBLE_AMOUNT either way. */
export function parseAmountArg(value: number, argument: string): number {
  if (!Number.isFinite(value) || Math.abs(value) > MAX_CONVERTIBLE_AMOUNT) {
    throw new GraphQLError(
      `Argument "${argument}" must be an amount between -1000000000000 and 1000000000000, got ${value}`,
      { extensions: { code: "BAD_USER_INPUT", argumentName: argument } },
    );
  }
  return value;
}
