import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createSystem, defineConfig, type SystemContext } from "@chakra-ui/react";
import { system } from "../src/system";
import { resolveColor } from "../src/testing/contrast";
import {
  cssVariables,
  dtcgTokens,
  exportedTokens,
  ROOT_KEY,
  tokenFiles,
  type DtcgGroup,
  type DtcgToken,
  type Mode,
} from "./token-exports";

const tokensDir = resolve(__dirname, "../tokens");

test("the committed exports in design-system/tokens are what the Chakra system gives now", () => {
  for (const [name, text] of Object.entries(tokenFiles(system))) {
    const committed = readFileSync(resolve(tokensDir, name), "utf8");
    // On failure: run `npm run build:tokens -w design-system` and commit design-system/tokens.
    expect({ name, text: committed }).toEqual({ name, text });
  }
});

type Node = DtcgGroup | DtcgToken | string | undefined;
const isToken = (node: Node): node is DtcgToken => typeof node === "object" && "$type" in node;
const isGroup = (node: Node): node is DtcgGroup => typeof node === "object" && !isToken(node);

/** The token at a dotted DTCG path, following aliases to a value. */
function resolveDtcg(tree: DtcgGroup, path: string, seen: string[] = []): DtcgToken["$value"] {
  if (seen.includes(path)) throw new Error(`alias loop: ${[...seen, path].join(" -> ")}`);
  let node: Node = tree;
  for (const key of path.split(".")) node = isGroup(node) ? node[key] : undefined;
  if (isGroup(node)) node = node[ROOT_KEY];
  if (!isToken(node)) throw new Error(`no DTCG token ${path}`);
  const alias = typeof node.$value === "string" && /^\{(.+)\}$/.exec(node.$value)?.[1];
  return alias ? resolveDtcg(tree, alias, [...seen, path]) : node.$value;
}

/** The DTCG path of a token of the system (a dot inside a name, as in spacing `0.5`, is `_`). */
const dtcgPath = (path: string[]) => path.map((segment) => segment.replaceAll(".", "_")).join(".");

test.each<Mode>(["light", "dark"])(
  "every colour of the %s DTCG file resolves to the colour the Chakra system gives",
  (mode) => {
    const tree = JSON.parse(readFileSync(resolve(tokensDir, `tokens.${mode}.json`), "utf8"));
    const colours = exportedTokens(system).filter((token) => token.path[0] === "colors");
    expect(new Set(colours.map((token) => token.name)).size).toBeGreaterThan(300);
    const named: Record<string, string> = { white: "#ffffff", black: "#000000" };
    for (const token of colours) {
      const fromSystem = resolveColor(system, token.name.slice("colors.".length), mode);
      expect([token.name, resolveDtcg(tree, dtcgPath(token.path))]).toEqual([
        token.name,
        named[fromSystem] ?? fromSystem,
      ]);
    }
    // the product's own tokens are there, with their mode's value
    expect(resolveDtcg(tree, "colors.brand.solid")).toBe(mode === "light" ? "#145c96" : "#2174b1");
    expect(resolveDtcg(tree, "colors.theme.holiday")).toBe(
      mode === "light" ? "#b9360b" : "#ffae71",
    );
    expect(resolveDtcg(tree, "breakpoints.xll")).toBe("1300px");
    expect(resolveDtcg(tree, "spacing.0_5")).toBe("0.125rem");
    expect(resolveDtcg(tree, "fontWeights.semibold")).toBe(600);
    expect(resolveDtcg(tree, "easings.ease-in-out")).toEqual([0.42, 0, 0.58, 1]);
  },
);

/** The custom properties of each rule of a CSS text, by selector. */
function cssRules(css: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const declarations = new Map<string, string>();
    for (const [, name, value] of (body ?? "").matchAll(/(--[^:\s]+):\s*([^;]+);/g)) {
      declarations.set(name ?? "", value ?? "");
    }
    rules.set(
      (selector ?? "")
        .replace(/\/\*[\s\S]*?\*\//, "")
        .replaceAll(/\s+/g, " ")
        .trim(),
      declarations,
    );
  }
  return rules;
}

test("every CSS custom property has the name and value Chakra's own token CSS gives it", () => {
  const css = readFileSync(resolve(tokensDir, "tokens.css"), "utf8");
  const rules = cssRules(css);
  const chakra = (system.getTokenCss() as Record<string, Record<string, Record<string, string>>>)[
    "@layer tokens"
  ];
  if (!chakra) throw new Error("Chakra's token CSS has no @layer tokens");
  const pairs = [
    [":root", "&:where(html, .chakra-theme)"],
    [":root, .light", ":root &, .light &"],
    [".dark, .dark .chakra-theme:not(.light)", ".dark &, .dark .chakra-theme:not(.light) &"],
  ] as const;
  expect([...rules.keys()]).toEqual(pairs.map(([ours]) => ours));
  for (const [ours, theirs] of pairs) {
    const exported = rules.get(ours) ?? new Map();
    expect(exported.size).toBeGreaterThan(100);
    for (const [name, value] of exported) {
      const chakraValue = chakra[theirs]?.[name];
      expect([ours, name, value]).toEqual([ours, name, String(chakraValue)]);
    }
  }
  expect(rules.get(":root")?.get("--chakra-colors-brand-600")).toBe("#145c96");
  expect(rules.get(".dark, .dark .chakra-theme:not(.light)")?.get("--chakra-colors-bg")).toBe(
    "var(--chakra-colors-gray-950)",
  );
});

test("a change to a token of the theme changes the exports", () => {
  const changed: SystemContext = createSystem(
    system._config,
    defineConfig({ theme: { tokens: { colors: { brand: { 600: { value: "#123456" } } } } } }),
  );
  expect(resolveDtcg(dtcgTokens(changed, "light"), "colors.brand.solid")).toBe("#123456");
  expect(cssVariables(changed)).toContain("--chakra-colors-brand-600: #123456;");
  expect(tokenFiles(changed)["tokens.light.json"]).not.toBe(
    tokenFiles(system)["tokens.light.json"],
  );
});

test("a value the DTCG format cannot hold is a clear error, not a silent export", () => {
  const broken = createSystem(
    system._config,
    defineConfig({ theme: { tokens: { spacing: { odd: { value: "calc(1px + 1rem)" } } } } }),
  );
  expect(() => dtcgTokens(broken, "light")).toThrow(
    'token spacing.odd: "calc(1px + 1rem)" is not a DTCG dimension',
  );
});
