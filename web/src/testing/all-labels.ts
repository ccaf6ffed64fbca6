/**
 * Every English default label of the web app: the shared ones and each feature's own
 * (lib/i18n/feature-labels.ts), for tests that check the label seeds hold them all.
 */
import { agentLabels } from "../features/agent/default-labels";
import { bookingLabels } from "../features/booking/default-labels";
import { profileLabels } from "../features/profile/default-labels";
import { referralLabels } from "../features/referral/default-labels";
import { searchLabels } from "../features/search/default-labels";
import { tripsLabels } from "../features/trips/default-labels";
import { walletLabels } from "../features/wallet/default-labels";
import { defaultLabels, type LabelKey } from "../lib/i18n";
import { offerLabels } from "../lib/offers/offer-labels";

export const allDefaultLabels: Readonly<Record<LabelKey, string>> = {
  ...defaultLabels,
  ...agentLabels,
  ...bookingLabels,
  ...profileLabels,
  ...referralLabels,
  ...searchLabels,
  ...tripsLabels,
  ...walletLabels,
  ...offerLabels,
};

export const allLabelKeys = Object.keys(allDefaultLabels) as LabelKey[];
