/**
 * Per-request loaders of the referral endpoints: a request asking twice for the same campaigns,
 * referral page, actions or loyalty state (aliases, the link builder next to `campaigns`) calls
 * the upstream once. Calls are made only for a signed-in user (loyalty: with the token only
 * then); a failure is logged once with the request id and loads as null.
 */
import DataLoader from "dataloader";
import type { AccountsLoaders } from "../accounts/accounts.loaders";
import type { SessionTransport } from "../http/session";
import type { Logger } from "@travel/service-kit/logger";
import { createEndpointLoader, type EndpointLoader } from "../upstream/endpoint-loader";
import { withFallback } from "../upstream/fallback";
import type { UpstreamCallMeta } from "../upstream/http";
import type { ReferralClient } from "./referral.client";
import type {
  ActionEntry,
  CampaignEntry,
  LoyaltyStateEntry,
  ReferralListPage,
} from "./referral.mappers";

export interface ReferralPageKey {
  program: string;
  page: number;
}

export interface ReferralLoaders {
  /** Campaigns of a type; null when signed out or on failure. */
  campaigns: DataLoader<string, CampaignEntry[] | null>;
  /** One page of the user's referrals in a programme; null when signed out or on failure. */
  referralPages: DataLoader<ReferralPageKey, ReferralListPage | null, string>;
  /** The signed-in user's actions (member = their user id); null when signed out or on failure. */
  referralActions: EndpointLoader<ActionEntry[] | null>;
  /** The loyalty state (null on failure) and whether it was asked for a signed-in user. */
  loyaltyState: EndpointLoader<{ state: LoyaltyStateEntry | null; signedIn: boolean }>;
  /** The signed-in user's referral code for a programme; null when signed out or on failure. */
  referralCodes: DataLoader<string, string | null>;
}

export function createReferralLoaders(
  client: ReferralClient,
  meta: UpstreamCallMeta,
  logger: Logger,
  session: SessionTransport,
  accounts: AccountsLoaders,
): ReferralLoaders {
  /** The signed-in user's id and token, or null. */
  const signedIn = async () => {
    const check = await accounts.loginCheck.load();
    const token = session.current?.token;
    return check && token ? { userId: check.profile.userId, token } : null;
  };
  /** Runs `call` for the signed-in user; null when signed out or when the call fails. */
  const forUser = async <T>(call: (token: string, userId: number) => Promise<T>) => {
    const user = await signedIn();
    if (!user) return null;
    return withFallback(
      () => call(user.token, user.userId),
      () => null,
      logger,
    );
  };
  const each =
    <K, V>(load: (key: K) => Promise<V>) =>
    (keys: readonly K[]) =>
      Promise.all(keys.map(load));

  return {
    campaigns: new DataLoader(
      each((campaignType: string) =>
        forUser((token) => client.getCampaignList(meta, token, campaignType)),
      ),
    ),
    referralPages: new DataLoader(
      each((key: ReferralPageKey) => forUser((token) => client.getReferralList(meta, token, key))),
      { cacheKeyFn: (key) => `${key.program}:${key.page}` },
    ),
    referralCodes: new DataLoader(
      each((program: string) => forUser((token) => client.getReferralCode(meta, token, program))),
    ),
    referralActions: createEndpointLoader(() =>
      forUser((token, userId) => client.getActionsList(meta, token, userId)),
    ),
    loyaltyState: createEndpointLoader(async () => {
      const user = await signedIn();
      const state = await withFallback(
        () => client.getLoyaltyState(meta, user?.token),
        () => null,
        logger,
      );
      return { state, signedIn: user !== null };
    }),
  };
}
