/**
 * Stable-id rule: keys are numbered 1, 2, 3… in the order given, except pinned keys, which
 * keep the id the spec fixes (United States 235, American 1, USD 9); unpinned keys skip the
 * pinned ids. The same source data therefore always yields the same ids.
 */
export function assignStableIds(
  orderedKeys: readonly string[],
  pinned: Readonly<Record<string, number>> = {},
): Map<string, number> {
  if (new Set(orderedKeys).size !== orderedKeys.length)
    throw new Error("assignStableIds: keys must be unique");
  const pinnedIds = new Set<number>();
  for (const [key, id] of Object.entries(pinned)) {
    if (!orderedKeys.includes(key))
      throw new Error(`assignStableIds: pinned key ${key} is not in the data`);
    if (!Number.isInteger(id) || id < 1)
      throw new Error(`assignStableIds: pinned id ${id} must be a positive integer`);
    if (pinnedIds.has(id)) throw new Error(`assignStableIds: id ${id} is pinned twice`);
    pinnedIds.add(id);
  }
  const ids = new Map<string, number>();
  let next = 1;
  for (const key of orderedKeys) {
    const pinnedId = pinned[key];
    if (pinnedId !== undefined) {
      ids.set(key, pinnedId);
      continue;
    }
    while (pinnedIds.has(next)) next++;
    ids.set(key, next++);
  }
  return ids;
}
