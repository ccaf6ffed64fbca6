import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

/** A `graphql(`…`)` call of the codegen client preset, with a plain template (no `${}`). */
const CALL = /\bgraphql\(\s*`((?:[^`$\\]|\$(?!\{))*)`\s*,?\s*\)/g;
const OPERATION = /(?:^|\s)(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;
/** One typed document in the generated graphql.ts: `export const FooDocument = {…} as unknown as DocumentNode<…>;` */
const GENERATED_DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const VIRTUAL_PREFIX = "\0travel-graphql-document:";

/** The name of the typed document the client preset generates for an operation or fragment. */
export function documentName(source: string): string | undefined {
  const match = OPERATION.exec(source);
  if (!match) return undefined;
  const [, kind, name] = match;
  return kind === "fragment" ? `${name}FragmentDoc` : `${name}Document`;
}

/**
 * Rewrites each `graphql(`query Foo …`)` call of the codegen client preset into an import of that
 * one document, as the preset's Babel optimizer does. The preset's `graphql()` looks sources up
 * in a map of every document of the app, so calling it puts every operation into the first page.
 * Each document becomes a module of its own (its AST as JSON, parsed once), so a chunk carries
 * only the documents it uses, even though codegen writes them all into one file.
 */
export function graphqlDocuments(generatedDir: string): Plugin {
  const generated = resolve(generatedDir);
  const documentsFile = resolve(generated, "graphql.ts");
  let cache: { mtime: number; documents: Map<string, string> } | undefined;
  const documents = () => {
    const mtime = statSync(documentsFile).mtimeMs;
    if (cache?.mtime !== mtime) {
      const text = readFileSync(documentsFile, "utf8");
      const found = new Map<string, string>();
      for (const [, name, json] of text.matchAll(GENERATED_DOCUMENT)) found.set(name!, json!);
      cache = { mtime, documents: found };
    }
    return cache.documents;
  };

  return {
    name: "travel:graphql-documents",
    enforce: "pre",
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const name = id.slice(VIRTUAL_PREFIX.length);
      const json = documents().get(name);
      if (json === undefined) this.error(`${name} is not in ${documentsFile}: run npm run codegen`);
      // JSON.parse of a string is faster to load than the same object literal.
      return `export default /*#__PURE__*/ JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(json)))});`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generated) || !code.includes("graphql("))
        return null;
      const names = new Set<string>();
      const rewritten = code.replace(CALL, (call, source: string) => {
        const name = documentName(source);
        if (!name) return call;
        if (!documents().has(name))
          this.error(`${name} is not in ${documentsFile}: run npm run codegen`);
        names.add(name);
        return `__gql_${name}`;
      });
      if (names.size === 0) return null;
      const imports = [...names]
        .map((name) => `import __gql_${name} from ${JSON.stringify(VIRTUAL_PREFIX + name)};`)
        .join("\n");
      return { code: `${imports}\n${rewritten}`, map: null };
    },
  };
}
