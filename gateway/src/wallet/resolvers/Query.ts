import type { QueryResolvers } from "../../__generated__/resolvers-types";
import { moneyContext } from "../money-context";
import { todayIso, toWallet, walletModel } from "../wallet-model";

export const Query: QueryResolvers = {
  wallet: async (_parent, _args, { loaders }) => {
    const data = await loaders.userWallet.load();
    if (data === null) return null;
    return toWallet(walletModel(data, todayIso()), await moneyContext(loaders));
  },
};
