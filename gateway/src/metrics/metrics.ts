/**
 * Prometheus metrics of one gateway instance (prom-client, a registry of its own so several
 * gateways in one process stay apart), served at GET /metrics:
 *
 * - `gateway_graphql_requests_total{operation,status}` and
 *   `gateway_graphql_request_duration_seconds{operation}`: every POST/GET /graphql, cached or
 *   executed, by operation name (`anonymous` without one, `other` past 200 distinct names);
 * - `gateway_response_cache_total{result}`: public-response cache hit, miss or bypass;
 * - `gateway_upstream_attempts_total{group,outcome}` and
 *   `gateway_upstream_attempt_duration_seconds{group}`: every upstream attempt by endpoint group
 *   and outcome (ok, client_error, server_error, timeout, unavailable, too_large, short_circuited);
 * - `gateway_upstream_retries_total{group}`;
 * - `gateway_upstream_cache_lookups_total{result}`: the shared public-answer cache;
 * - `gateway_circuit_breaker_state{group}`: 0 closed, 1 half-open, 2 open, 3 isolated;
 * - `gateway_ready`: 1 while /readyz answers 200;
 * - the process metrics of prom-client (`process_*`, `nodejs_*`).
 */
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { RequestListener } from "../http/public-fast-path";
import type { UpstreamObserver } from "../upstream/http";
import type { BreakerStateName } from "../upstream/resilience";

const BREAKER_VALUES: Record<BreakerStateName, number> = {
  closed: 0,
  half_open: 1,
  open: 2,
  isolated: 3,
};

/** Most distinct operation names kept as labels; later ones count as `other`. */
const MAX_OPERATIONS = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const NAMED_OPERATION = /^\s*(?:query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/;

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface GatewayMetrics {
  registry: Registry;
  /** Hand to the upstream client: attempts, retries, breaker states, cache lookups. */
  upstream: UpstreamObserver;
  /** Names the GraphQL operation of a request, from its parsed body or query string. */
  noteOperation(res: ServerResponse, request: unknown): void;
  /** Wraps the listener: times every /graphql request and counts its cache result. */
  measure(next: RequestListener): RequestListener;
  setReady(ready: boolean): void;
  /** GET /metrics. */
  handler: RequestHandler;
}

export function operationNameOf(request: unknown): string {
  if (typeof request !== "object" || request === null) return "anonymous";
  const { operationName, query } = request as Record<string, unknown>;
  if (typeof operationName === "string" && operationName !== "") return operationName;
  const named = typeof query === "string" ? NAMED_OPERATION.exec(query) : null;
  return named?.[1] ?? "anonymous";
}

export function createGatewayMetrics(): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const graphqlRequests = new Counter({
    name: "gateway_graphql_requests_total",
    help: "GraphQL requests by operation name and HTTP status",
    labelNames: ["operation", "status"] as const,
    registers: [registry],
  });
  const graphqlDuration = new Histogram({
    name: "gateway_graphql_request_duration_seconds",
    help: "Time to answer a GraphQL request, by operation name",
    labelNames: ["operation"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const responseCache = new Counter({
    name: "gateway_response_cache_total",
    help: "Public-response cache results of GraphQL requests (hit, miss, bypass)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const attempts = new Counter({
    name: "gateway_upstream_attempts_total",
    help: "Upstream call attempts by endpoint group and outcome",
    labelNames: ["group", "outcome"] as const,
    registers: [registry],
  });
  const attemptDuration = new Histogram({
    name: "gateway_upstream_attempt_duration_seconds",
    help: "Duration of upstream call attempts by endpoint group",
    labelNames: ["group"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const retries = new Counter({
    name: "gateway_upstream_retries_total",
    help: "Retries of idempotent upstream reads by endpoint group",
    labelNames: ["group"] as const,
    registers: [registry],
  });
  const upstreamCache = new Counter({
    name: "gateway_upstream_cache_lookups_total",
    help: "Lookups in the shared cache of public upstream answers (hit, miss)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const breakerState = new Gauge({
    name: "gateway_circuit_breaker_state",
    help: "Circuit breaker state per upstream endpoint group: 0 closed, 1 half-open, 2 open, 3 isolated",
    labelNames: ["group"] as const,
    registers: [registry],
  });
  const ready = new Gauge({
    name: "gateway_ready",
    help: "1 while the gateway reports ready at /readyz",
    registers: [registry],
  });

  const operations = new WeakMap<ServerResponse, string>();
  const known = new Set<string>();
  const label = (name: string) => {
    if (!OPERATION_NAME.test(name)) return "invalid";
    if (known.has(name)) return name;
    if (known.size >= MAX_OPERATIONS) return "other";
    known.add(name);
    return name;
  };

  return {
    registry,
    upstream: {
      attempt: (group, outcome, seconds) => {
        attempts.inc({ group, outcome });
        if (outcome !== "short_circuited") attemptDuration.observe({ group }, seconds);
      },
      retry: (group) => retries.inc({ group }),
      breakerState: (group, state) => breakerState.set({ group }, BREAKER_VALUES[state]),
      cacheLookup: (hit) => upstreamCache.inc({ result: hit ? "hit" : "miss" }),
    },
    noteOperation: (res, request) => operations.set(res, label(operationNameOf(request))),
    measure: (next) => (req, res) => {
      if (!req.url?.startsWith("/graphql")) return next(req, res);
      const started = performance.now();
      res.once("finish", () => {
        const operation = operations.get(res) ?? "unknown";
        graphqlRequests.inc({ operation, status: String(res.statusCode) });
        graphqlDuration.observe({ operation }, (performance.now() - started) / 1000);
        const cache = res.getHeader("x-cache");
        if (typeof cache === "string") responseCache.inc({ result: cache });
      });
      next(req, res);
    },
    setReady: (value) => ready.set(value ? 1 : 0),
    handler: async (_req, res, next) => {
      try {
        const text = await registry.metrics();
        res.set("content-type", registry.contentType).set("cache-control", "no-store").send(text);
      } catch (err) {
        next(err);
      }
    },
  };
}
