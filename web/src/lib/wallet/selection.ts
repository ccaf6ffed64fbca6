// The selection rules are the shared ones (spec §4): a certificate clears the discount cards of
// the product and the reverse.
export {
  chooseCertificate,
  chooseDiscountCards,
  type WalletSelection,
} from "@travel/schema/wallet";
