/**
 * The per-request GraphQL context: request id, a logger bound to it, the visitor's cookies and
 * address, and fresh loaders so one request calls each upstream endpoint at most once.
 */
import type { AccountsClient } from "./accounts/accounts.client";
import type { AgentClient } from "./agent/agent.client";
import { createAgentLoaders, type AgentLoaders } from "./agent/agent.loaders";
import { createAccountsLoaders, type AccountsLoaders } from "./accounts/accounts.loaders";
import type { BookingClient } from "./booking/booking.client";
import { createBookingLoaders, type BookingLoaders } from "./booking/booking.loaders";
import { NO_SESSION, type SessionTransport } from "./http/session";
import type { LocaleClient } from "./locale/locale.client";
import { createLocaleLoaders, type LocaleLoaders } from "./locale/locale.loaders";
import type { Logger } from "./logging/logger";
import { createAbuseGuard, type AbuseGuard } from "./platform/abuse/abuse-guard";
import { ResponsePolicy } from "./platform/cache/response-policy";
import { createSingleflight, type Singleflight } from "./platform/cache/singleflight";
import { createMemoryStore } from "./platform/store";
import {
  DEFAULT_ABUSE_LIMITS,
  DEFAULT_SAVINGS_MEMBER_PREFIX,
  DEFAULT_SAVINGS_PROGRAM_ID,
  DEFAULT_SAVINGS_SITE_URL,
} from "./config";
import type { ProfileClient } from "./profile/profile.client";
import { createProfileLoaders, type ProfileLoaders } from "./profile/profile.loaders";
import type { PreferencesClient } from "./preferences/preferences.client";
import type { ReferralClient } from "./referral/referral.client";
import { createReferralLoaders, type ReferralLoaders } from "./referral/referral.loaders";
import type { SavingsOutcome, SavingsSettings } from "./savings/daily-savings";
import type { SavingsClient } from "./savings/savings.client";
import type { ReferenceClient } from "./reference/reference.client";
import { createReferenceLoaders, type ReferenceLoaders } from "./reference/reference.loaders";
import type { SiteClient } from "./site/site.client";
import { createSiteLoaders, type SiteLoaders } from "./site/site.loaders";
import type { StylesClient } from "./styles/styles.client";
import { createStylesLoaders, type StylesLoaders } from "./styles/styles.loaders";
import type { UpstreamCallMeta } from "./upstream/http";
import type { WalletClient } from "./wallet/wallet.client";
import { createWalletLoaders, type WalletLoaders } from "./wallet/wallet.loaders";

/** The visitor's cookies the gateway reads (spec §3 stored state). */
export interface VisitorCookies {
  /** `language` cookie, for example "es-ES". */
  language?: string | undefined;
  /** `currency_code` cookie, for example "EUR". */
  currencyCode?: string | undefined;
}

export type GatewayLoaders = ReferenceLoaders &
  LocaleLoaders &
  SiteLoaders &
  AccountsLoaders &
  ReferralLoaders &
  WalletLoaders &
  BookingLoaders &
  AgentLoaders &
  ProfileLoaders &
  StylesLoaders;

/** What the account resolvers need besides the loaders. */
export interface AccountsContext {
  client: AccountsClient;
  /** Request id, visitor IP and logger, for calls made outside the loaders. */
  meta: UpstreamCallMeta;
  /** Sent upstream as site_url. */
  siteUrl: string;
  /** Master code of an email sign-in. */
  masterCode: string;
  /** The visitor's user agent, sent upstream as navAgent. */
  userAgent: string;
}

/** What the daily savings flow needs besides the loaders. */
export interface SavingsContext {
  client: SavingsClient;
  meta: UpstreamCallMeta;
  settings: SavingsSettings;
  /** In-flight flows per user, shared by every request of this gateway instance. */
  flights: Singleflight<SavingsOutcome>;
}

/** What the referral link builder needs besides the loaders. */
export interface ReferralContext {
  /** PUBLIC_SITE_URL when configured: the first choice of the link's base. */
  publicSiteUrl: string | null;
}

/** What the profile and saved-traveller mutations need besides the loaders. */
export interface ProfileContext {
  client: ProfileClient;
  meta: UpstreamCallMeta;
}

/** What bookOffer needs besides the loaders. */
export interface BookingContext {
  client: BookingClient;
  meta: UpstreamCallMeta;
}

/** What addAgentClient needs besides the loaders. */
export interface AgentContext {
  client: AgentClient;
  meta: UpstreamCallMeta;
}

/** What updatePreferences and visitorDefaults need besides the loaders. */
export interface PreferencesContext {
  client: PreferencesClient;
  meta: UpstreamCallMeta;
}

