// Size limits of the web app and the design system (issue 12): no source file over 300 lines,
// no React component over 200. Generated code, tests and the web app's test support
// (web/src/testing) are left out. A file that is only data (one exported object literal of
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
]);

/** Source files of web/ and design-system/, without tests, generated code and test support. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // web/src/testing and design-system/src/testing are test support (factories, msw, axe)
      if (SKIPPED_DIRS.has(entry.name)) return [];
      return sourceFiles(path);
    }
    if (!/\.(?:[cm]?[jt]sx?)$/.test(entry.name) || /\.(?:test|spec)\./.test(entry.name)) return [];
    if (entry.name.endsWith(".d.ts")) return [];
    return [path];
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

const files = ["web", "design-system"].flatMap((dir) => sourceFiles(resolve(root, dir)));

describe("web and design-system sizes", () => {
  it("finds the sources", () => {
    const names = files.map((file) => relative(root, file));
    expect(names).toContain("web/src/features/booking/offer-booking.tsx");
    expect(names).toContain("design-system/src/index.ts");
    expect(names.some((name) => name.startsWith("web/src/testing/"))).toBe(false);
    expect(names.some((name) => name.includes(".test."))).toBe(false);
  });

  it(`has no source file over ${MAX_FILE_LINES} lines (data tables aside)`, () => {
    const over = files.flatMap((file) => {
      const source = parse(file);
      const lines = source.getLineAndCharacterOfPosition(source.getEnd()).line;
      return lines > MAX_FILE_LINES && !isDataOnly(source)
        ? [`${relative(root, file)}: ${lines} lines`]
        : [];
    });
    expect(over).toEqual([]);
  });

  it(`has no component over ${MAX_COMPONENT_LINES} lines`, () => {
    const over = files
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
