import type { SystemContext } from "@chakra-ui/react";

export type Mode = "light" | "dark";

/** The hex value a colour token has in `mode`, following semantic tokens and `{...}` references. */
export function resolveColor(system: SystemContext, name: string, mode: Mode): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const raw: unknown = conditions ? (conditions[`_${mode}`] ?? conditions.base) : token.value;
  if (typeof raw !== "string") throw new Error(`colour token ${name} has no ${mode} value`);
  const reference = /^\{colors\.(.+)\}$/.exec(raw);
  return reference?.[1] ? resolveColor(system, reference[1], mode) : raw;
}

function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}
