import type { QueryResolvers } from "../../__generated__/resolvers-types";
import { connectionOf } from "../../platform/connection";
import { toOffer } from "../../booking/booking-model";
import { moneyContext } from "../../wallet/money-context";

export const Query: QueryResolvers = {
  favouritesConnection: async (_parent, args, { loaders }) => {
    const connection = await connectionOf(
      (await loaders.favourites.load()) ?? [],
      args,
      (entry) => String(entry.offer.offer_id),
      async (page) => {
        const money = await moneyContext(loaders);
        return page.map((entry) => ({ ...toOffer(entry.offer, money), savedAt: entry.saved_at }));
      },
    );
    return {
      ...connection,
      edges: connection.edges.map(({ cursor, node: { savedAt, ...node } }) => ({
        cursor,
        node,
        savedAt,
      })),
      nodes: connection.nodes.map(({ savedAt: _savedAt, ...node }) => node),
    };
  },
};
