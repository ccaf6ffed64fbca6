/**
 * Change control for the published GraphQL contract.
 *
 * `baseline.graphql` is the last schema released to partners; `schema.graphql` is the one this
 * commit serves. Every difference between them is classified by graphql-inspector:
 * - breaking (a partner's valid operation stops working: a field, argument, type or enum value
 *   removed, a type narrowed, a new required argument...) — refused, unless it is the removal of
 *   something the baseline already marked `@deprecated` (deprecate first, release, then remove);
 * - dangerous (valid operations keep working but may see something new, e.g. a new enum value);
 * - safe (additions, descriptions).
 *
 * A breaking change can still be released on purpose (a new major version) with
 * `npm run schema:release -- --breaking "<why>"`, which records the reason in CHANGELOG.md beside
 * the changes; nothing breaking reaches partners by accident.
 */
import { CriticalityLevel, DiffRule, diff, type Change } from "@graphql-inspector/core";
import { buildSchema } from "graphql";

export interface SchemaChanges {
  breaking: Change[];
  dangerous: Change[];
  safe: Change[];
}

/** Classifies every change from `baselineSdl` to `currentSdl` (both whole SDL documents). */
export async function compareSchemas(
  baselineSdl: string,
  currentSdl: string,
): Promise<SchemaChanges> {
  const changes = await diff(buildSchema(baselineSdl), buildSchema(currentSdl), [
    // removing a field, input field or enum value the baseline deprecated is not breaking
    DiffRule.suppressRemovalOfDeprecatedField,
  ]);
  const at = (level: CriticalityLevel) => changes.filter((c) => c.criticality.level === level);
  return {
    breaking: at(CriticalityLevel.Breaking),
    dangerous: at(CriticalityLevel.Dangerous),
    safe: at(CriticalityLevel.NonBreaking),
  };
}

/** One line per change, for a terminal or the changelog. */
export function describeChanges(changes: readonly Change[]): string[] {
  return changes.map((c) => {
    const why = c.criticality.reason ? ` (${c.criticality.reason})` : "";
    return `${c.message}${why}`;
  });
}
