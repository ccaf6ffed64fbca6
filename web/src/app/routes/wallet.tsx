import { WalletView } from "../../features/wallet";
import { SignedInPage } from "./signed-in-page";

/** /wallet: the traveller's certificates, discount cards and cash card. */
export function WalletRoute() {
  return (
    <SignedInPage titleKey="account.wallet.title" descriptionKey="account.wallet.description">
      <WalletView />
    </SignedInPage>
  );
}
