import type { SystemContext } from "@chakra-ui/react";
import { contrastRatio, resolveColor, type Mode } from "../testing/contrast";
import { themeColorByType, themeTypes } from "../theme/theme-types";

/** A text colour token on a background colour token, as the gallery's contrast table lists them. */
export interface ColorPair {
  fg: string;
  bg: string;
}

/** The level a WCAG 2 contrast ratio reaches for text. */
export type WcagLevel = "AAA" | "AA" | "AA large" | "fail";

export function wcagLevel(ratio: number): WcagLevel {
  if (ratio >= 7) return "AAA";
  if (ratio >= 4.5) return "AA";
  if (ratio >= 3) return "AA large";
  return "fail";
}

/** The semantic pairs the product puts text on: page and panel text, palettes, theme colours. */
export const semanticPairs: readonly ColorPair[] = [
  { fg: "fg", bg: "bg" },
  { fg: "fg.muted", bg: "bg" },
  { fg: "fg", bg: "bg.panel" },
  { fg: "fg.muted", bg: "bg.panel" },
  { fg: "fg.error", bg: "bg" },
  { fg: "brand.contrast", bg: "brand.solid" },
  { fg: "brand.fg", bg: "bg" },
  { fg: "accent.contrast", bg: "accent.solid" },
  { fg: "accent.fg", bg: "bg" },
  ...themeTypes.map((type) => ({
    fg: `${themeColorByType(type)}.contrast`,
    bg: themeColorByType(type),
  })),
];

export interface PairContrast {
  mode: Mode;
  fg: string;
  bg: string;
  fgHex: string;
  bgHex: string;
  ratio: number;
  level: WcagLevel;
}

/** Each pair's colours and WCAG contrast ratio in one colour mode. */
export function pairContrasts(
  system: SystemContext,
  pairs: readonly ColorPair[],
  mode: Mode,
): PairContrast[] {
  return pairs.map(({ fg, bg }) => {
    const fgHex = resolveColor(system, fg, mode).toLowerCase();
    const bgHex = resolveColor(system, bg, mode).toLowerCase();
    const ratio = contrastRatio(fgHex, bgHex);
    return { mode, fg, bg, fgHex, bgHex, ratio, level: wcagLevel(ratio) };
  });
}

/** A ratio as WCAG writes it: "4.52:1". */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
