// The web app's feature boundaries are a lint rule (eslint.config.mjs, import-x/no-restricted-paths):
// this test lints snippets with the repository's config, so the rule cannot silently disappear.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(__dirname, "../..");

interface Snippet {
  filePath: string;
  code: string;
}
type Messages = { ruleId: string | null; message: string }[];

function lint(snippets: Snippet[]): Messages[] {
  const out = execFileSync(
    process.execPath,
    ["tests/lint/lint-snippets.mjs", JSON.stringify(snippets)],
    { cwd: root, encoding: "utf8" },
  );
  return JSON.parse(out) as Messages[];
}

const importing = (filePath: string, from: string): Snippet => ({
  filePath,
  code: `import * as other from "${from}";\n\nexport const used = other;\n`,
});

/** A hand-wired Chakra field: what the design system's FormField and PlainField replace. */
const fieldSnippet = (filePath: string): Snippet => ({
  filePath,
  code: `import { Field, Input } from "@chakra-ui/react";\n\nexport const F = () => (\n  <Field.Root>\n    <Field.Label>Name</Field.Label>\n    <Input />\n  </Field.Root>\n);\n`,
});

/** Buttons that show a spinner while they work: without loadingText, and with it. */
const loadingButton = (filePath: string, props: string): Snippet => ({
  filePath,
  code: `import { Button } from "@chakra-ui/react";\n\nexport const B = () => (\n  <Button loading ${props}>\n    Save\n  </Button>\n);\n`,
});

const restricted = (messages: Messages) =>
  messages.filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message);

const features = readdirSync(resolve(root, "web/src/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A module of a feature (a real file, so the import resolves). */
const moduleOf = (feature: string) => {
  const file = readdirSync(resolve(root, "web/src/features", feature)).find(
    (name) => /\.tsx?$/.test(name) && !name.includes(".test."),
  );
  if (!file) throw new Error(`web/src/features/${feature} has no module`);
  return file.replace(/\.tsx?$/, "");
};

describe("web feature boundaries (lint)", () => {
  // One ESLint run for every case: loading the config and the parsers takes seconds.
  const cases = {
    crossIndex: importing("web/src/features/booking/snippet.ts", "../wallet"),
    crossDeep: importing("web/src/features/booking/snippet.ts", "../wallet/panel"),
    crossLocale: importing("web/src/features/trips/snippet.tsx", "../locale/index"),
    ...Object.fromEntries(
      features.map((feature) => [
        `every:${feature}`,
        importing(
          `web/src/features/${feature}/snippet.ts`,
          ((other) => `../${other}/${moduleOf(other)}`)(features.find((f) => f !== feature)!),
        ),
      ]),
    ),
    libToFeature: importing("web/src/lib/snippet.ts", "../features/auth"),
    libToApp: importing("web/src/lib/money/snippet.ts", "../../app/routes"),
    designSystemToWeb: importing("design-system/src/snippet.ts", "../../web/src/lib/dates"),
    sameFeature: importing("web/src/features/booking/snippet.ts", "./booking-view"),
    featureToLib: importing("web/src/features/booking/snippet.ts", "../../lib/money/money-amount"),
    featureToDesignSystem: importing(
      "web/src/features/booking/snippet.ts",
      "@travel/design-system",
    ),
    appToFeature: importing("web/src/app/snippet.ts", "../features/wallet"),
    handWiredField: fieldSnippet("web/src/features/booking/snippet.tsx"),
    handWiredFieldInLib: fieldSnippet("web/src/lib/forms/snippet.tsx"),
    fieldInDesignSystem: fieldSnippet("design-system/src/components/snippet.tsx"),
    namelessLoading: loadingButton("web/src/features/booking/snippet.tsx", ""),
    loadingWithText: loadingButton("web/src/features/booking/snippet.tsx", 'loadingText="Save"'),
    loadingWithLabel: loadingButton("web/src/features/booking/snippet.tsx", 'aria-label="Save"'),
  };
  const names = Object.keys(cases) as (keyof typeof cases)[];
  let results: Record<string, Messages>;

  beforeAll(() => {
    const messages = lint(names.map((name) => cases[name]));
    results = Object.fromEntries(names.map((name, i) => [name, messages[i]!]));
  }, 120_000);

  it("fails an import of another feature, through its index or past it", () => {
    expect(restricted(results.crossIndex!)).toEqual([
      expect.stringContaining("the booking feature imports no other feature"),
    ]);
    expect(restricted(results.crossDeep!)).toHaveLength(1);
    expect(restricted(results.crossLocale!)).toHaveLength(1);
  });

  it("covers every feature folder", () => {
    expect(features.length).toBeGreaterThan(5);
    for (const feature of features) {
      expect({ feature, errors: restricted(results[`every:${feature}`]!).length }).toEqual({
        feature,
        errors: 1,
      });
    }
  });

  it("keeps web/src/lib below the features and the app, and the design system apart", () => {
    expect(restricted(results.libToFeature!)).toHaveLength(1);
    expect(restricted(results.libToApp!)).toHaveLength(1);
    expect(restricted(results.designSystemToWeb!)).toHaveLength(1);
  });

  it("allows a feature's own modules, lib, the design system, and the app composing features", () => {
    expect(results.sameFeature).toEqual([]);
    expect(results.featureToLib).toEqual([]);
    expect(results.featureToDesignSystem).toEqual([]);
    expect(results.appToFeature).toEqual([]);
  });

  it("fails a hand-wired Field.Root in the web app, not in the design system", () => {
    const syntax = (messages: Messages) =>
      messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
    expect(syntax(results.handWiredField!)).toEqual([
      expect.stringContaining("use the design system's FormField"),
    ]);
    expect(syntax(results.handWiredFieldInLib!)).toHaveLength(1);
    expect(results.fieldInDesignSystem).toEqual([]);
  });

  it("fails a loading Button that would lose its accessible name while it works", () => {
    const syntax = (messages: Messages) =>
      messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
    expect(syntax(results.namelessLoading!)).toEqual([
      expect.stringContaining("a Button with `loading` needs `loadingText`"),
    ]);
    expect(results.loadingWithText).toEqual([]);
    expect(results.loadingWithLabel).toEqual([]);
  });
});
