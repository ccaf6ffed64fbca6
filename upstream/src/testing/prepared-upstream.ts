/**
 * An upstream started for a test file on a copy of the prepared (migrated, seeded) database in a
 * temporary directory, with a cheap scrypt cost and a quiet log; `close` stops it and removes
 * the directory.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { UpstreamConfig } from "../config";
import { startUpstream, type RunningUpstream } from "../index";
import { copyPreparedDatabase } from "./template-data-dir";

export async function startPreparedUpstream(
  name: string,
  options: Partial<UpstreamConfig> = {},
): Promise<RunningUpstream> {
  const dataDir = mkdtempSync(join(tmpdir(), `upstream-${name}-`));
  await copyPreparedDatabase(dataDir, { scryptCost: 1024 });
  const upstream = await startUpstream({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: undefined,
    logLevel: "silent",
    scryptCost: 1024,
    ...options,
  });
  return {
    ...upstream,
    close: async () => {
      await upstream.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
