/**
 * Spec §3: the wallet options an organisation enables, from its comma-separated `org_site_wallet`
 * (the gateway's site config and wallet, the upstream's booking check).
 */

export type WalletOptionName = "DISCOUNT_CARDS" | "CERTIFICATES" | "CASH_CARD" | "MYVACATIONS";

const BY_UPSTREAM_NAME: Record<string, WalletOptionName> = {
  "discount cards": "DISCOUNT_CARDS",
  certificates: "CERTIFICATES",
  "cash card": "CASH_CARD",
  myvacations: "MYVACATIONS",
};

/** Enabled options in the order listed, case-insensitive, unknown names and repeats dropped. */
export function enabledWalletOptions(orgSiteWallet: string): WalletOptionName[] {
  const options = orgSiteWallet
    .split(",")
    .map((name) => BY_UPSTREAM_NAME[name.trim().toLowerCase()])
    .filter((option): option is WalletOptionName => option !== undefined);
  return [...new Set(options)];
}
