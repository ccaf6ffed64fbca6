/** The base module: the root types' own fields (`ok`, `noop`); no upstream. */
import { defineModule } from "../modules/define-module";
import { Mutation } from "./resolvers/Mutation";
import { PUBLIC_QUERY_FIELDS, Query } from "./resolvers/Query";

export const baseModule = defineModule({
  name: "base",
  resolvers: { Query, Mutation },
  publicQueryFields: PUBLIC_QUERY_FIELDS,
});
