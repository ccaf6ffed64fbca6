/**
 * The soak's fault proxy in a process of its own (so its work does not share the bench's event
 * loop with the load generator): `node --import tsx tests/bench/fault-proxy.ts` with
 * FAULT_TARGET (the upstream) and FAULT_RATE (share of calls that fail, default 0.1). Failing
 * calls are spread evenly over a connection reset, a 503 with `Retry-After: 1`, a hang and a
 * slow body (half the answer, the rest 1.5 s later). Prints `{"url": …, "control": …}` once
 * listening; on the control address GET /__fault-stats answers the calls seen and the faults
 * given by kind, GET /__faulted-requests the gateway request ids (`x-request-id`) whose upstream
 * calls failed (a fault given, or the upstream unreachable), and GET /__faults-off lets every
 * later call through.
 */
import { startFaultServer, PASS, type Fault, type FaultKind } from "../support/fault-server";

const FAULTS: Fault[] = [
  { kind: "reset" },
  { kind: "unavailable", retryAfterSeconds: 1 },
  { kind: "hang" },
  { kind: "slow-body", delayMs: 1500 },
];

async function main() {
  const target = process.env.FAULT_TARGET;
  if (!target) throw new Error("FAULT_TARGET is required");
  const rate = Number(process.env.FAULT_RATE ?? 0.1);
  let enabled = true;
  const counts: Record<FaultKind | "calls" | "unreachable", number> = {
    calls: 0,
    unreachable: 0,
    pass: 0,
    reset: 0,
    unavailable: 0,
    hang: 0,
    "slow-body": 0,
    oversize: 0,
  };
  /** Request ids of the gateway requests with at least one failed upstream call. */
  const faulted = new Set<string>();
  const server = await startFaultServer({
    target,
    plan: (request) => {
      counts.calls += 1;
      const fault =
        enabled && Math.random() < rate ? FAULTS[Math.floor(Math.random() * FAULTS.length)]! : PASS;
      counts[fault.kind] += 1;
      if (fault.kind !== "pass" && request.requestId) faulted.add(request.requestId);
      return fault;
    },
    onForwardFailure: (request) => {
      counts.unreachable += 1;
      if (request.requestId) faulted.add(request.requestId);
    },
  });
  // the control endpoint: a tiny server of its own, never faulted
  const { createServer } = await import("node:http");
  const control = createServer((req, res) => {
    if (req.url === "/__fault-stats") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(counts));
    } else if (req.url === "/__faulted-requests") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify([...faulted]));
    } else if (req.url === "/__faults-off") {
      enabled = false;
      res.writeHead(204).end();
    } else res.writeHead(404).end();
  });
  await new Promise<void>((r) => control.listen(0, "127.0.0.1", r));
  const address = control.address();
  const controlPort = typeof address === "object" && address ? address.port : 0;
  console.log(JSON.stringify({ url: server.url, control: `http://127.0.0.1:${controlPort}` }));
  const stop = () => {
    control.close();
    void server.close().then(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
