/**
 * The per-request GraphQL context: request id, a logger bound to it, the visitor's cookies and
 * address, and fresh loaders so one request calls each upstream endpoint at most once.
 */
import type { LocaleClient } from "./locale/locale.client";
import { createLocaleLoaders, type LocaleLoaders } from "./locale/locale.loaders";
import type { Logger } from "./logging/logger";
import type { ReferenceClient } from "./reference/reference.client";
import { createReferenceLoaders, type ReferenceLoaders } from "./reference/reference.loaders";
import type { SiteClient } from "./site/site.client";
import { createSiteLoaders, type SiteLoaders } from "./site/site.loaders";

/** The visitor's cookies the gateway reads (spec §3 stored state). */
export interface VisitorCookies {
  /** `language` cookie, for example "es-ES". */
  language?: string | undefined;
  /** `currency_code` cookie, for example "EUR". */
  currencyCode?: string | undefined;
}

export type GatewayLoaders = ReferenceLoaders & LocaleLoaders & SiteLoaders;

export interface GatewayContext {
  requestId: string;
  /** Child logger carrying `requestId`. */
  logger: Logger;
  cookies: VisitorCookies;
  /** Visitor address (honours TRUST_PROXY); undefined when unknown. */
  clientIp: string | undefined;
  loaders: GatewayLoaders;
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
}

export interface RequestContextInput {
  requestId: string;
  clientIp: string | undefined;
  /** Parsed cookies (`req.cookies`). */
  cookies: unknown;
  /** Root logger; the context gets a child bound to the request id. */
  logger: Logger;
  clients: UpstreamClients;
}

export function createRequestContext(input: RequestContextInput): GatewayContext {
  const logger = input.logger.child({ requestId: input.requestId });
  const meta = { requestId: input.requestId, clientIp: input.clientIp, logger };
  return {
    requestId: input.requestId,
    logger,
    cookies: visitorCookies(input.cookies),
    clientIp: input.clientIp,
    loaders: {
      ...createReferenceLoaders(input.clients.reference, meta, logger),
      ...createLocaleLoaders(input.clients.locale, meta, logger),
      ...createSiteLoaders(input.clients.site, meta, logger),
    },
  };
}
