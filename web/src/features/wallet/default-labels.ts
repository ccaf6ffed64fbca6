/**
 * The English default labels of this feature, loaded with its code (lib/i18n/feature-labels.ts);
 * the es-ES texts are in the upstream's label seed like every other.
 */
import { registerDefaultLabels, type LabelsOf } from "../../lib/i18n";

export const walletLabels = registerDefaultLabels({
  "wallet.regionLabel": "Your wallet",
  "wallet.notAvailable": "The wallet is not available on this site.",
  "wallet.noCards": "Your wallet has no cards to show.",
  "wallet.summary.heading": "Wallet total",
  "wallet.summary.total": "Your usable cards are worth {{total}} together.",
  "wallet.summary.certificates": "Certificates",
  "wallet.summary.discountCards": "Discount cards",
  "wallet.summary.cashCard": "Cash card balance",
  "wallet.summary.incomplete":
    "Some cards are left out: their currency has no exchange rate right now.",
  "wallet.section.certificates": "Certificates",
  "wallet.section.discountCards": "Discount Cards",
  "wallet.section.cashCard": "Cash Card",
  "wallet.empty.certificates": "You have no certificates.",
  "wallet.empty.discountCards": "You have no discount cards.",
  "wallet.empty.cashCard": "You have no cash card.",
  "wallet.field.code": "Code",
  "wallet.field.state": "State",
  "wallet.field.value": "Value",
  "wallet.field.balance": "Balance",
  "wallet.field.usableOn": "Can be used for",
  "wallet.usableOnAny": "Any product",
  "wallet.usableOnNone": "No product",
  "wallet.ownAmount": "{{amount}} on the card",
  "wallet.state.active": "Active",
  "wallet.state.inactive": "Inactive",
  "wallet.state.spent": "Spent",
  "wallet.state.expired": "Expired",
});

declare module "../../lib/i18n/feature-labels" {
  interface FeatureLabels extends LabelsOf<typeof walletLabels> {}
}
