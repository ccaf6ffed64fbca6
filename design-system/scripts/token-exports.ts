/**
 * The design tokens for design tools and other stacks, built from the product's Chakra system
 * (its token dictionary: Chakra's defaults merged with design-system/src/theme, exactly what
 * `createSystem` gives the components):
 *
 * - DTCG JSON (Design Tokens Community Group format: `$type`, `$value`, `{group.token}` aliases),
 *   one self-contained file per colour mode: the primitives, and the semantic tokens with that
 *   mode's alias;
 * - CSS custom properties under Chakra's own names (`--chakra-colors-brand-600`), light values on
 *   `:root` and `.light`, dark values under `.dark`, as the Chakra app sets them.
 *
 * `npm run build:tokens -w design-system` writes them to design-system/tokens; tokens.test.ts
 * fails when the committed files drift from the system.
 */
import type { SystemContext } from "@chakra-ui/react";

export type Mode = "light" | "dark";

type Token = SystemContext["tokens"]["allTokens"][number];

/** The token categories exported, with their DTCG type. Sizes, shadows, borders... stay Chakra's. */
export const exportedCategories = {
  colors: "color",
  fonts: "fontFamily",
  fontSizes: "dimension",
  fontWeights: "fontWeight",
  lineHeights: "number",
  letterSpacings: "dimension",
  spacing: "dimension",
  radii: "dimension",
  breakpoints: "dimension",
  durations: "duration",
  easings: "cubicBezier",
  zIndex: "number",
} as const;

type Category = keyof typeof exportedCategories;

export interface DtcgToken {
  $type: string;
  $value: string | number | number[];
  $description?: string;
}
export interface DtcgGroup {
  [key: string]: DtcgGroup | DtcgToken | string;
}

/** Name of the token of a group that is itself a token (Chakra's `DEFAULT`), as DTCG spells it. */
export const ROOT_KEY = "$root";

const CSS_NAMED_COLORS: Record<string, string> = { white: "#ffffff", black: "#000000" };

function isCategory(name: string): name is Category {
  return Object.hasOwn(exportedCategories, name);
}

/** The system's tokens this export covers: no negative spacing copies, no `colorPalette` aliases. */
export function exportedTokens(system: SystemContext): Token[] {
  return system.tokens.allTokens.filter((token) => {
    const [category, second] = token.path;
    return (
      category !== undefined &&
      isCategory(category) &&
      !token.extensions.negative &&
      !(category === "colors" && second === "colorPalette")
    );
  });
}

/** `0.5` is not a valid DTCG name (a dot separates groups): spacing `0.5` is exported as `0_5`. */
function dtcgSegment(segment: string): string {
  if (segment.startsWith("$") || /[{}]/.test(segment)) {
    throw new Error(`token name segment "${segment}" cannot be written as DTCG`);
  }
  return segment.replaceAll(".", "_");
}

/** The semantic value of a token in a mode: its `_light`/`_dark` condition, or `base`. */
function conditionValue(token: Token, mode: Mode): string | undefined {
  const conditions = token.extensions.conditions as Record<string, unknown> | undefined;
  if (!conditions) return undefined;
  const value = conditions[`_${mode}`] ?? conditions.base;
  if (typeof value !== "string") {
    throw new Error(`semantic token ${token.name} has no ${mode} value`);
  }
  return value;
}

function dtcgValue(category: Category, raw: string, name: string): DtcgToken["$value"] {
  const type = exportedCategories[category];
  const fail = (): never => {
    throw new Error(`token ${name}: "${raw}" is not a DTCG ${type}`);
  };
  switch (type) {
    case "color": {
      const colour = CSS_NAMED_COLORS[raw] ?? raw;
      return /^#[0-9a-f]{3,8}$|^rgba?\(|^transparent$|^currentColor$/i.test(colour)
        ? colour
        : fail();
    }
    case "dimension":
      if (raw === "0") return "0px";
      return /^-?\d*\.?\d+(px|rem|em)$/.test(raw) ? raw : fail();
    case "duration":
      return /^\d*\.?\d+m?s$/.test(raw) ? raw : fail();
    case "fontWeight":
    case "number": {
      const number = Number(raw);
      return raw.trim() !== "" && Number.isFinite(number) ? number : fail();
    }
    case "cubicBezier": {
      const match = /^cubic-bezier\(([^)]+)\)$/.exec(raw);
      const points = match?.[1]?.split(",").map(Number) ?? [];
      return points.length === 4 && points.every(Number.isFinite) ? points : fail();
    }
    case "fontFamily":
      return raw;
  }
}

