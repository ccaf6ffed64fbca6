/** CLI: `tsx src/main.ts` — reads the environment, starts the gateway, stops on SIGINT/SIGTERM. */
import {
  ConfigError,
  loadGatewayConfig,
  RedisUnavailableError,
  startGateway,
  type GatewayConfig,
} from "./index";

const FORCED_EXIT_MS = 15_000;

function readConfig(): GatewayConfig {
  try {
    return loadGatewayConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const gateway = await startGateway(readConfig());
  console.log(`gateway listening on http://localhost:${gateway.port}`);

  const shutdown = (signal: NodeJS.Signals) => {
    console.log(`gateway: ${signal} received, draining and stopping`);
    setTimeout(() => {
      console.error(`gateway: not stopped after ${FORCED_EXIT_MS} ms, exiting`);
      process.exit(1);
    }, FORCED_EXIT_MS).unref();
    gateway.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error("gateway: error while stopping", err);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((err: unknown) => {
  // an unreachable Redis is an operator's matter: its message says all, a stack would not help
  console.error(
    "gateway: failed to start:",
    err instanceof RedisUnavailableError ? err.message : err,
  );
  process.exit(1);
});
