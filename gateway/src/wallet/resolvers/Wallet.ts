import type { WalletResolvers } from "../../__generated__/resolvers-types";
import { moneyContext } from "../money-context";
import { walletSummary } from "../wallet-summary";
import {
  catalogueModel,
  productWalletModel,
  todayIso,
  toProductWallet,
  walletModelOf,
} from "../wallet-model";

export const Wallet: WalletResolvers = {
  summary: async (wallet, _args, { loaders }) =>
    walletSummary(walletModelOf(wallet), await moneyContext(loaders)),
  forProduct: async (wallet, { product, current }, { loaders }) => {
    const model = walletModelOf(wallet);
    // the catalogue is read once per request, and only when certificates are enabled
    const catalogue = model.data.options.includes("CERTIFICATES")
      ? ((await loaders.orgCertificates.load()) ?? [])
      : [];
    const productWallet = productWalletModel(
      model,
      catalogueModel(catalogue, todayIso()),
      product,
      current ?? null,
    );
    return toProductWallet(productWallet, await moneyContext(loaders));
  },
};
