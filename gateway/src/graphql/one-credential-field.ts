/**
 * A validation rule: an operation asks at most one credential-checking field (the sign-ins and
 * the session renewal), so aliases cannot turn one request into many password guesses, and one
 * operation opens at most one session. refreshSession counts: it presents the session token and
 * revokes it, so a second renewal in the same operation would present a revoked token (and clear
 * the cookie the first had just set), and a sign-in next to it would leave two sessions racing
 * for the cookie. Fields are counted by response
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

/** Mutation fields that check a credential upstream (a password, an ID token, a session token). */
export const CREDENTIAL_FIELDS: ReadonlySet<string> = new Set([
  "signIn",
  "socialSignIn",
  "ssoSignIn",
  "refreshSession",
]);

export const ONE_CREDENTIAL_FIELD_MESSAGE =
  "An operation may sign in or renew a session only once: send one signIn, socialSignIn, ssoSignIn or refreshSession per request.";

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
