// Size limits (issue 12): no source file of any package over 300 lines (TypeScript, JavaScript,
// the GraphQL SDL and CSS), no React component of the web app or the design system over 200.
// Left out: generated code (a *.generated.* file, a __generated__ folder, or a file whose
// opening comment says it is generated and not to be edited), seed data (the upstream's
// seed*.ts), the published SDL snapshots, tests and test support (the tests package, *.test.*
// files, src/testing folders). A file that is only data (one exported object literal of
// strings, like the label table web/src/lib/i18n/keys.ts) may be longer: it is a table, not code.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";

const root = resolve(__dirname, "../..");
const MAX_FILE_LINES = 300;
const MAX_COMPONENT_LINES = 200;

// storybook-static: the built gallery (npm run build -w design-system), output like dist
const SKIPPED_DIRS = new Set([
  "node_modules",
  "dist",
  "dist-server",
  "storybook-static",
  "__generated__",
  "coverage",
  "testing",
  // the published SDL and its released baseline: snapshots printed by codegen
  "published",
  ".data",
]);

/** Packages whose sources are held to the limits (the tests package is left out). */
const PACKAGES = [
  "web",
  "design-system",
  "gateway",
  "upstream",
  "schema",
  "service-kit",
  "scripts",
  "examples",
];

/** A file whose opening comment says it is generated and is not to be edited by hand. */
const isGenerated = (file: string) => {
  const opening = readFileSync(file, "utf8").slice(0, 400);
  return /generated/i.test(opening) && /do not edit/i.test(opening);
};

/** Source files below `dir`, without tests, generated code and test support. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // web/src/testing and design-system/src/testing are test support (factories, msw, axe)
      if (SKIPPED_DIRS.has(entry.name)) return [];
      return sourceFiles(path);
    }
    if (!/\.(?:[cm]?[jt]sx?|graphql|css)$/.test(entry.name)) return [];
    if (/\.(?:test|spec|generated)\./.test(entry.name) || entry.name.endsWith(".d.ts")) return [];
    // the upstream's demo data: seed.ts, seed-es.ts (seed-once.ts is code and counts)
    if (/^seed(?:-[a-z]{2})?\.ts$/.test(entry.name)) return [];
    return isGenerated(path) ? [] : [path];
  });
}

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);

const lineOf = (source: ts.SourceFile, pos: number) =>
  source.getLineAndCharacterOfPosition(pos).line + 1;

/** An object literal whose values are all strings (or such objects): a data table. */
function isStringTable(node: ts.Expression): boolean {
  let inner = node;
  while (ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner)) inner = inner.expression;
  if (!ts.isObjectLiteralExpression(inner)) return false;
  return inner.properties.every(
    (p) =>
      ts.isPropertyAssignment(p) &&
      (ts.isStringLiteralLike(p.initializer) || isStringTable(p.initializer)),
  );
}

/** The file only declares one exported table of strings (its doc comment aside). */
function isDataOnly(source: ts.SourceFile): boolean {
  const [statement, ...rest] = source.statements;
  if (!statement || rest.length > 0 || !ts.isVariableStatement(statement)) return false;
  return statement.declarationList.declarations.every(
    (d) => d.initializer !== undefined && isStringTable(d.initializer),
  );
}

/** React components of a file (PascalCase functions), with their length in lines. */
function components(source: ts.SourceFile): { name: string; lines: number }[] {
  const found: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    let name: string | undefined;
    let body: ts.Node | undefined;
    if (ts.isFunctionDeclaration(node) && node.name) {
      name = node.name.text;
      body = node;
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      name = node.name.text;
      body = node.initializer;
    }
    if (name && body && /^[A-Z]/.test(name)) {
      found.push({
        name,
        lines: lineOf(source, body.getEnd()) - lineOf(source, body.getStart(source)) + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = PACKAGES.flatMap((dir) => sourceFiles(resolve(root, dir)));
const isCode = (file: string) => /\.[cm]?[jt]sx?$/.test(file);

/** Lines of a file (a last line without a newline counts). */
const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

describe("source sizes", () => {
  it("finds the sources of every package, and no test, generated file or snapshot", () => {
    const names = files.map((file) => relative(root, file));
    expect(names).toContain("web/src/features/booking/offer-booking.tsx");
    expect(names).toContain("design-system/src/index.ts");
    expect(names).toContain("gateway/src/booking/book-offer.ts");
    expect(names).toContain("upstream/src/http/server.ts");
    expect(names).toContain("schema/money/money.ts");
    expect(names).toContain("schema/booking.graphql");
    expect(names).toContain("service-kit/src/env.ts");
    expect(names).toContain("scripts/test.ts");
    expect(names.some((name) => name.startsWith("web/src/testing/"))).toBe(false);
    expect(names.some((name) => name.includes(".test."))).toBe(false);
    expect(names).not.toContain("upstream/src/db/database.ts");
    expect(names).not.toContain("schema/rest/openapi.generated.ts");
    expect(names).not.toContain("schema/published/schema.graphql");
    expect(names).not.toContain("design-system/tokens/tokens.css");
    expect(names).not.toContain("upstream/src/offers/seed.ts");
    expect(names).toContain("upstream/src/db/seed-once.ts");
  });

  it(`has no source file over ${MAX_FILE_LINES} lines (data tables aside)`, () => {
    const over = files.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      const lines = lineCount(text);
      if (lines <= MAX_FILE_LINES) return [];
      return isCode(file) && isDataOnly(parse(file))
        ? []
        : [`${relative(root, file)}: ${lines} lines`];
    });
    expect(over).toEqual([]);
  });

  it(`has no component over ${MAX_COMPONENT_LINES} lines`, () => {
    const over = files
      .filter((file) => /^(?:web|design-system)\//.test(relative(root, file)))
      .filter((file) => /\.[jt]sx$/.test(file))
      .flatMap((file) => {
        const source = parse(file);
        return components(source)
          .filter((c) => c.lines > MAX_COMPONENT_LINES)
          .map((c) => `${relative(root, file)} ${c.name}: ${c.lines} lines`);
      });
    expect(over).toEqual([]);
  });

  it("tells a data table from code", () => {
    const table = ts.createSourceFile(
      "t.ts",
      'export const labels = { "a.b": "A", nested: { c: "C" } } as const;',
      ts.ScriptTarget.Latest,
      true,
    );
    const code = ts.createSourceFile(
      "c.ts",
      'export const labels = { a: "A" };\nexport const f = () => 1;',
      ts.ScriptTarget.Latest,
      true,
    );
    expect(isDataOnly(table)).toBe(true);
    expect(isDataOnly(code)).toBe(false);
  });
});
