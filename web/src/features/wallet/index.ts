export { WalletView } from "./wallet-view";
