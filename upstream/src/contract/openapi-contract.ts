/**
 * upstream/openapi.yaml in JSON Schema 2020-12 (ajv): validates real responses (tests) and the
 * request bodies the server accepts (server.ts attaches each operation's requestBody schema).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { ValidateFunction } from "ajv";
import { parse } from "yaml";

export const OPENAPI_PATH = join(__dirname, "../../openapi.yaml");
const DOC_ID = "openapi.yaml";

interface ResponseObject {
  $ref?: string;
  headers?: Record<string, { $ref?: string }>;
  content?: {
    "application/json"?: { schema?: unknown };
    "text/html"?: { schema?: unknown };
    "text/css"?: { schema?: unknown };
    "image/svg+xml"?: { schema?: unknown };
  };
}

interface RequestBodyObject {
  $ref?: string;
  required?: boolean;
  content?: { "application/json"?: { schema?: unknown } };
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<string, { requestBody?: RequestBodyObject; responses: Record<string, ResponseObject> }>
  >;
  components: {
    requestBodies?: Record<string, RequestBodyObject>;
    headers?: Record<string, { schema?: { const?: string } }>;
    responses: Record<string, ResponseObject>;
    schemas: Record<string, unknown>;
  };
}

const pointerSegment = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

export interface OpenApiContract {
  doc: OpenApiDoc;
  /** Every documented "METHOD path". */
  operations(): string[];
  /**
   * Validator of the body of one documented response (JSON, or the text of an HTML page);
   * throws when it is not documented.
   */
  responseValidator(method: string, path: string, httpStatus: number): ValidateFunction;
  /**
   * Validator of the JSON request body of one documented operation (its requestBody schema,
   * `$ref`s to components resolved); undefined when the operation documents no JSON body.
   */
  requestBodyValidator(method: string, path: string): ValidateFunction | undefined;
  /** Validator of a named component schema. */
  schemaValidator(name: string): ValidateFunction;
  /** The Cache-Control value documented for one response (undefined when none is). */
  cacheControl(method: string, path: string, httpStatus: number): string | undefined;
}

/**
 * The contract from `source`: the YAML file itself (tests check real answers against the source),
 * or the document already generated from it as JSON (`openApiDocument` of @travel/schema/rest,
 * kept identical by the codegen check), which the server uses rather than parse the YAML again.
 */
export function loadOpenApiContract(source: string | object = OPENAPI_PATH): OpenApiContract {
  const doc = (
    typeof source === "string" ? parse(readFileSync(source, "utf8")) : source
  ) as OpenApiDoc;
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  // The OpenAPI document is registered as one schema so that "#/components/…" refs resolve.
  ajv.addVocabulary(["openapi", "info", "servers", "paths", "components"]);
  ajv.addSchema(doc, DOC_ID);
  const compile = (pointer: string) => ajv.compile({ $ref: `${DOC_ID}#${pointer}` });
  return {
    doc,
    operations: () =>
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    responseValidator(method, path, httpStatus) {
      const response = doc.paths[path]?.[method.toLowerCase()]?.responses[String(httpStatus)];
      if (response === undefined)
        throw new Error(`openapi.yaml documents no ${httpStatus} for ${method} ${path}`);
      const text =
        response.content?.["text/html"] ??
        response.content?.["text/css"] ??
        response.content?.["image/svg+xml"];
      if (response.content?.["application/json"] === undefined && text)
        return ajv.compile({ type: "string" });
      const base = response.$ref
        ? `/components/responses/${response.$ref.split("/").pop() ?? ""}`
        : `/paths/${pointerSegment(path)}/${method.toLowerCase()}/responses/${httpStatus}`;
      return compile(`${base}/content/application~1json/schema`);
    },
    requestBodyValidator(method, path) {
      const body = doc.paths[path]?.[method.toLowerCase()]?.requestBody;
      if (body?.$ref !== undefined) {
        const name = body.$ref.split("/").pop() ?? "";
        if (doc.components.requestBodies?.[name]?.content?.["application/json"] === undefined)
          return undefined;
        return compile(
          `/components/requestBodies/${pointerSegment(name)}/content/application~1json/schema`,
        );
      }
      if (body?.content?.["application/json"] === undefined) return undefined;
      return compile(
        `/paths/${pointerSegment(path)}/${method.toLowerCase()}/requestBody/content/application~1json/schema`,
      );
    },
    schemaValidator: (name) => compile(`/components/schemas/${name}`),
    cacheControl(method, path, httpStatus) {
      let response = doc.paths[path]?.[method.toLowerCase()]?.responses[String(httpStatus)];
      if (response?.$ref !== undefined)
        response = doc.components.responses[response.$ref.split("/").pop() ?? ""];
      const ref = response?.headers?.["Cache-Control"]?.$ref;
      if (ref === undefined) return undefined;
      return doc.components.headers?.[ref.split("/").pop() ?? ""]?.schema?.const;
    },
  };
}
