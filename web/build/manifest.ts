import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The build manifest of a finished build in `dist`. */
export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(resolve(dist, ".vite/manifest.json"), "utf8")) as Manifest;
}

/**
 * The files of the chunks named by `keys` (source paths, as in the manifest) and of everything
 * they import statically, added to `seen` (files already there, and their imports, are skipped).
 */
export function chunkClosure(
  manifest: Manifest,
  keys: string[],
  seen = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    chunkClosure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}
