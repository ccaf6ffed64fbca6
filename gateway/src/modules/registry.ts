/**
 * The gateway's modules, in one list: from it come the upstream clients (once per gateway), the
 * per-request context (fresh loaders, so one request calls each upstream endpoint at most once),
 * the merged resolvers and the public Query fields. Adding a domain adds one line here.
 */
import { accountsModule } from "../accounts";
import { agentModule } from "../agent";
import type { Resolvers } from "../__generated__/resolvers-types";
import { baseModule } from "../base";
import { bookingModule } from "../booking";
import { checkoutModule } from "../checkout";
import { favouritesModule } from "../favourites";
import { contentLanguageTag, visitorCookies, type GatewayContext } from "../context";
import { NO_SESSION, type SessionTransport } from "../http/session";
import { localeModule } from "../locale";
import type { Logger } from "@travel/service-kit/logger";
import { createAbuseGuard, type AbuseGuard } from "../platform/abuse/abuse-guard";
import { ResponsePolicy } from "../platform/cache/response-policy";
import { createMemoryStore } from "../platform/store";
import { preferencesModule } from "../preferences";
import { profileModule } from "../profile";
import { referenceModule } from "../reference";
import { referralModule } from "../referral";
import { savingsModule } from "../savings";
import { searchModule } from "../search";
import { siteModule } from "../site";
import { stylesModule } from "../styles";
import { walletModule } from "../wallet";
import type { AnyModule, LoadersOfAll, ModuleScope, ModuleSetup } from "./define-module";

/** Every module; a module comes after the modules it `needs`. */
export const modules = [
  baseModule,
  referenceModule,
  localeModule,
  siteModule,
  accountsModule,
  savingsModule,
  referralModule,
  walletModule,
  bookingModule,
  checkoutModule,
  favouritesModule,
  agentModule,
  profileModule,
  preferencesModule,
  stylesModule,
  searchModule,
] as const;

type Module = (typeof modules)[number];

/** The upstream client of each module that has one, by module name. */
export type UpstreamClients = {
  [M in Module as ReturnType<M["createClient"]> extends undefined ? never : M["name"]]: ReturnType<
    M["createClient"]
  >;
};

/** The context member a module adds (undefined when it adds none). */
type ContextOf<M extends Module> = ReturnType<NonNullable<M["createContext"]>>;

/** The context members of the modules that have one, by module name. */
type ModuleContexts = {
  [M in Module as ContextOf<M> extends undefined ? never : M["name"]]: ContextOf<M>;
};

/** Fails at load time when a module is listed before a module it needs, or twice. */
function checkOrder(list: readonly AnyModule[]): void {
  const seen = new Set<string>();
  for (const module of list) {
    if (seen.has(module.name)) throw new Error(`module "${module.name}" is registered twice`);
    for (const need of module.needs) {
      if (!seen.has(need.name)) {
        throw new Error(`module "${module.name}" needs "${need.name}", registered after it`);
      }
    }
    seen.add(module.name);
  }
}
checkOrder(modules);

/** Every module's resolvers, root types merged field by field. */
export const resolvers: Resolvers = mergeResolvers(modules.map((m) => m.resolvers));

/** Field maps are merged (a field defined twice is an error); a scalar is taken whole, once. */
function mergeResolvers(parts: readonly Resolvers[]): Resolvers {
  const isFieldMap = (value: unknown): value is Record<string, unknown> =>
    Object.getPrototypeOf(value) === Object.prototype;
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [type, value] of Object.entries(part)) {
      const into = merged[type] ?? {};
      if (!isFieldMap(value) || !isFieldMap(into)) {
        if (type in merged) throw new Error(`resolver ${type} is defined twice`);
        merged[type] = value;
        continue;
      }
      for (const [field, resolver] of Object.entries(value)) {
        if (field in into) throw new Error(`resolver ${type}.${field} is defined twice`);
        into[field] = resolver;
      }
      merged[type] = into;
    }
  }
  return merged as Resolvers;
}

