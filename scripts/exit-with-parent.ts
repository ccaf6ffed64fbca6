/**
 * Preloaded into each service `npm start` runs (`node --import ./scripts/exit-with-parent.ts`):
 * when the launcher goes away without stopping it (killed with SIGKILL, or its own parent gone),
 * the service is re-parented; it notices within half a second and sends itself SIGTERM, so it
 * stops the way Ctrl-C stops it (drain, then exit) instead of listening on as an orphan.
 */
import { watchParent } from "./process-tools";

watchParent(() => process.kill(process.pid, "SIGTERM"));
