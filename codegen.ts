import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Types generated from the SDL in schema/:
 * - gateway resolver types, with mappers pointing at the upstream REST shapes;
 * - typed documents for the web app (client preset, `graphql(...)` with fragment masking).
 * - the published SDL, schema/published/schema.graphql: the whole API in one file, served at
 *   GET /schema.graphql and committed, so a change to the contract shows in review (`npm test`
 *   fails when the committed file is stale).
 * Output folders named __generated__ are not committed; `npm start` and `npm test` regenerate them.
 */
const config: CodegenConfig = {
  schema: "schema/*.graphql",
  ignoreNoDocuments: true,
  generates: {
    "schema/published/schema.graphql": {
      plugins: ["schema-ast"],
      config: { includeDirectives: true, sort: true },
    },
    "gateway/src/__generated__/resolvers-types.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "../context#GatewayContext",
        useIndexSignature: true,
        enumsAsTypes: true,
        defaultScalarType: "unknown",
        scalars: { Decimal: "string" },
        mapperTypeSuffix: "Model",
        mappers: {
          Country: "../reference/reference.mappers#CountryMapper",
          Nationality: "../reference/reference.mappers#NationalityMapper",
          Currency: "../locale/locale.mappers#CurrencyMapper",
          Language: "../locale/locale.mappers#LanguageMapper",
          Money: "../locale/locale.mappers#MoneyMapper",
          SiteConfig: "../site/site.mappers#SiteConfigMapper",
        },
      },
    },
    "web/src/__generated__/": {
      documents: ["web/src/**/*.{ts,tsx}", "!web/src/__generated__/**"],
      preset: "client",
      presetConfig: { fragmentMasking: { unmaskFunctionName: "getFragmentData" } },
      config: { enumsAsTypes: true, useTypeImports: true, scalars: { Decimal: "string" } },
    },
  },
};

export default config;
