/**
 * Per-request loaders of the profile and the saved travellers: a request asking for either
 * twice calls the upstream once. Signed out they are null; failures are logged once with the
 * request id and read as null too.
 */
import type { AccountsLoaders } from "../accounts/accounts.loaders";
import type { SessionTransport } from "../http/session";
import type { Logger } from "@travel/service-kit/logger";
import { createEndpointLoader, type EndpointLoader } from "../upstream/endpoint-loader";
import { withFallback } from "../upstream/fallback";
import type { UpstreamCallMeta } from "../upstream/http";
import type { ProfileClient } from "./profile.client";
import type { ProfileEntry, TravelerEntry } from "./profile.mappers";

export interface ProfileLoaders {
  /** The signed-in user's profile; null when signed out or on failure (logged). */
  profile: EndpointLoader<ProfileEntry | null>;
  /** The signed-in user's saved travellers; null when signed out or on failure (logged). */
  savedTravelers: EndpointLoader<TravelerEntry[] | null>;
}

export function createProfileLoaders(
  client: ProfileClient,
  meta: UpstreamCallMeta,
  logger: Logger,
  session: SessionTransport,
  accounts: AccountsLoaders,
): ProfileLoaders {
  const signedIn = <T>(call: (token: string) => Promise<T>) =>
    createEndpointLoader(async (): Promise<T | null> => {
      const check = await accounts.loginCheck.load();
      const token = session.current?.token;
      if (!check || !token) return null;
      return withFallback<T | null>(
        () => call(token),
        () => null,
        logger,
      );
    });
  return {
    profile: signedIn((token) => client.getProfile(meta, token)),
    savedTravelers: signedIn((token) => client.listTravelers(meta, token)),
  };
}
