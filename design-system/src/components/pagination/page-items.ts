/** A page-number control, or a gap between two runs of them. */
export type PageItem = number | "gap";

/**
 * The page numbers to offer, never more than seven items: every page when there are at most
 * seven, otherwise the first and last pages, the current one with its neighbours, and gaps.
 */
export function pageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (totalPages <= 7) return range(1, totalPages);
  const current = Math.min(Math.max(page, 1), totalPages);
  if (current <= 4) return [...range(1, 5), "gap", totalPages];
  if (current >= totalPages - 3) return [1, "gap", ...range(totalPages - 4, totalPages)];
  return [1, "gap", current - 1, current, current + 1, "gap", totalPages];
}
