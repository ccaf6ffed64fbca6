// The wallet panel of the booking view, apart from the index so the wallet page does not load it.
export { WalletPanel, type WalletSelection } from "./wallet-panel";
export { ProductWalletQuery } from "./product-wallet-query";
