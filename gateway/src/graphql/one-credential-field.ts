/**
 * A validation rule: an operation asks at most one credential-checking field (the sign-ins), so
 * aliases cannot turn one request into many password guesses. Fields are counted by response
 * key through inline fragments and fragment spreads (graphql merges equal keys into one
 * execution); a second one refuses the whole operation before anything runs.
 */
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";

/** Mutation fields that check a credential upstream. */
export const CREDENTIAL_FIELDS: ReadonlySet<string> = new Set([
  "signIn",
  "socialSignIn",
  "ssoSignIn",
]);

export const ONE_CREDENTIAL_FIELD_MESSAGE =
  "An operation may sign in only once: send one signIn, socialSignIn or ssoSignIn per request.";

/** Response keys of credential fields among the root selections of `set`. */
function credentialKeys(
  context: ValidationContext,
  set: SelectionSetNode,
  keys: Set<string>,
  seenFragments: Set<string>,
): Set<string> {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (CREDENTIAL_FIELDS.has(selection.name.value)) {
        keys.add(selection.alias?.value ?? selection.name.value);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      credentialKeys(context, selection.selectionSet, keys, seenFragments);
    } else if (!seenFragments.has(selection.name.value)) {
      seenFragments.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) credentialKeys(context, fragment.selectionSet, keys, seenFragments);
    }
  }
  return keys;
}

export function oneCredentialFieldRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation !== "mutation") return false;
      const keys = credentialKeys(context, node.selectionSet, new Set(), new Set());
      if (keys.size > 1) {
        context.reportError(new GraphQLError(ONE_CREDENTIAL_FIELD_MESSAGE, { nodes: [node] }));
      }
      return false;
    },
  };
}
