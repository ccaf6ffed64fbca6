/**
 * Which operations are public: a query whose every root field is declared public by its module
 * (`publicQueryFields` of the module, gathered by modules/registry.ts). Such an operation's response depends only
 * on the operation, its variables and the visitor's `language` and `currency_code` cookies, so
 * the public-response cache (http/response-cache.ts) may share it.
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
  /** Whether `query`/`operationName` is public; unparsable text is not (Apollo refuses it). */
  isPublic(query: string, operationName: string | undefined): boolean;
}

/** Remembers the answer per operation text (bounded), so each text is parsed once. */
export function createPublicOperationClassifier(
  maxTokens: number,
  publicFields: ReadonlySet<string>,
  maxRemembered = 1000,
): PublicOperationClassifier {
  const known = new Map<string, boolean>();
  return {
    isPublic(query, operationName) {
      const key = `${operationName ?? ""}\u0000${query}`;
      const remembered = known.get(key);
      if (remembered !== undefined) return remembered;
      let answer: boolean;
      try {
        answer = isPublicOperation(parse(query, { maxTokens }), operationName, publicFields);
      } catch {
        answer = false;
      }
      if (known.size >= maxRemembered) known.clear();
      known.set(key, answer);
      return answer;
    },
  };
}
