/**
 * addAgentClient: the shared client rules (agentClientSchema, the web form's), then the
 * upstream, with an idempotency key (see platform/idempotent-write.ts). Its refusals become
 * AgentErrors: CLIENT_EXISTS on `email`; any other 400 as it came, for the whole input; an
 * unreachable upstream the calm UPSTREAM_UNAVAILABLE; a time-out OUTCOME_UNKNOWN.
 */
import { agentClientSchema, messages, validateWith } from "@travel/schema/validation";
import { GraphQLError } from "graphql";
import type {
  AddAgentClientInput,
  AddAgentClientPayload,
  AgentError,
} from "../__generated__/resolvers-types";
import { fromValidation, upstreamUnavailable } from "../accounts/user-errors";
import type { GatewayContext } from "../context";
import { attemptWrite, keyErrors, reusedKeyError, writeKey } from "../platform/idempotent-write";
import { AGENTS_ONLY_MESSAGE, requireAgent } from "./agent-access";
import { toAgentClient } from "./agent-model";
import type { NewAgentClientRequest } from "./agent.mappers";

const orNull = (value: string) => (value === "" ? null : value);

/** The dialling code as the upstream stores it (`44` → `+44`); dropped without a phone. */
function dialCode(code: string, phone: string): string | null {
  if (phone === "" || code === "") return null;
  return code.startsWith("+") ? code : `+${code}`;
}

export async function addAgentClient(
  ctx: GatewayContext,
  input: AddAgentClientInput,
): Promise<AddAgentClientPayload> {
  requireAgent(await ctx.loaders.loginCheck.load());
  const key = writeKey(input.idempotencyKey);
  const checked = validateWith(agentClientSchema, input);
  if ("errors" in checked || key === null)
    return {
      client: null,
      idempotencyKey: null,
      errors: [...("errors" in checked ? fromValidation(checked.errors) : []), ...keyErrors(key)],
    };
  const v = checked.values;
  const request: NewAgentClientRequest = {
    name: v.name,
    email: v.email.toLowerCase(),
    phone_country_code: dialCode(v.phoneCountryCode, v.phone),
    phone: orNull(v.phone),
    nationality_id: v.nationalityId === "" ? null : Number(v.nationalityId),
    notes: v.notes,
  };
  const token = ctx.session.current?.token ?? "";
  const refused = (error: AgentError) => ({ client: null, idempotencyKey: key, errors: [error] });
  const sent = await attemptWrite(
    () => ctx.agent.client.addClient(ctx.agent.meta, token, request, key),
    { logger: ctx.logger, what: "agent client addition", key, unavailable: upstreamUnavailable },
  );
  if (!sent.ok) return refused(sent.error);
  const result = sent.value;
  if (result.ok) return { client: toAgentClient(result.client), idempotencyKey: key, errors: [] };
  if (result.code === "AGENT_ONLY")
    throw new GraphQLError(AGENTS_ONLY_MESSAGE, { extensions: { code: "FORBIDDEN" } });
  if (result.code === "CLIENT_EXISTS")
    return refused({ field: "email", code: "CLIENT_EXISTS", message: messages.CLIENT_EXISTS });
  const reused = reusedKeyError(result.code);
  if (reused) return refused(reused);
  return refused({
    field: null,
    code: "INVALID_VALUE",
    message: result.message ?? messages.INVALID_VALUE,
  });
}
