/** Spec §5: nationality search filters by name prefix, case-insensitively. */
import type { NationalityMapper } from "./reference.mappers";

/** Nationalities whose name starts with `prefix` (case-insensitive); all of them when it is blank. */
export function nationalitiesStartingWith(
  nationalities: readonly NationalityMapper[],
  prefix: string | null | undefined,
): NationalityMapper[] {
  const wanted = prefix?.trim().toLocaleLowerCase("en") ?? "";
  if (wanted === "") return [...nationalities];
  return nationalities.filter((n) => n.nationalityName.toLocaleLowerCase("en").startsWith(wanted));
}
