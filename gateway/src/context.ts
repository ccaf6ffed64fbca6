/**
 * The per-request GraphQL context TYPE: request id, a logger bound to it, the visitor's cookies
 * and address, the session, and the loaders of the request. It names no domain: each domain
 * module (`<domain>/index.ts`) adds its loaders to `GatewayLoaders` and its own part of the
 * context to `GatewayContext` by declaration merging, and the registry (modules/registry.ts)
 * builds the value and checks that it has every part the modules declared.
 */
import type { SessionTransport } from "./http/session";
import type { Logger } from "@travel/service-kit/logger";
import type { AbuseGuard } from "./platform/abuse/abuse-guard";
import type { ResponsePolicy } from "./platform/cache/response-policy";

/** The visitor's cookies the gateway reads (spec §3 stored state). */
export interface VisitorCookies {
  /** `language` cookie, for example "es-ES". */
  language?: string | undefined;
  /** `currency_code` cookie, for example "EUR". */
  currencyCode?: string | undefined;
  /** `org_id` cookie: the organisation's id (set at sign-in), for example "1". */
  organisation?: string | undefined;
}

/**
 * The request's loaders, one fresh set per request so each upstream endpoint is called at most
 * once per request. Every module adds its own (`interface GatewayLoaders extends XLoaders {}`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
export interface GatewayLoaders {}

/** What every request has, whatever the modules. Modules add a member named after themselves. */
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
  /** Whether this request's answer may be shared (filled by the upstream calls it makes). */
  responsePolicy: ResponsePolicy;
}

/** Picks the locale and organisation cookies out of whatever cookie-parser produced. */
export function visitorCookies(raw: unknown): VisitorCookies {
  const cookies = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
  return {
    language: text(cookies.language),
    currencyCode: text(cookies.currency_code),
    organisation: text(cookies.org_id),
  };
}

/**
 * The `language` cookie when it is a well-formed language tag ("es-ES"), to send to the upstream
 * as Accept-Language; else undefined (the upstream answers in English).
 */
/** Whether a language tag (or cookie) is English ("en", "en-GB"), the product's own language. */
export function isEnglish(language: string): boolean {
  return /^en(?:-|$)/i.test(language.trim());
}

export function contentLanguageTag(language: string | undefined): string | undefined {
  return language !== undefined && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/.test(language)
    ? language
    : undefined;
}