export interface GatewayContext {
  requestId: string;
  /** Child logger carrying `requestId`. */
  logger: Logger;
  cookies: VisitorCookies;
  /** Visitor address (honours TRUST_PROXY); undefined when unknown. */
  clientIp: string | undefined;
  loaders: GatewayLoaders;
  /** The request's session token and the response's cookie operations. */
  session: SessionTransport;
  /** Limits of sign-in, password reset and the sign-up probes, shared by every gateway. */
  abuse: AbuseGuard;
  accounts: AccountsContext;
  savings: SavingsContext;
  referral: ReferralContext;
  booking: BookingContext;
  agent: AgentContext;
  profile: ProfileContext;
  preferences: PreferencesContext;
  /** Whether this request's answer may be shared (filled by the upstream calls it makes). */
  responsePolicy: ResponsePolicy;
}

/** Picks the locale cookies out of whatever cookie-parser produced. */
export function visitorCookies(raw: unknown): VisitorCookies {
  const cookies = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
  return { language: text(cookies.language), currencyCode: text(cookies.currency_code) };
}

export interface UpstreamClients {
  reference: ReferenceClient;
  locale: LocaleClient;
  site: SiteClient;
  accounts: AccountsClient;
  savings: SavingsClient;
  referral: ReferralClient;
  wallet: WalletClient;
  booking: BookingClient;
  agent: AgentClient;
  profile: ProfileClient;
  preferences: PreferencesClient;
  styles: StylesClient;
}

export interface RequestContextInput {
  requestId: string;
  clientIp: string | undefined;
  /** Parsed cookies (`req.cookies`). */
  cookies: unknown;
  /** Root logger; the context gets a child bound to the request id. */
  logger: Logger;
  clients: UpstreamClients;
  /** Session of the request (default: none). */
  session?: SessionTransport;
  /** The gateway's abuse controls (default: fresh in-memory ones with the default limits). */
  abuse?: AbuseGuard;
  siteUrl?: string;
  masterCode?: string;
  userAgent?: string | undefined;
  /** Savings configuration (default: the documented defaults). */
  savings?: SavingsSettings;
  /** In-flight savings flows of the gateway instance (default: a fresh set). */
  savingsFlights?: Singleflight<SavingsOutcome>;
  /** PUBLIC_SITE_URL, when configured. */
  publicSiteUrl?: string | null;
  /** Collects what the upstream answers allow (default: a fresh one). */
  responsePolicy?: ResponsePolicy;
}

export function createRequestContext(input: RequestContextInput): GatewayContext {
  const logger = input.logger.child({ requestId: input.requestId });
  const responsePolicy = input.responsePolicy ?? new ResponsePolicy();
  const meta = {
    requestId: input.requestId,
    clientIp: input.clientIp,
    logger,
    policy: responsePolicy,
  };
  const session = input.session ?? NO_SESSION;
  const accountsLoaders = createAccountsLoaders(input.clients.accounts, meta, logger, session);
  const cookies = visitorCookies(input.cookies);
  const baseLoaders = {
    ...createReferenceLoaders(input.clients.reference, meta, logger),
    ...createLocaleLoaders(input.clients.locale, meta, logger),
    ...createSiteLoaders(input.clients.site, meta, logger),
    ...accountsLoaders,
  };
  return {
    requestId: input.requestId,
    logger,
    cookies,
    clientIp: input.clientIp,
    loaders: {
      ...baseLoaders,
      ...createReferralLoaders(input.clients.referral, meta, logger, session, accountsLoaders),
      ...createWalletLoaders(input.clients.wallet, meta, logger, session, cookies, baseLoaders),
      ...createBookingLoaders(input.clients.booking, meta, logger, session, accountsLoaders),
      ...createAgentLoaders(input.clients.agent, meta, logger, session),
      ...createProfileLoaders(input.clients.profile, meta, logger, session, accountsLoaders),
      ...createStylesLoaders(input.clients.styles, meta, logger),
    },
    session,
    abuse: input.abuse ?? createAbuseGuard(createMemoryStore(), DEFAULT_ABUSE_LIMITS),
    accounts: {
      client: input.clients.accounts,
      meta,
      siteUrl: input.siteUrl ?? "",
      masterCode: input.masterCode ?? "",
      userAgent: input.userAgent ?? "",
    },
    savings: {
      client: input.clients.savings,
      meta,
      settings: input.savings ?? {
        siteUrl: DEFAULT_SAVINGS_SITE_URL,
        programId: DEFAULT_SAVINGS_PROGRAM_ID,
        memberPrefix: DEFAULT_SAVINGS_MEMBER_PREFIX,
      },
      flights: input.savingsFlights ?? createSingleflight(),
    },
    referral: { publicSiteUrl: input.publicSiteUrl ?? null },
    booking: { client: input.clients.booking, meta },
    agent: { client: input.clients.agent, meta },
    profile: { client: input.clients.profile, meta },
    preferences: { client: input.clients.preferences, meta },
    responsePolicy,
  };
}
