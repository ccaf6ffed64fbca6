/** Mapping a request path onto a file of a served directory without ever leaving it. */
import { relative, resolve } from "node:path";

/**
 * The file of `dir` that the request path `path` names, or undefined when the path is not
 * valid percent-encoding, holds a NUL byte, or would leave `dir` (`..`, an absolute path, the
 * directory itself).
 */
export function fileInside(dir: string, path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const file = resolve(dir, `.${decoded}`);
  const inside = relative(dir, file);
  if (!inside || inside.startsWith("..") || resolve(dir, inside) !== file) return undefined;
  return file;
}