/** Query fields whose answer is the same for every visitor (plus `__typename`). */
export const publicQueryFields: ReadonlySet<string> = new Set([
  ...modules.flatMap((m) => m.publicQueryFields),
  "__typename",
]);

/** Query fields public only to visitors without a session (see GatewayModule). */
export const signedOutPublicQueryFields: ReadonlySet<string> = new Set(
  modules.flatMap((m) => m.signedOutPublicQueryFields),
);

/** What the HTTP layer knows of one request. */
export interface RequestInput {
  requestId: string;
  clientIp: string | undefined;
  /** Parsed cookies (`req.cookies`). */
  cookies: unknown;
  /** Session of the request (default: none). */
  session?: SessionTransport;
  /** PUBLIC_SITE_URL, else the URL the request came to (default: ""). */
  siteUrl?: string;
  userAgent?: string | undefined;
  /** Collects what the upstream answers allow (default: a fresh one). */
  responsePolicy?: ResponsePolicy;
}

export interface GatewayModulesOptions extends ModuleSetup {
  /** Root logger; each request's context gets a child bound to the request id. */
  logger: Logger;
  /** The gateway's abuse controls (default: in-memory ones with the configured limits). */
  abuse?: AbuseGuard;
  /** Replaces modules' clients (tests). */
  clients?: Partial<UpstreamClients>;
}

/** The modules of one gateway instance: their clients and shared state, built once. */
export interface GatewayModules {
  clients: UpstreamClients;
  /** The context of one request: fresh loaders of every module and their context members. */
  createContext(request: RequestInput): GatewayContext;
}

export function createGatewayModules(options: GatewayModulesOptions): GatewayModules {
  const { logger: rootLogger, clients: replaced = {}, ...setup } = options;
  const byName = (build: (m: AnyModule) => unknown) =>
    Object.fromEntries(modules.map((m) => [m.name, build(m)])) as Record<string, unknown>;
  const clients = byName((m) =>
    m.name in replaced ? replaced[m.name as keyof UpstreamClients] : m.createClient(setup),
  );
  const shared = byName((m) => m.createShared(setup));
  const abuse = options.abuse ?? createAbuseGuard(createMemoryStore(), setup.config.abuseLimits);

  return {
    clients: clients as UpstreamClients,
    createContext(request) {
      const logger = rootLogger.child({ requestId: request.requestId });
      const responsePolicy = request.responsePolicy ?? new ResponsePolicy();
      const session = request.session ?? NO_SESSION;
      const cookies = visitorCookies(request.cookies);
      const meta = {
        requestId: request.requestId,
        clientIp: request.clientIp,
        language: contentLanguageTag(cookies.language),
        logger,
        policy: responsePolicy,
      };
      const facts = {
        config: setup.config,
        meta,
        logger,
        session,
        cookies,
        siteUrl: request.siteUrl ?? "",
        userAgent: request.userAgent ?? "",
      };
      const loadersOf = new Map<string, object>();
      const members: Record<string, unknown> = {};
      for (const module of modules as readonly AnyModule[]) {
        const scope: ModuleScope<unknown, unknown, never> = {
          ...facts,
          client: clients[module.name],
          shared: shared[module.name],
          loaders: Object.assign({}, ...module.needs.map((n) => loadersOf.get(n.name))) as never,
        };
        loadersOf.set(module.name, module.createLoaders(scope));
        if (module.createContext) members[module.name] = module.createContext(scope);
      }
      const loaders = Object.assign({}, ...loadersOf.values()) as LoadersOfAll<typeof modules>;
      // typed: a module whose index.ts adds to GatewayContext but is missing above fails here
      return {
        requestId: request.requestId,
        logger,
        cookies,
        clientIp: request.clientIp,
        loaders,
        session,
        abuse,
        responsePolicy,
        ...(members as ModuleContexts),
      };
    },
  };
}
