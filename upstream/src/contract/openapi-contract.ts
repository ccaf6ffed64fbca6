/** Validates real responses against upstream/openapi.yaml (JSON Schema 2020-12 via ajv). */
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
  };
}

interface OpenApiDoc {
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
  components: {
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
  /** Validator of a named component schema. */
  schemaValidator(name: string): ValidateFunction;
  /** The Cache-Control value documented for one response (undefined when none is). */
  cacheControl(method: string, path: string, httpStatus: number): string | undefined;
}

export function loadOpenApiContract(file: string = OPENAPI_PATH): OpenApiContract {
  const doc = parse(readFileSync(file, "utf8")) as OpenApiDoc;
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
      const text = response.content?.["text/html"] ?? response.content?.["text/css"];
      if (response.content?.["application/json"] === undefined && text)
        return ajv.compile({ type: "string" });
      const base = response.$ref
        ? `/components/responses/${response.$ref.split("/").pop() ?? ""}`
        : `/paths/${pointerSegment(path)}/${method.toLowerCase()}/responses/${httpStatus}`;
      return compile(`${base}/content/application~1json/schema`);
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
