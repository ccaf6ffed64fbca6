/**
 * createAgentQuote and declineAgentQuote: the agent guard, then the upstream, which owns the
 * quote rules (the trip checked and priced on the offer's calendar, the client the agent's own,
 * only an OPEN quote declined). Its refusals become AgentErrors on the input field they concern
 * (quote-refusals.ts); an unreachable upstream is UPSTREAM_UNAVAILABLE, a time-out
 * OUTCOME_UNKNOWN (a new quote is keyed: its retry answers the first quote). After a change the
 * request's quote list is loaded again when asked for.
 */
import { GraphQLError } from "graphql";
import type {
  AgentError,
  CreateAgentQuoteInput,
  ResolversParentTypes,
} from "../__generated__/resolvers-types";
import { upstreamUnavailable } from "../accounts/user-errors";
import type { GatewayContext } from "../context";
import { attemptWrite, keyErrors, writeKey } from "../platform/idempotent-write";
import { moneyContext } from "../wallet/money-context";
import { AGENTS_ONLY_MESSAGE, requireAgent } from "./agent-access";
import { toAgentQuote } from "./agent-model";
import type { QuoteResult } from "./agent.mappers";
import { clientNotFound, offerNotFound, quoteNotFound, quoteRefusal } from "./quote-refusals";

type AgentQuotePayload = ResolversParentTypes["AgentQuotePayload"];

const ID = /^[1-9][0-9]{0,8}$/;
const idOf = (value: string): number | null => (ID.test(value.trim()) ? Number(value) : null);

const refused = (...errors: AgentError[]): AgentQuotePayload => ({ quote: null, errors });

/** The payload of the upstream's answer: the quote, or its refusal on the field it concerns. */
async function answerOf(ctx: GatewayContext, result: QuoteResult): Promise<AgentQuotePayload> {
  if (result.ok) {
    ctx.loaders.agentQuotes.clear();
    return { quote: toAgentQuote(result.quote, await moneyContext(ctx.loaders)), errors: [] };
  }
  if (result.code === "AGENT_ONLY")
    throw new GraphQLError(AGENTS_ONLY_MESSAGE, { extensions: { code: "FORBIDDEN" } });
  return refused(quoteRefusal(result));
}

export async function createAgentQuote(
  ctx: GatewayContext,
  input: CreateAgentQuoteInput,
): Promise<AgentQuotePayload> {
  requireAgent(await ctx.loaders.loginCheck.load());
  const key = input.idempotencyKey.trim() === "" ? null : writeKey(input.idempotencyKey);
  const clientId = idOf(input.clientId);
  const offerId = idOf(input.trip.offerId);
  const invalid = [
    ...(clientId === null ? [clientNotFound()] : []),
    ...(offerId === null ? [offerNotFound()] : []),
    ...keyErrors(key),
  ];
  if (clientId === null || offerId === null || key === null) return refused(...invalid);
  const { trip } = input;
  const token = ctx.session.current?.token ?? "";
  const sent = await attemptWrite(
    () =>
      ctx.agent.client.newQuote(
        ctx.agent.meta,
        token,
        {
          client_id: clientId,
          offer_id: offerId,
          check_in: trip.checkIn,
          check_out: trip.checkOut ?? null,
          guests: trip.guests,
          rooms: trip.rooms ?? 1,
        },
        key,
      ),
    { logger: ctx.logger, what: "agent quote", key, unavailable: upstreamUnavailable },
  );
  return sent.ok ? answerOf(ctx, sent.value) : refused(sent.error);
}

export async function declineAgentQuote(
  ctx: GatewayContext,
  id: string,
): Promise<AgentQuotePayload> {
  requireAgent(await ctx.loaders.loginCheck.load());
  const quoteId = idOf(id);
  if (quoteId === null) return refused(quoteNotFound());
  const token = ctx.session.current?.token ?? "";
  const sent = await attemptWrite(
    () => ctx.agent.client.declineQuote(ctx.agent.meta, token, quoteId),
    {
      logger: ctx.logger,
      what: "agent quote decline",
      key: undefined,
      unavailable: upstreamUnavailable,
    },
  );
  return sent.ok ? answerOf(ctx, sent.value) : refused(sent.error);
}
