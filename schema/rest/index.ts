/**
 * The upstream REST contract, generated from upstream/openapi.yaml by `npm run codegen`
 * (scripts/generate-rest-contract.ts) and committed: the types of every path, operation and
 * component, and the document itself, from which a service compiles runtime validators
 * without reading the upstream's files.
 */
import document from "./openapi.generated.json";

import type { components } from "./openapi.generated";

export type { components, operations, paths } from "./openapi.generated";
export { AGENT_PATHS, PROFILE_PATHS } from "./paths";

/**
 * One named schema of the contract (`components/schemas/<Name>` of upstream/openapi.yaml): the
 * services take a payload's or row's shape from here rather than write it again.
 */
export type ContractSchema<Name extends keyof components["schemas"]> = components["schemas"][Name];

/** The OpenAPI 3.1 document (JSON Schema 2020-12 schemas under components and paths). */
export const openApiDocument: OpenApiDocument = document as unknown as OpenApiDocument;

/** A response as the document writes it: inline, or a reference to components/responses. */
export interface OpenApiResponse {
  $ref?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: unknown }>;
}

/** The parts of the document that the runtime validators read. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>>;
  components: Record<string, Record<string, unknown>> & {
    responses?: Record<string, OpenApiResponse>;
    schemas?: Record<string, unknown>;
  };
}
