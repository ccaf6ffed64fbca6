import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import type { WalletProduct } from "../../__generated__/graphql";
import { ProductWalletQuery } from "../../lib/wallet/product-wallet-query";
import type { WalletSelection } from "../../lib/wallet/selection";

/**
 * The signed-in traveller's wallet for the product, and the booking panel's selection: until the
 * traveller chooses, the gateway's (spec §4 selection). An offer of no wallet product (a flight,
 * a car…) has none: its certificates and discount cards are not asked for.
 */
export function useBookingWallet(product: WalletProduct | null, signedIn: boolean) {
  const asked = signedIn && product !== null;
  const query = useQuery(ProductWalletQuery, {
    variables: { product: product ?? "HLT" },
    skip: !asked,
  });
  const wallet = asked ? (query.data?.wallet ?? null) : null;
  const [chosen, setChosen] = useState<WalletSelection | null>(null);
  const selection: WalletSelection = chosen ?? {
    // (a wallet, and so a selection, is shown only for a wallet product)
    product: product ?? "HLT",
    certificateId: wallet?.forProduct.selectedCertificate?.id ?? null,
    discountCardIds: [],
  };
  return {
    wallet,
    selection,
    /** Loaded, failed, or not asked for (signed out): the quote can be asked for. */
    ready: !asked || query.data !== undefined || query.error !== undefined,
    /** The wallet panel shows: a wallet with certificates or discount cards for the product. */
    shown:
      wallet !== null &&
      wallet.enabled &&
      (wallet.options.includes("CERTIFICATES") || wallet.options.includes("DISCOUNT_CARDS")),
    failed: query.error !== undefined && !query.data,
    defaultCertificate: wallet?.forProduct.defaultCertificate ?? null,
    choose: setChosen,
    /** Asked for again (after a currency change); nothing when signed out. */
    refetch: () => (asked ? query.refetch() : Promise.resolve(null)),
    /** Back to the gateway's selection, with the wallet as it is now. */
    reset: async () => {
      setChosen(null);
      if (asked) await query.refetch().catch(() => undefined);
    },
  };
}
