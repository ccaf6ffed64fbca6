import type { QueryResolvers } from "../../__generated__/resolvers-types";
import { parseAmountArg, parseCurrencyCodeArg } from "../currency-code";
import { convertAmount, crossRate, ratesFrom } from "../exchange";
import { currenciesByCode, findLanguage, selectLocale } from "../locale-selection";

export const Query: QueryResolvers = {
  currencies: async (_parent, { includeInactive }, { loaders }) =>
    currenciesByCode((await loaders.currencyInfo.load()).currencies, {
      includeInactive: includeInactive ?? false,
    }),
  languages: async (_parent, _args, { loaders }) => (await loaders.currencyInfo.load()).languages,
  language: async (_parent, { code }, { loaders }) =>
    findLanguage((await loaders.currencyInfo.load()).languages, code),
  localeInfo: async (_parent, _args, { loaders, cookies }) =>
    selectLocale(await loaders.currencyInfo.load(), cookies),
  exchangeRates: async (_parent, { base }, { loaders }) => {
    const code = parseCurrencyCodeArg(base, "base");
    const table = await loaders.rateTable.load();
    return table && ratesFrom(table, code);
  },
  exchangeRate: async (_parent, args, { loaders }) => {
    const from = parseCurrencyCodeArg(args.from, "from");
    const to = parseCurrencyCodeArg(args.to, "to");
    const table = await loaders.rateTable.load();
    return table && crossRate(table, from, to);
  },
  convert: async (_parent, args, { loaders }) => {
    const amount = parseAmountArg(args.amount, "amount");
    const from = parseCurrencyCodeArg(args.from, "from");
    const to = parseCurrencyCodeArg(args.to, "to");
    const table = await loaders.rateTable.load();
    return table && convertAmount(table, amount, from, to);
  },
};

/**
 * Query fields whose answer is the same for every visitor with the same locale cookies: their resolvers read only
 * loaders of public upstream data and the `language`/`currency_code` cookies, never the session, the visitor address or other
 * headers, so a response made of them alone may be cached whole and shared
 * (graphql/public-fields.ts).
 */
export const PUBLIC_QUERY_FIELDS = [
  "currencies",
  "languages",
  "language",
  "localeInfo",
  "exchangeRates",
  "exchangeRate",
  "convert",
] as const satisfies readonly (keyof typeof Query)[];
