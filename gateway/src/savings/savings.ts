/**
 * Mutation.startDailySavings and Mutation.joinSavings: the signed-in user from the login check,
 * the flow's upstream calls made with the user's session token, one flow per user at a time in
 * this process, and every failure logged with the request id (the traveller sees no message).
 */
import type { LoginCheck } from "../accounts/accounts.mappers";
import type { GatewayContext } from "../context";
import {
  dailySavingsFlow,
  type SavingsCalls,
  type SavingsOutcome,
  type SavingsUser,
} from "./daily-savings";

export function savingsUserOf(check: LoginCheck): SavingsUser {
  const p = check.profile;
  return {
    userId: p.userId,
    email: p.email,
    firstName: p.first_name,
    lastName: p.last_name,
  };
}

/** The flow's upstream calls for this request, made with `token`. */
function callsFor(ctx: GatewayContext, token: string): SavingsCalls {
  const { client, meta } = ctx.savings;
  return {
    getMember: (member) => client.getMember(meta, token, member),
    organisationId: async () => (await ctx.loaders.siteConfig.load()).orgId,
    savingsCode: (request) => client.savingsCode(meta, token, request),
    setMember: (member) => client.setMember(meta, token, member),
  };
}

/** Runs (or joins) the signed-in user's daily savings flow. */
export async function runDailySavings(
  ctx: GatewayContext,
  variant: "startDailySavings" | "joinSavings",
): Promise<SavingsOutcome> {
  const check = await ctx.loaders.loginCheck.load();
  const token = ctx.session.current?.token;
  // spec §6: only a signed-in user may join
  if (!check || !token) return dailySavingsFlow(null, ctx.savings.settings, callsFor(ctx, ""));
  const user = savingsUserOf(check);
  const { promise: result, joined } = ctx.savings.flights.run(String(user.userId), () =>
    dailySavingsFlow(user, ctx.savings.settings, callsFor(ctx, token)),
  );
  if (joined) ctx.logger.info("joined the user's savings flow in progress", { variant });
  const outcome = await result;
  if (outcome.kind === "FAILED") {
    ctx.logger.warn("daily savings flow failed", {
      variant,
      userId: user.userId,
      ...outcome.failure,
    });
  } else {
    ctx.logger.info("daily savings flow done", { variant, outcome: outcome.kind, shared: joined });
  }
  return outcome;
}
