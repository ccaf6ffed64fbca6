import type { CurrencyResolvers } from "../../__generated__/resolvers-types";

export const Currency: CurrencyResolvers = {
  id: (c) => String(c.id),
  active: (c) => c.status === 1,
};
