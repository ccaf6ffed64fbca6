/**
 * The shape of a gateway module: one domain's upstream client, its per-request loaders and
 * context, its resolvers, and the modules whose loaders it needs. Names no domain; the registry
 * (registry.ts) assembles the modules.
 */
import type { Resolvers } from "../__generated__/resolvers-types";
import type { GatewayConfig } from "../config";
import type { VisitorCookies } from "../context";
import type { SessionTransport } from "../http/session";
import type { Logger } from "@travel/service-kit/logger";
import type { UpstreamCallMeta, UpstreamHttp } from "../upstream/http";

/** What a module gets once per gateway instance. */
export interface ModuleSetup {
  /** The upstream HTTP client (resilience, public-answer cache, metrics). */
  http: UpstreamHttp;
  config: GatewayConfig;
}

/** What a module gets per request: its client and shared state, and the request's facts. */
export interface ModuleScope<Client, Shared, Needs> {
  client: Client;
  shared: Shared;
  /** The loaders of the modules named in `needs` (this request's, built before this module's). */
  loaders: Needs;
  config: GatewayConfig;
  /** Request id, visitor IP, logger and response policy, for every upstream call. */
  meta: UpstreamCallMeta;
  /** Child logger carrying the request id. */
  logger: Logger;
  session: SessionTransport;
  cookies: VisitorCookies;
  /** PUBLIC_SITE_URL, else the URL the request came to (sent upstream as site_url). */
  siteUrl: string;
  /** The visitor's user agent ("" when absent). */
  userAgent: string;
}

/** Any module, whatever its types (methods are compared bivariantly, so every module fits). */
export type AnyModule = GatewayModule<string, unknown, unknown, object, unknown, never>;

/** The loaders of `M`. */
export type LoadersOf<M extends AnyModule> = ReturnType<M["createLoaders"]>;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;

/** The loaders of every module of `Ms`, together. */
export type LoadersOfAll<Ms extends readonly AnyModule[]> = [Ms[number]] extends [never]
  ? Record<never, never>
  : UnionToIntersection<LoadersOf<Ms[number]>>;

export interface GatewayModule<Name extends string, Client, Shared, Loaders, Slice, Needs> {
  /** The domain's name; its context member (if any) and its client are keyed by it. */
  readonly name: Name;
  /** Modules whose loaders this module's loaders or context use (registered before it). */
  readonly needs: readonly AnyModule[];
  /** Once per gateway: the typed calls to the upstream. */
  createClient(setup: ModuleSetup): Client;
  /** Once per gateway: state every request of the instance shares (in-flight flows…). */
  createShared(setup: ModuleSetup): Shared;
  /** Per request: fresh loaders, so each upstream endpoint is called once per request. */
  createLoaders(scope: ModuleScope<Client, Shared, Needs>): Loaders;
  /** Per request: the module's member of the context (`context[name]`), if it has one. */
  createContext?(scope: ModuleScope<Client, Shared, Needs>): Slice;
  /** Resolvers of the GraphQL types (and root fields) the module owns. */
  readonly resolvers: Resolvers;
  /**
   * Query fields whose answer is the same for every visitor: their resolvers read only loaders
   * of public upstream data, never the session, the visitor address or other headers, so a
   * response made of them alone may be cached whole and shared (graphql/public-fields.ts).
   */
  readonly publicQueryFields: readonly string[];
  /**
   * Query fields public only to a visitor without a session: their answer is the same for every
   * signed-out visitor, but a signed-in one gets their own (the product menu's personal link), so
   * a request carrying a session never shares or reuses a cached answer holding one of them.
   */
  readonly signedOutPublicQueryFields: readonly string[];
}

export interface ModuleDefinition<
  Name extends string,
  Needs extends readonly AnyModule[],
  Client,
  Shared,
  Loaders,
  Slice,
> {
  name: Name;
  needs?: Needs;
  createClient?: (setup: ModuleSetup) => Client;
  createShared?: (setup: ModuleSetup) => Shared;
  createLoaders?: (scope: ModuleScope<Client, Shared, LoadersOfAll<Needs>>) => Loaders;
  createContext?: (scope: ModuleScope<Client, Shared, LoadersOfAll<Needs>>) => Slice;
  resolvers: Resolvers;
  publicQueryFields?: readonly string[];
  signedOutPublicQueryFields?: readonly string[];
}

/** A module from its definition; what it leaves out does nothing. */
export function defineModule<
  const Name extends string,
  const Needs extends readonly AnyModule[] = [],
  Client = undefined,
  Shared = undefined,
  Loaders = Record<never, never>,
  Slice = undefined,
>(
  definition: ModuleDefinition<Name, Needs, Client, Shared, Loaders, Slice>,
): GatewayModule<Name, Client, Shared, Loaders, Slice, LoadersOfAll<Needs>> {
  const { createClient, createShared, createLoaders, createContext } = definition;
  return {
    name: definition.name,
    needs: definition.needs ?? [],
    createClient: createClient ?? (() => undefined as Client),
    createShared: createShared ?? (() => undefined as Shared),
    createLoaders: createLoaders ?? (() => ({}) as Loaders),
    ...(createContext ? { createContext } : {}),
    resolvers: definition.resolvers,
    publicQueryFields: definition.publicQueryFields ?? [],
    signedOutPublicQueryFields: definition.signedOutPublicQueryFields ?? [],
  };
}
