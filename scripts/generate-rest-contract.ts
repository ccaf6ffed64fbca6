/**
 * Generates the REST contract both services share, from upstream/openapi.yaml, into schema/rest/:
 * - openapi.generated.ts: TypeScript types of every path, operation and component
 *   (openapi-typescript), imported by the gateway's clients and mappers;
 * - openapi.generated.json: the document itself as JSON, from which the gateway compiles its
 *   response validators (ajv), so that nothing reads the upstream's files at run time.
 * Both are committed, so a change to the contract shows in review.
 *
 * `tsx scripts/generate-rest-contract.ts` writes them (part of `npm run codegen`);
 * `--check` writes nothing and fails when the files on disk differ from a fresh generation or
 * are not committed (a step of `npm test`).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { parse } from "yaml";
import { repoRoot } from "./process-tools";

const SOURCE = "upstream/openapi.yaml";
export const REST_CONTRACT_FILES = {
  types: "schema/rest/openapi.generated.ts",
  document: "schema/rest/openapi.generated.json",
} as const;

const BANNER = `/**\n * Generated from ${SOURCE} by scripts/generate-rest-contract.ts (npm run codegen).\n * Do not edit: change the document and regenerate.\n */\n`;

/** The generated files' contents, keyed by their path from the repository root. */
export async function generateRestContract(): Promise<Record<string, string>> {
  const yamlText = readFileSync(join(repoRoot, SOURCE), "utf8");
  const document = parse(yamlText) as OpenAPI3;
  const ast = await openapiTS(document, {
    // "default" values make a response field required, which is what the upstream answers with
    defaultNonNullable: true,
  });
  return {
    [REST_CONTRACT_FILES.types]: `${BANNER}\n${astToString(ast)}`,
    [REST_CONTRACT_FILES.document]: `${JSON.stringify(document, null, 2)}\n`,
  };
}

function read(file: string): string | null {
  try {
    return readFileSync(join(repoRoot, file), "utf8");
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const fresh = await generateRestContract();
  if (!process.argv.includes("--check")) {
    for (const [file, text] of Object.entries(fresh)) {
      if (read(file) !== text) writeFileSync(join(repoRoot, file), text);
    }
    return;
  }
  const stale = Object.keys(fresh).filter((file) => read(file) !== fresh[file]);
  if (stale.length) {
    console.error(
      `✖ ${stale.join(", ")} differ from a fresh generation from ${SOURCE}: run npm run codegen and commit them`,
    );
    process.exit(1);
  }
  const git = spawnSync("git", ["status", "--porcelain", "--", ...Object.keys(fresh)], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  if (git.error || git.status !== 0) {
    console.error(`✖ cannot tell whether the REST contract is committed: git failed`);
    process.exit(1);
  }
  if (git.stdout.trim() !== "") {
    console.error(
      `✖ the REST contract changed: commit the regenerated files\n${git.stdout.trimEnd()}`,
    );
    process.exit(1);
  }
  console.log(`${Object.keys(fresh).join(", ")} are up to date`);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
