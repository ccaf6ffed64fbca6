import { formatMoney, toDecimalString } from "@travel/schema/money";
import { GraphQLError, GraphQLScalarType, Kind } from "graphql";
import type { MoneyResolvers } from "../../__generated__/resolvers-types";
import { moneyLocale } from "../money";

export const Money: MoneyResolvers = {
  decimal: (m) => toDecimalString(m.amount, m.currency),
  formatted: (m, _args, ctx) =>
    formatMoney(m.amount, m.currency, moneyLocale(ctx.cookies.language)),
};

const DECIMAL = /^-?\d+(\.\d+)?$/;

function decimalOf(value: unknown): string {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "string" && DECIMAL.test(value.trim())) return value.trim();
  throw new GraphQLError('Decimal must be a decimal number such as "12.50"', {
    extensions: { code: "BAD_USER_INPUT" },
  });
}

/** `Decimal`: an exact decimal written as a string ("1234.50"); inputs also take numbers. */
export const Decimal = new GraphQLScalarType({
  name: "Decimal",
  description: 'An exact decimal number written as a string, for example "1234.50".',
  serialize: decimalOf,
  parseValue: decimalOf,
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) {
      return decimalOf(ast.kind === Kind.STRING ? ast.value : Number(ast.value));
    }
    throw new GraphQLError("Decimal must be a string or a number", {
      extensions: { code: "BAD_USER_INPUT" },
    });
  },
});
