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
