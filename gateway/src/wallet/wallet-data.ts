/**
 * The traveller's wallet as the gateway uses it (spec §3 user card response, §4 wallet loading,
 * §6 wallet by options): the cards of every upstream entry together, each kind only when the
 * organisation enables its option, and the options themselves.
 */
import { enabledWalletOptions, type WalletOptionName } from "@travel/schema/wallet";
import type { PaymentCardEntry, UserCardsEntry } from "./wallet.mappers";

export interface WalletData {
  /** Enabled wallet options, from `walletOptions.org_site_wallet`, else the site configuration's. */
  options: WalletOptionName[];
  /** Certificates (every state); empty when the Certificates option is off. */
  certificates: PaymentCardEntry[];
  /** Discount cards; empty when the Discount Cards option is off. */
  discountCards: PaymentCardEntry[];
  /** Cash cards; empty when the Cash Card option is off. */
  cashCards: PaymentCardEntry[];
  /** Every card of every entry, whatever the options (to name the cards a reservation spent). */
  allCards: PaymentCardEntry[];
  /** True when the upstream call failed (logged): the wallet is then empty. */
  failed: boolean;
}

/**
 * Options named by the entries (spec §4: the wallet is shown if any entry has an option); the
 * site configuration's `org_site_wallet` when no entry names any.
 */
export function walletOptionsOf(
  entries: readonly UserCardsEntry[],
  siteOrgSiteWallet: string,
): WalletOptionName[] {
  const named = entries.map((e) => e.walletOptions.org_site_wallet);
  return enabledWalletOptions(named.length > 0 ? named.join(",") : siteOrgSiteWallet);
}

export function walletFromEntries(
  entries: readonly UserCardsEntry[],
  siteOrgSiteWallet: string,
): WalletData {
  const options = walletOptionsOf(entries, siteOrgSiteWallet);
  const enabled = (option: WalletOptionName, cards: (e: UserCardsEntry) => PaymentCardEntry[]) =>
    options.includes(option) ? entries.flatMap(cards) : [];
  return {
    options,
    certificates: enabled("CERTIFICATES", (e) => e.certidata),
    discountCards: enabled("DISCOUNT_CARDS", (e) => e.discountcarddata),
    cashCards: enabled("CASH_CARD", (e) => e.cashcarddata),
    allCards: entries.flatMap((e) => [...e.certidata, ...e.discountcarddata, ...e.cashcarddata]),
    failed: false,
  };
}

/** The empty wallet a failed call gives (spec §8: logged, no message). */
export function failedWallet(siteOrgSiteWallet: string): WalletData {
  return { ...walletFromEntries([], siteOrgSiteWallet), failed: true };
}
