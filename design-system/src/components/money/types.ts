import type { ReactNode } from "react";
import type { TextProps } from "@chakra-ui/react";
import type { MoneyValue } from "./format-money";

export interface MoneyProps extends Omit<TextProps, "children"> {
  /** The amount to show, already in its currency (GraphQL `Money { decimal currency }`). */
  value: MoneyValue;
  /** The language to write it in (BCP 47); the runtime's own when absent. */
  locale?: string;
  /**
   * The earlier price, shown struck through before the amount, with `label` ("Was") read out
   * before it instead of the strike-through a screen reader does not announce.
   */
  was?: { value: MoneyValue; label: string };
  /** Words after the amount, smaller and muted: "per night", "total for 3 nights". */
  caption?: ReactNode;
  /**
   * A sentence the amount stands in, translated, with `{{price}}` where the amount goes
   * ("{{price}} per night", "desde {{price}}"): its words plain, the amount strong. Without the
   * placeholder the amount comes first, then the sentence.
   */
  sentence?: string;
}

/** One line of a price breakdown. */
export interface PriceLine {
  /** Unique among the lines (the line's code and index). */
  key: string;
  label: ReactNode;
  /** The line's amount; a negative one (a certificate, a discount card) shows as a saving. */
  amount: MoneyValue;
  /** Smaller text under the label: "3 nights", the card's code. */
  detail?: ReactNode;
}

export interface PriceBreakdownProps {
  /** The accessible name of the list ("Price breakdown"). */
  label: string;
  /** The lines before the total: the price, then certificates, cards, taxes… */
  lines: readonly PriceLine[];
  /** The last, emphasised line. */
  total: Omit<PriceLine, "key">;
  /** The language the amounts are written in (BCP 47). */
  locale?: string;
}
