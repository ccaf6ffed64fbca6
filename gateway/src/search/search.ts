/**
 * The search queries for the resolvers: the input checked (search-input.ts), one upstream call
 * through the per-request loaders, the page cut from its answer (search-paging.ts) and mapped
 * (search.mappers.ts). Input refused by the gateway or by the upstream is a BAD_USER_INPUT error
 * naming the field; an upstream that cannot answer is an UPSTREAM_UNAVAILABLE error the client
 * may retry (logged with the request id), never an empty list that would read as "nothing found".
 */
import type {
  QueryDestinationSuggestionsArgs,
  QuerySearchOffersArgs,
  ResolversTypes,
} from "../__generated__/resolvers-types";
import type { GatewayContext } from "../context";
import { UpstreamError, upstreamFailureFields } from "../upstream/errors";
import { moneyContext } from "../wallet/money-context";
import { todayIso } from "../wallet/wallet-model";
import { NoRateError } from "./price-limits";
import type { Refusable } from "./search.client";
import { searchRequest } from "./search-input";
import { toSearchResult, toSuggestion } from "./search.mappers";
import {
  inputGraphQLError,
  MAX_SUGGESTIONS,
  MAX_TEXT_LENGTH,
  SearchInputError,
  searchMessages,
  unavailableError,
  upstreamRefusal,
} from "./search-messages";
import { pageOf, windowOf } from "./search-paging";

/** The upstream's answer, or the error to answer: unavailable, or its refusal of the input. */
async function answered<T>(
  ctx: GatewayContext,
  what: string,
  load: () => Promise<Refusable<T>>,
): Promise<T> {
  let answer: Refusable<T>;
  try {
    answer = await load();
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    ctx.logger.warn(`${what} failed upstream`, upstreamFailureFields(err));
    throw await unavailableError(ctx);
  }
  if (!answer.ok) throw await inputGraphQLError(ctx, upstreamRefusal(answer.message));
  return answer.value;
}

/** Rules of the gateway that throw SearchInputError (or NoRateError) as GraphQL errors. */
async function checked<T>(ctx: GatewayContext, rules: () => T): Promise<T> {
  try {
    return rules();
  } catch (err) {
    if (err instanceof SearchInputError) throw await inputGraphQLError(ctx, err);
    if (err instanceof NoRateError) {
      ctx.logger.warn("price filter without a rate", { error: err.message });
      throw await unavailableError(ctx);
    }
    throw err;
  }
}

type Connection = ResolversTypes["OfferSearchConnection"];

const EMPTY: Connection = {
  edges: [],
  nodes: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  totalCount: 0,
};

export async function searchOffers(
  ctx: GatewayContext,
  args: QuerySearchOffersArgs,
): Promise<Connection> {
  const window = windowOf(args.first, args.after);
  const [site, money] = await Promise.all([
    ctx.loaders.siteConfig.load(),
    moneyContext(ctx.loaders),
  ]);
  const rules = { today: todayIso(), minCheckinDays: site.minCheckinDays, money };
  const request = await checked(ctx, () => searchRequest(args.input, rules));
  if (request === null) return EMPTY;
  const found = await answered(ctx, "search", () =>
    ctx.loaders.searchPage.load({ ...request, page: window.page, size: window.size }),
  );
  const { items, pageInfo } = pageOf(window, found.results, found.total);
  const edges = items.map(({ cursor, item }) => ({ cursor, node: toSearchResult(item, money) }));
  return { edges, nodes: edges.map((e) => e.node), pageInfo, totalCount: found.total };
}

export async function destinationSuggestions(
  ctx: GatewayContext,
  args: QueryDestinationSuggestionsArgs,
): Promise<ResolversTypes["DestinationSuggestion"][]> {
  const limit = args.first ?? 10;
  const query = args.query.trim();
  await checked(ctx, () => {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SUGGESTIONS)
      throw new SearchInputError(searchMessages.INVALID_SUGGESTION_COUNT, "first", "INVALID_FIRST");
    if (query.length > MAX_TEXT_LENGTH)
      throw new SearchInputError(searchMessages.TOO_LONG, "query", "TOO_LONG");
  });
  const found = await answered(ctx, "destination suggestions", () =>
    ctx.loaders.destinationSuggest.load({ query, area: args.area ?? null, limit }),
  );
  return found.map(toSuggestion);
}
