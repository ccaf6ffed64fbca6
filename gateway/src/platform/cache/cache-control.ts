/**
 * Reads an upstream answer's `Cache-Control` and `Vary` headers: may other requests share it,
 * and for how long. Only `public` answers with a positive `max-age` (or `s-maxage`) are shared;
 * `private`, `no-store`, `no-cache`, `Vary: *` or no header at all never are.
 */

export interface Shareability {
  /** True when other visitors' requests may reuse the answer. */
  shared: boolean;
  /** How long it may be reused, in milliseconds (0 when not shared). */
  maxAgeMs: number;
  /** Lower-cased request header names the answer varies on (`Vary`), `*` excluded. */
  vary: string[];
}

const NOT_SHARED: Shareability = { shared: false, maxAgeMs: 0, vary: [] };

function seconds(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

export function shareability(
  cacheControl: string | null | undefined,
  vary: string | null | undefined,
): Shareability {
  if (!cacheControl) return NOT_SHARED;
  const directives = new Map<string, string | undefined>();
  for (const part of cacheControl.split(",")) {
    const [name = "", value] = part.trim().split("=", 2);
    if (name) directives.set(name.trim().toLowerCase(), value?.trim().replace(/^"|"$/g, ""));
  }
  if (!directives.has("public")) return NOT_SHARED;
  if (directives.has("private") || directives.has("no-store") || directives.has("no-cache")) {
    return NOT_SHARED;
  }
  const maxAge = seconds(directives.get("s-maxage")) ?? seconds(directives.get("max-age"));
  if (maxAge === undefined || maxAge <= 0) return NOT_SHARED;
  const varyNames = (vary ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter((v) => v !== "");
  if (varyNames.includes("*")) return NOT_SHARED;
  return { shared: true, maxAgeMs: maxAge * 1000, vary: varyNames };
}
