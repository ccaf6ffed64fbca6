import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { buildSchema, graphql, type ExecutionResult } from "graphql";

/** The gateway's contract: every SDL file of schema/, as one executable schema. */
const schemaDir = resolve(__dirname, "../../../schema");
const sdl = readdirSync(schemaDir)
  .filter((file) => file.endsWith(".graphql"))
  .sort((a, b) => (a === "base.graphql" ? -1 : b === "base.graphql" ? 1 : a.localeCompare(b)))
  .map((file) => readFileSync(resolve(schemaDir, file), "utf8"))
  .join("\n");
const schema = buildSchema(sdl);

/**
 * Runs an operation the app sent against the real SDL with the given root resolvers, so a
 * document that breaks the contract fails the test and `__typename` comes out right.
 */
export function executeAgainstSchema(
  source: string,
  variables: Record<string, unknown>,
  rootValue: Record<string, unknown>,
): Promise<ExecutionResult> {
  return graphql({ schema, source, rootValue, variableValues: variables });
}
