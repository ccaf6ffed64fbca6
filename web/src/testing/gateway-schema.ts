import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { currencySymbol, formatMoney, toDecimalString } from "@travel/schema/money";
import {
  buildSchema,
  defaultFieldResolver,
  graphql,
  type ExecutionResult,
  type GraphQLFieldResolver,
} from "graphql";

/** The gateway's contract: every SDL file of schema/, as one executable schema. */
const schemaDir = resolve(__dirname, "../../../schema");
const sdl = readdirSync(schemaDir)
  .filter((file) => file.endsWith(".graphql"))
  .sort((a, b) => (a === "base.graphql" ? -1 : b === "base.graphql" ? 1 : a.localeCompare(b)))
  .map((file) => readFileSync(resolve(schemaDir, file), "utf8"))
  .join("\n");
/** The contract as a schema, for checking documents (the sandbox's examples) against it. */
export const gatewaySchema = buildSchema(sdl);
const schema = gatewaySchema;

/** A `Money` the test resolvers give as `{ amount, currency }`, written as the gateway writes it. */
interface MoneySource {
  amount: number;
  currency: string;
  decimal?: string;
  formatted?: string;
}

/**
 * The default resolver, plus `Money.decimal`, `Money.formatted` and `Currency.symbol` as the
 * gateway's resolvers write them (in en-US).
 */
const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
  if (info.parentType.name === "Currency" && info.fieldName === "symbol") {
    const currency = source as { code: string; symbol?: string };
    return currency.symbol ?? currencySymbol(currency.code, "en-US");
  }
  if (info.parentType.name === "Money") {
    const money = source as MoneySource;
    if (info.fieldName === "decimal" && money.decimal === undefined) {
      return toDecimalString(money.amount, money.currency);
    }
    if (info.fieldName === "formatted" && money.formatted === undefined) {
      return formatMoney(money.amount, money.currency, "en-US");
    }
  }
  return defaultFieldResolver(source, args, context, info);
};

/**
 * Runs an operation the app sent against the real SDL with the given root resolvers, so a
 * document that breaks the contract fails the test and `__typename` comes out right.
 */
export function executeAgainstSchema(
  source: string,
  variables: Record<string, unknown>,
  rootValue: Record<string, unknown>,
): Promise<ExecutionResult> {
  return graphql({ schema, source, rootValue, variableValues: variables, fieldResolver });
}
