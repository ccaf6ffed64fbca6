// the feature's own labels, registered before any of its components render
import "./default-labels";
// The wallet panel of the booking view, apart from the index so the wallet page does not load it.
// The app's booking route hands it to the booking view (features do not import each other).
export { WalletPanel } from "./wallet-panel";
