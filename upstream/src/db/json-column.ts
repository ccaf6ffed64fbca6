/**
 * A JSON value read from the database: node-postgres parses json/jsonb columns, PGlite may give
 * them (and `row_to_json` results) as text. Either way the value itself.
 */
export function jsonColumn<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}
