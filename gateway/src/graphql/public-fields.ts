/**
 * Which operations are public: a query whose every root field is declared public by its module
 * (`publicQueryFields` of the module, gathered by modules/registry.ts). Such an operation's response depends only
 * on the operation, its variables and the visitor's `language`, `currency_code` and `org_id`
 * cookies, so the public-response cache (http/response-cache.ts) may share it. Fields declared
 * `signedOutPublicQueryFields` are public only for a request without a session: a signed-in
 * visitor's answer holds their own data (the product menu's all-inclusive link).
 */
import { Kind, parse, type DocumentNode, type SelectionSetNode } from "graphql";

/** True when the named operation (or the only one) is a query of public root fields alone. */
export function isPublicOperation(
  document: DocumentNode,
  operationName: string | undefined,
  publicFields: ReadonlySet<string>,
): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation || operation.operation !== "query") return false;
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  const seen = new Set<string>();
  const allPublic = (set: SelectionSetNode): boolean =>
    set.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) return publicFields.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return allPublic(selection.selectionSet);
      const name = selection.name.value;
      if (seen.has(name)) return true;
      seen.add(name);
      const fragment = fragments.get(name);
      return fragment !== undefined && allPublic(fragment.selectionSet);
    });
  return allPublic(operation.selectionSet);
}

export interface PublicOperationClassifier {
  /**
   * Whether `query`/`operationName` is public for a request with (`signedIn`) or without a
   * session; unparsable text is not (Apollo refuses it).
   */
  isPublic(query: string, operationName: string | undefined, signedIn?: boolean): boolean;
}

/** Remembers the answer per operation text (bounded), so each text is parsed once. */
export function createPublicOperationClassifier(
  maxTokens: number,
  publicFields: ReadonlySet<string>,
  maxRemembered = 1000,
  signedOutPublicFields: ReadonlySet<string> = new Set(),
): PublicOperationClassifier {
  const known = new Map<string, boolean>();
  const forSignedOut: ReadonlySet<string> = new Set([...publicFields, ...signedOutPublicFields]);
  return {
    isPublic(query, operationName, signedIn = false) {
      const fields = signedIn ? publicFields : forSignedOut;
      const key = `${signedIn ? "1" : "0"}${operationName ?? ""}\u0000${query}`;
      const remembered = known.get(key);
      if (remembered !== undefined) return remembered;
      let answer: boolean;
      try {
        answer = isPublicOperation(parse(query, { maxTokens }), operationName, fields);
      } catch {
        answer = false;
      }
      if (known.size >= maxRemembered) known.clear();
      known.set(key, answer);
      return answer;
    },
  };
}
