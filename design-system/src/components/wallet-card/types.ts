import type { ReactNode } from "react";
import type { PanelProps } from "../panel";

/** The state of a wallet card shown to the traveller (spec §4 card status). */
export type WalletCardStatus = "active" | "inactive" | "spent" | "expired";

/** The words of a card's details (translated by the app). */
export interface WalletCardLabels {
  /** Read before the status badge: "State". */
  status: string;
  /** "Code". */
  code: string;
  /** The amount's name: "Value" for certificates and discount cards, "Balance" for cash. */
  amount: string;
  /** "Usable on". */
  usableOn: string;
}

export interface WalletCardProps extends Omit<PanelProps, "children"> {
  /** The card's name (heading). */
  name: ReactNode;
  /** The card's code, in a monospace font. */
  code: string;
  status: WalletCardStatus;
  /** The status's translated name on the badge ("Active", "Spent"). */
  statusLabel: string;
  /** The amount, written (a `Money`, or the converted amount with the card's own). */
  amount: ReactNode;
  /** The products the card pays for ("Hotels, Cruises", "Any product"). */
  usableOn: ReactNode;
  labels: WalletCardLabels;
  /** The heading's level (default h3: cards sit under a section's h2). */
  headingLevel?: "h2" | "h3" | "h4";
}
