/**
 * Renewing a session before it expires (rotation): the upstream ends the old session and opens
 * a new one of the same kind in one transaction. A Bearer caller gets the new token in the
 * payload; a browser's cookie is replaced, with the same attributes as at sign-in.
 */
import type { AccountError, RefreshSessionPayload } from "../__generated__/resolvers-types";
import type { GatewayContext } from "../context";
import { upstreamUnavailable } from "./user-errors";
import { attemptUpstream } from "./upstream-attempt";

export const SESSION_ENDED_MESSAGE = "Your session has ended. Please sign in again.";

const refused = (error: AccountError): RefreshSessionPayload => ({
  token: null,
  expiresAt: null,
  errors: [error],
});

const signInRequired = () =>
  refused({ field: null, code: "SIGN_IN_REQUIRED", message: SESSION_ENDED_MESSAGE });

/**
 * Mutation.refreshSession. No session, or one the upstream no longer knows (invalid, expired,
 * revoked, already renewed): SIGN_IN_REQUIRED, and a browser's stale cookie is cleared. An
 * upstream failure is UPSTREAM_UNAVAILABLE with the cookie kept.
 */
export async function refreshSession(ctx: GatewayContext): Promise<RefreshSessionPayload> {
  const current = ctx.session.current;
  if (!current) return signInRequired();
  const { client, meta } = ctx.accounts;
  const renewed = await attemptUpstream(
    () => client.refreshSession(meta, current.token),
    ctx.logger,
  );
  if (renewed === undefined) return refused(upstreamUnavailable());
  if (renewed === null) {
    if (current.source === "cookie") ctx.session.clearSessionCookie();
    return signInRequired();
  }
  if (current.source === "cookie") {
    ctx.session.setSessionCookie(renewed.token, renewed.remember);
    return { token: null, expiresAt: renewed.expiresAt, errors: [] };
  }
  return { token: renewed.token, expiresAt: renewed.expiresAt, errors: [] };
}
