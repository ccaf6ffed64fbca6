/**
 * Agent-area rule (spec §6: user type 1 is an agent): agent data goes to a signed-in agent and
 * to nobody else, whoever asks. The one guard every agent resolver calls first.
 */
import { GraphQLError } from "graphql";
import type { LoginCheck } from "../accounts/accounts.mappers";

export const AGENT_USER_TYPE = 1;
export const SIGN_IN_REQUIRED_MESSAGE = "Sign in with an agent account to see the agent area";
export const AGENTS_ONLY_MESSAGE = "Only agent accounts can see the agent area";

/** Who is asking, as far as the agent area goes. */
export type AgentAccess =
  | { allowed: true; profile: LoginCheck["profile"] }
  | { allowed: false; code: "UNAUTHENTICATED" | "FORBIDDEN"; message: string };

/** Whether the login check (null: signed out) is an agent's. */
export function agentAccess(check: LoginCheck | null): AgentAccess {
  if (!check) return { allowed: false, code: "UNAUTHENTICATED", message: SIGN_IN_REQUIRED_MESSAGE };
  if (check.profile.type !== AGENT_USER_TYPE)
    return { allowed: false, code: "FORBIDDEN", message: AGENTS_ONLY_MESSAGE };
  return { allowed: true, profile: check.profile };
}

/** The agent's profile; else a GraphQL error UNAUTHENTICATED (signed out) or FORBIDDEN. */
export function requireAgent(check: LoginCheck | null): LoginCheck["profile"] {
  const access = agentAccess(check);
  if (access.allowed) return access.profile;
  throw new GraphQLError(access.message, { extensions: { code: access.code } });
}
