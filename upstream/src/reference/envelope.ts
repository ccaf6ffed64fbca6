/** The reference-list envelope: `{ status: 1, message: "OK", data: { data: { data: list } } }`. */
export function listEnvelope<T>(list: T[]) {
  return { status: 1 as const, message: "OK", data: { data: { data: list } } };
}
