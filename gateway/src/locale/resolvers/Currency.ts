import type { CurrencyResolvers } from "../../__generated__/resolvers-types";
import { isOffered } from "../locale-selection";

export const Currency: CurrencyResolvers = {
  id: (c) => String(c.id),
  active: isOffered,
};