/** DTCG path of every exported token; tokens that are also groups get the `$root` key. */
function dtcgPaths(tokens: Token[]): Map<string, string[]> {
  const names = new Set(tokens.map((token) => token.name));
  const groups = new Set<string>();
  for (const name of names) {
    const parts = name.split(".");
    for (let i = 1; i < parts.length; i++) groups.add(parts.slice(0, i).join("."));
  }
  const paths = new Map<string, string[]>();
  for (const token of tokens) {
    const path = token.path.map(dtcgSegment);
    paths.set(token.name, groups.has(token.name) ? [...path, ROOT_KEY] : path);
  }
  return paths;
}

function setIn(tree: DtcgGroup, path: string[], token: DtcgToken): void {
  let node = tree;
  for (const key of path.slice(0, -1)) {
    const next = (node[key] ??= {});
    if (typeof next !== "object" || "$value" in next) throw new Error(`${path.join(".")} clashes`);
    node = next as DtcgGroup;
  }
  const last = path.at(-1);
  if (last === undefined || node[last] !== undefined) throw new Error(`${path.join(".")} twice`);
  node[last] = token;
}

/** The DTCG tree of one colour mode. */
export function dtcgTokens(system: SystemContext, mode: Mode): DtcgGroup {
  const tokens = exportedTokens(system);
  const paths = dtcgPaths(tokens);
  const alias = (reference: string, from: string): string => {
    const target = paths.get(reference);
    if (!target) throw new Error(`token ${from} refers to {${reference}}, which is not exported`);
    return `{${target.join(".")}}`;
  };
  const tree: DtcgGroup = {
    $description: `Design tokens of @travel/design-system, ${mode} mode. Generated from the Chakra system by design-system/scripts/build-tokens.ts: do not edit.`,
  };
  const done = new Set<string>();
  for (const token of tokens) {
    if (done.has(token.name)) continue; // a semantic token is listed once per condition
    done.add(token.name);
    const category = token.path[0] as Category;
    const semantic = conditionValue(token, mode);
    const raw = semantic ?? String(token.originalValue);
    const reference = /^\{([^}/]+)\}$/.exec(raw)?.[1];
    if (semantic !== undefined && reference === undefined && /[{}]/.test(raw)) {
      throw new Error(`semantic token ${token.name} has a value DTCG cannot alias: ${raw}`);
    }
    const $value =
      reference !== undefined ? alias(reference, token.name) : dtcgValue(category, raw, token.name);
    setIn(tree, paths.get(token.name) ?? [], { $type: exportedCategories[category], $value });
  }
  return tree;
}

/** The CSS custom property declarations of tokens, as Chakra's system writes them. */
function declarations(tokens: Token[]): string {
  return tokens.map((token) => `  ${token.extensions.cssVar?.var}: ${token.value};`).join("\n");
}

/** The CSS custom properties: primitives on `:root`, semantic colours per mode like Chakra's. */
export function cssVariables(system: SystemContext): string {
  const tokens = exportedTokens(system);
  const missingVar = tokens.find((token) => !token.extensions.cssVar?.var);
  if (missingVar) throw new Error(`token ${missingVar.name} has no CSS variable`);
  const base = tokens.filter((token) => token.extensions.condition === "base");
  const light = tokens.filter((token) => token.extensions.condition === "_light");
  const dark = tokens.filter((token) => token.extensions.condition === "_dark");
  const other = tokens.find(
    (token) => !base.includes(token) && !light.includes(token) && !dark.includes(token),
  );
  if (other) throw new Error(`token ${other.name} has a condition the export does not know`);
  return [
    "/* Design tokens of @travel/design-system as CSS custom properties, under the names the Chakra",
    " * system uses. Dark mode: put the class `dark` on <html>. Generated from the Chakra system by",
    " * design-system/scripts/build-tokens.ts: do not edit. */",
    `:root {\n${declarations(base)}\n}`,
    `:root,\n.light {\n${declarations(light)}\n}`,
    `.dark,\n.dark .chakra-theme:not(.light) {\n${declarations(dark)}\n}`,
    "",
  ].join("\n");
}

/** Every exported file, by its name in design-system/tokens. */
export function tokenFiles(system: SystemContext): Record<string, string> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    "tokens.light.json": json(dtcgTokens(system, "light")),
    "tokens.dark.json": json(dtcgTokens(system, "dark")),
    "tokens.css": cssVariables(system),
  };
}
