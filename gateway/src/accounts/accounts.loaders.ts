/** Per-request loader of the session's login check: at most one upstream call per request. */
import type { Logger } from "../logging/logger";
import { createEndpointLoader, type EndpointLoader } from "../upstream/endpoint-loader";
import { withFallback } from "../upstream/fallback";
import type { UpstreamCallMeta } from "../upstream/http";
import type { AccountsClient } from "./accounts.client";
import type { LoginCheck } from "./accounts.mappers";
import type { SessionTransport } from "./session";

export interface AccountsLoaders {
  /**
   * The session's login check; null without a token, when the token is invalid, expired or
   * revoked (a cookie is then cleared), or when the upstream fails (logged; cookie kept).
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
      const check = await withFallback(
        () => client.checkLogin(meta, current.token),
        () => undefined,
        logger,
      );
      if (check === null && current.source === "cookie") session.clearSessionCookie();
      return check ?? null;
    }),
  };
}
