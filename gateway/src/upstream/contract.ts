/**
 * Decoders of upstream answers compiled from the REST contract (upstream/openapi.yaml, generated
 * into @travel/schema/rest by `npm run codegen`): a body is checked by an ajv validator compiled
 * from the document's schema of that operation's answer with that HTTP status, then typed by
 * the generated types. A body that does not match fails with a DecodeError naming the first
 * mismatch, which http.ts turns into an UpstreamBadResponseError, as every decode failure.
 *
 * A decoder checks at creation that the document has the answers it names (an undocumented one
 * fails at start), and compiles their validators on its first call (a few milliseconds each,
 * once per process; a gateway or a test that never calls an operation never pays for it); a
 * call then costs one run of compiled code over the body. One ajv instance holds the document,
 * so every operation's schemas share the compiled components.
 */
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { ErrorObject, ValidateFunction } from "ajv";
import { openApiDocument, type paths } from "@travel/schema/rest";
import { DecodeError } from "./decode";
import type { AnswerHeaders, Decoder } from "./http";

const NO_HEADERS: AnswerHeaders = Object.freeze({ cacheControl: null });

export type Method = "get" | "post";

/** Documented paths that have the operation `M`. */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, { responses: unknown }> ? P : never;
}[keyof paths];

type Responses<M extends Method, P extends PathOf<M>> = paths[P][M] extends {
  responses: infer R;
}
  ? R
  : never;

/** HTTP statuses documented for one operation. */
export type StatusOf<M extends Method, P extends PathOf<M>> = keyof Responses<M, P> & number;

type BodyOfResponse<R> = R extends { content: { "application/json": infer B } }
  ? B
  : R extends { content: { "text/css": infer B } }
    ? B
    : R extends { content: { "image/svg+xml": infer B } }
      ? B
      : never;

/** The documented body of one answer (`S` may be a union of statuses: a union of bodies). */
export type ResponseBody<
  M extends Method,
  P extends PathOf<M>,
  S extends StatusOf<M, P>,
> = S extends unknown ? BodyOfResponse<Responses<M, P>[S]> : never;

const DOC_ID = "openapi.json";
/** Response media types the gateway reads, in order of preference. */
const MEDIA_TYPES = ["application/json", "text/css", "image/svg+xml"] as const;

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();
/** The answers the decoders created so far read (see warmContractValidators). */
const declared = new Set<string>();

function contractAjv(): Ajv2020 {
  if (ajv) return ajv;
  // allErrors off: a bad body stops at its first mismatch, a good one is checked once through.
  ajv = new Ajv2020({ strict: true, allErrors: false });
  addFormats(ajv);
  // The document is registered as one schema so that "#/components/…" references resolve.
  ajv.addVocabulary(["openapi", "info", "servers", "paths", "components"]);
  ajv.addSchema(openApiDocument, DOC_ID);
  return ajv;
}

const pointerSegment = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * The compiled validator of one documented answer's body (compiled on first use, then kept; one
 * per schema, so the operations sharing a response component share its validator).
 */
export function responseValidator(method: Method, path: string, status: number): ValidateFunction {
  return compiled(responseSchemaRef(method, path, status));
}

function compiled(ref: string): ValidateFunction {
  const known = validators.get(ref);
  if (known) return known;
  const validate = contractAjv().compile({ $ref: ref });
  validators.set(ref, validate);
  return validate;
}

/** Where the document keeps the schema of one answer's body; throws when it documents none. */
function responseSchemaRef(method: Method, path: string, status: number): string {
  const response = openApiDocument.paths[path]?.[method]?.responses?.[String(status)];
  if (response === undefined) {
    throw new Error(
      `openapi.yaml documents no ${status} answer for ${method.toUpperCase()} ${path}`,
    );
  }
  const named = response.$ref?.split("/").pop();
  const resolved = named === undefined ? response : openApiDocument.components.responses?.[named];
  const base =
    named === undefined
      ? `/paths/${pointerSegment(path)}/${method}/responses/${status}`
      : `/components/responses/${pointerSegment(named)}`;
  const media = MEDIA_TYPES.find((type) => resolved?.content?.[type]?.schema !== undefined);
  if (media === undefined) {
    throw new Error(
      `openapi.yaml documents no body of ${status} for ${method.toUpperCase()} ${path}`,
    );
  }
  return `${DOC_ID}#${base}/content/${pointerSegment(media)}/schema`;
}

/**
 * A decoder of the answers of `method path` with one of `statuses` (200 when not given): the
 * body is validated against the document, then `pick` takes the value the client returns from
 * it (throwing DecodeError when a valid body is not one the call can use, e.g. `status: 0`).
 * Another status, or a body that does not match, fails as a bad response.
 */
export function contractDecoder<
  M extends Method,
  P extends PathOf<M>,
  T,
  const S extends readonly StatusOf<M, P>[] = [200 & StatusOf<M, P>],
