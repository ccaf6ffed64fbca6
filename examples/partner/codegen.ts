import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * A partner generates types from the published SDL: `GET /schema.graphql` on the gateway
 * (PARTNER_SCHEMA=http://localhost:4000/schema.graphql), or, inside this repository, the committed
 * file the gateway serves. Documents are plain strings (`documentMode: "string"`), so the client
 * needs no GraphQL library at run time.
 */
const config: CodegenConfig = {
  schema: process.env.PARTNER_SCHEMA ?? `${__dirname}/../../schema/published/schema.graphql`,
  documents: [`${__dirname}/src/**/*.ts`, `!${__dirname}/src/__generated__/**`],
  ignoreNoDocuments: false,
  generates: {
    [`${__dirname}/src/__generated__/`]: {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: "string",
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { Decimal: "string" },
      },
    },
  },
};

export default config;
