/** CLI: starts the upstream from the environment and stops it cleanly on SIGINT/SIGTERM. */
import { ConfigError, loadUpstreamConfig, startUpstream } from "./index";

async function main() {
  const upstream = await startUpstream(loadUpstreamConfig());
  console.log(`upstream listening on ${upstream.url}`);
  const stop = (signal: string) => {
    console.log(`upstream received ${signal}, shutting down`);
    upstream.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("upstream failed to shut down cleanly", error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