>(
  method: M,
  path: P,
  pick: (body: ResponseBody<M, P, S[number]>, status: S[number], headers: AnswerHeaders) => T,
  statuses?: S,
): Decoder<T> {
  const refs = new Map<number, string>(
    (statuses ?? [200]).map((status) => [status, responseSchemaRef(method, path, status)]),
  );
  for (const ref of refs.values()) declared.add(ref);
  const operation = `${method.toUpperCase()} ${path}`;
  return (json, status, headers = NO_HEADERS) => {
    const ref = refs.get(status);
    if (ref === undefined) {
      throw new DecodeError(`HTTP ${status} is not an answer of ${operation} this call can use`);
    }
    const validate = compiled(ref);
    if (!validate(json)) throw new DecodeError(describeMismatch(firstMismatch(validate), json));
    return pick(json as ResponseBody<M, P, S[number]>, status as S[number], headers);
  };
}

/** How many validators this process has compiled. */
export function compiledValidatorCount(): number {
  return validators.size;
}

/**
 * Compiles the validators of every answer the decoders created so far read, so that a
 * production gateway's first requests do not pay for it; returns how many are compiled.
 */
export function warmContractValidators(): number {
  for (const ref of declared) compiled(ref);
  return compiledValidatorCount();
}

/** Throws DecodeError unless the envelope says `status: 1` (a valid refusal the call cannot use). */
export function succeeded<B extends { status: unknown }>(body: B): Extract<B, { status: 1 }> {
  if (body.status !== 1) {
    const message =
      "message" in body && typeof body.message === "string" ? `: ${body.message}` : "";
    throw new DecodeError(`envelope status is ${JSON.stringify(body.status)}${message}`);
  }
  return body as Extract<B, { status: 1 }>;
}

/**
 * The error to report: the first one, or, when a oneOf/anyOf failed, the deepest one its
 * branches found (the branch that came closest names the field that is wrong).
 */
function firstMismatch(validate: ValidateFunction): ErrorObject | undefined {
  const errors = validate.errors ?? [];
  if (!errors.some((e) => e.keyword === "oneOf" || e.keyword === "anyOf")) return errors[0];
  const depth = (e: ErrorObject) => e.instancePath.split("/").length;
  return errors
    .filter((e) => e.keyword !== "oneOf" && e.keyword !== "anyOf")
    .reduce<ErrorObject | undefined>(
      (best, e) => (!best || depth(e) > depth(best) ? e : best),
      undefined,
    );
}

/** "body.data.data[3].countryId" of an instance path "/data/data/3/countryId". */
function where(segments: readonly string[]): string {
  return `body${segments.map((s) => (/^\d+$/.test(s) ? `[${s}]` : `.${s}`)).join("")}`;
}

function valueAt(json: unknown, segments: readonly string[]): unknown {
  let node = json;
  for (const segment of segments) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

const ARTICLE: Record<string, string> = {
  string: "a string",
  number: "a number",
  integer: "an integer",
  boolean: "a boolean",
  object: "an object",
  array: "a list",
  null: "null",
};

/** What the first mismatch is, in the words the hand-written decoders used. */
export function describeMismatch(error: ErrorObject | undefined, json: unknown): string {
  if (error === undefined) return "body does not match the contract";
  const segments = error.instancePath
    .split("/")
    .slice(1)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  const value = valueAt(json, segments);
  const key = segments.at(-1);
  const field = key === undefined ? "body" : /^\d+$/.test(key) ? where(segments) : `field ${key}`;
  const at = segments.length > 1 ? ` (at ${where(segments)})` : "";
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "type": {
      const types = String(params.type).split(",");
      // "x" where an integer is due is not a number at all
      const expected = types
        .map((t) => (t === "integer" && typeof value !== "number" ? "number" : t))
        .map((t) => ARTICLE[t] ?? t)
        .join(" or ");
      if (key === undefined || /^\d+$/.test(key)) return `${field} is not ${expected}`;
      return `${field} should be ${expected}, got ${shown(value)}${at}`;
    }
    case "required":
      return `${where([...segments, String(params.missingProperty)])} is missing`;
    case "enum":
      return `${field} should be one of ${shown(params.allowedValues)}, got ${shown(value)}${at}`;
    case "minItems":
      if (params.limit === 1) return `${where(segments)} is empty`;
      return `${field} ${error.message ?? ""}${at}`;
    case "additionalProperties":
      return `${where(segments)}.${String(params.additionalProperty)} is not in the contract`;
    case "pattern":
    case "format":
      return `${field} ${error.message ?? ""}, got ${shown(value)}${at}`;
    case "const":
      return `${field} should be ${shown(params.allowedValue)}, got ${shown(value)}${at}`;
    default:
      return `${field} ${error.message ?? "does not match the contract"}${key === undefined ? "" : at}`;
  }
}

/** The `data` of a documented 200 answer of one operation. */
export type DataOf<M extends Method, P extends PathOf<M>> =
  ResponseBody<M, P, 200 & StatusOf<M, P>> extends { data: infer D } ? D : never;

/** A decoder of the 200 answers of `method path` that returns the body's `data`. */
export function dataDecoder<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
): Decoder<DataOf<M, P>> {
  return contractDecoder(method, path, (body) => (body as { data: DataOf<M, P> }).data);
}
