import { currencySymbol } from "@travel/schema/money";
import type { CurrencyResolvers } from "../../__generated__/resolvers-types";
import { isOffered } from "../locale-selection";
import { moneyLocale } from "../money";

export const Currency: CurrencyResolvers = {
  id: (c) => String(c.id),
  active: isOffered,
  symbol: (c, _args, ctx) => currencySymbol(c.code, moneyLocale(ctx.cookies.language)),
};
