/** Per-request loader of the session's login check: at most one upstream call per request. */
import { GraphQLError } from "graphql";
import type { Logger } from "@travel/service-kit/logger";
import { createEndpointLoader, type EndpointLoader } from "../upstream/endpoint-loader";
import { UpstreamBadResponseError, UpstreamError } from "../upstream/errors";
import type { UpstreamCallMeta } from "../upstream/http";
import type { AccountsClient } from "./accounts.client";
import type { LoginCheck } from "./accounts.mappers";
import type { SessionTransport } from "../http/session";

/** Error code of a login check that could not be made: retry later, the session is kept. */
export const UPSTREAM_UNAVAILABLE_CODE = "UPSTREAM_UNAVAILABLE";
export const LOGIN_CHECK_UNAVAILABLE_MESSAGE =
  "The service is having trouble checking your session. Please try again.";

/**
 * The login check could not be made (upstream unreachable, failing, hanging or answering
 * nonsense). Not "signed out": every field that needs the session fails with this error and
 * the client retries; the session cookie stays.
 */
export class LoginCheckUnavailableError extends GraphQLError {
  constructor() {
    super(LOGIN_CHECK_UNAVAILABLE_MESSAGE, {
      extensions: { code: UPSTREAM_UNAVAILABLE_CODE, retryable: true },
    });
  }
}

export const INVALID_TOKEN_MESSAGE =
  "The Bearer token is invalid, expired or revoked. Sign in again for a new one.";

/**
 * A Bearer token the upstream does not know (never issued, expired, or revoked by sign-out): an
 * API client sent it on purpose, so every field that needs the user says so, rather than
 * answering as if nobody were signed in. (A browser's stale session cookie is just cleared.)
 */
export class InvalidTokenError extends GraphQLError {
  constructor() {
    super(INVALID_TOKEN_MESSAGE, { extensions: { code: "UNAUTHENTICATED" } });
  }
}

export interface AccountsLoaders {
  /**
   * The session's login check; null without a token, or when the upstream answers that a cookie's
   * token is invalid, expired or revoked (the cookie is then cleared: spec §4 user type 2 and the
   * single sign-on session-out redirect apply). Rejects with InvalidTokenError for such a Bearer
   * token, and with LoginCheckUnavailableError when the upstream fails (logged; cookie kept).
   */
  loginCheck: EndpointLoader<LoginCheck | null>;
}

export function createAccountsLoaders(
  client: AccountsClient,
  meta: UpstreamCallMeta,
  logger: Logger,
  session: SessionTransport,
): AccountsLoaders {
  return {
    loginCheck: createEndpointLoader(async () => {
      const current = session.current;
      if (!current) return null;
      let check: LoginCheck | null;
      try {
        check = await client.checkLogin(meta, current.token);
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        logger.warn("login check failed; answering UPSTREAM_UNAVAILABLE, session kept", {
          upstreamPath: err.path,
          errorKind: err.kind,
          ...(err instanceof UpstreamBadResponseError ? { upstreamStatus: err.status } : {}),
          error: err.message,
        });
        throw new LoginCheckUnavailableError();
      }
      if (check === null && current.source === "bearer") throw new InvalidTokenError();
      if (check === null && current.source === "cookie") session.clearSessionCookie();
      return check;
    }),
  };
}
