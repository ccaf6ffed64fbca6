/**
 * The partner guide's list of user-error codes (docs/partners.md, section 4), generated from the
 * published SDL: every `<Domain>ErrorCode` enum with each value's description, and the mutations
 * whose payloads carry it. `npm run docs:error-codes` rewrites the section between the markers;
 * error-codes-doc.test.ts fails when the guide's section is not the generated one.
 */
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isObjectType,
  type GraphQLEnumType,
  type GraphQLSchema,
} from "graphql";

export const START_MARKER = "<!-- error-codes:start (generated: npm run docs:error-codes) -->";
export const END_MARKER = "<!-- error-codes:end -->";

/** The enums of user-error codes: `<Domain>ErrorCode`, the `code` of a `<Domain>Error` type. */
export function errorCodeEnums(schema: GraphQLSchema): GraphQLEnumType[] {
  return Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .filter((t) => /^[A-Z]\w*Error$/.test(t.name) && !t.name.startsWith("__"))
    .map((t) => t.getFields()["code"] && getNamedType(t.getFields()["code"]!.type))
    .filter((t): t is GraphQLEnumType => t !== undefined && isEnumType(t))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The mutations whose payload's `errors` are of the error type `errorType`. */
function mutationsWith(schema: GraphQLSchema, errorType: string): string[] {
  const fields = schema.getMutationType()?.getFields() ?? {};
  return Object.values(fields)
    .filter((field) => {
      const payload = getNamedType(field.type);
      const errors = isObjectType(payload) ? payload.getFields()["errors"] : undefined;
      return errors !== undefined && getNamedType(errors.type).name === errorType;
    })
    .map((field) => field.name)
    .sort();
}

/** The guide's section (without the markers), from the published SDL. */
export function errorCodesSection(sdl: string): string {
  const schema = buildSchema(sdl);
  const blocks = errorCodeEnums(schema).map((codes) => {
    const errorType = codes.name.replace(/Code$/, "");
    const mutations = mutationsWith(schema, errorType)
      .map((m) => `\`${m}\``)
      .join(", ");
    const hasRetryAfter = (() => {
      const t = schema.getType(errorType);
      return isObjectType(t) && "retryAfter" in t.getFields();
    })();
    const values = codes
      .getValues()
      .map((v) => `- \`${v.name}\`: ${(v.description ?? "").replace(/\s+/g, " ").trim()}`);
    return [
      `#### \`${codes.name}\``,
      "",
      `The \`code\` of \`${errorType}\`${hasRetryAfter ? " (with `retryAfter`)" : ""}, in the payloads of ${mutations || "no mutation"}.`,
      "",
      ...values,
    ].join("\n");
  });
  return blocks.join("\n\n");
}

/** `markdown` with the section between the markers replaced by `section`. */
export function withErrorCodesSection(markdown: string, section: string): string {
  const start = markdown.indexOf(START_MARKER);
  const end = markdown.indexOf(END_MARKER);
  if (start === -1 || end < start) {
    throw new Error(`the guide has no ${START_MARKER} … ${END_MARKER} section`);
  }
  return `${markdown.slice(0, start + START_MARKER.length)}\n\n${section}\n\n${markdown.slice(end)}`;
}
