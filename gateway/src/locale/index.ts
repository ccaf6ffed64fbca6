/** The locale module: currencies, languages, the visitor's locale, the exchange rates and money. */
import { defineModule } from "../modules/define-module";
import { createLocaleClient } from "./locale.client";
import { createLocaleLoaders, type LocaleLoaders } from "./locale.loaders";
import { messageResolvers } from "./localize-message";
import { Currency } from "./resolvers/Currency";
import { Language } from "./resolvers/Language";
import { Decimal, Money } from "./resolvers/Money";
import { PUBLIC_QUERY_FIELDS, Query } from "./resolvers/Query";

export const localeModule = defineModule({
  name: "locale",
  createClient: ({ http }) => createLocaleClient(http),
  createLoaders: ({ client, meta, logger }) => createLocaleLoaders(client, meta, logger),
  // every API message in the request's language (localize-message.ts)
  resolvers: { Query, Currency, Language, Money, Decimal, ...messageResolvers },
  publicQueryFields: PUBLIC_QUERY_FIELDS,
});

declare module "../context" {
  interface GatewayLoaders extends LocaleLoaders {}
}
