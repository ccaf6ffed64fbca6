import type { ProductWalletQuery } from "../../__generated__/graphql";
import type { WalletSelection } from "./selection";

export type ProductWallet = NonNullable<ProductWalletQuery["wallet"]>;

/**
 * What the booking view gives the wallet panel. The booking feature does not import the wallet
 * feature: the app's route hands it the panel (features/wallet/panel.ts) as a component.
 */
export interface WalletPanelProps {
  wallet: ProductWallet;
  /** The product area's name, for the reasons (`Not valid for Hotels`). */
  productLabel: string;
  selection: WalletSelection;
  onChange: (selection: WalletSelection) => void;
  disabled?: boolean;
}
