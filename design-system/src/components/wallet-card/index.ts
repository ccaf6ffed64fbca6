export { WalletCard, walletCardStatusPalette } from "./wallet-card";
export type { WalletCardLabels, WalletCardProps, WalletCardStatus } from "./types";
