/** Request-log rule: one line per request with method, path, status and duration in ms. */
export function formatRequestLine(
  method: string,
  path: string,
  status: number,
  ms: number,
): string {
  return `${method} ${path} ${status} ${ms.toFixed(1)}ms`;
}
