/** Request-log rule: one line per request with method, path (no query), status and duration in ms. */
export function requestLogFields(
  method: string,
  path: string,
  status: number,
  ms: number,
): { method: string; path: string; status: number; ms: number } {
  return { method, path, status, ms: Math.round(ms * 10) / 10 };
}
