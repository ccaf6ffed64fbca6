/**
 * GET /readyz: whether this gateway should get traffic. 503 until it is started, while the
 * upstream does not answer its /healthz (a cheap probe, its result reused for a short while and
 * shared by concurrent probes), and from the moment shutdown begins; 200 otherwise. /healthz
 * stays the liveness check (200 while the process serves).
 */
import type { RequestHandler } from "express";
import type { Logger } from "@travel/service-kit/logger";
import type { UpstreamHttp } from "../upstream/http";
import { decodeUpstreamHealth, UPSTREAM_HEALTH_PATH } from "../upstream/upstream-health";

export type NotReadyReason = "starting" | "upstream_unreachable" | "shutting_down";

export interface Readiness {
  handler: RequestHandler;
  /** The gateway is started: readiness now depends on the upstream. */
  markStarted(): void;
  /** Shutdown began: not ready from now on, whatever the upstream says. */
  beginShutdown(): void;
  /** The current answer (probing the upstream when the cached view is stale). */
  check(): Promise<{ ready: boolean; reason?: NotReadyReason }>;
}

export interface ReadinessOptions {
  http: UpstreamHttp;
  /** Upper bound of one upstream probe, in ms. */
  probeTimeoutMs: number;
  /** How long a probe's result is reused, in ms. */
  cacheMs: number;
  logger: Logger;
  /** Told each time the answer changes (metrics). */
  onChange?: (ready: boolean) => void;
  now?: () => number;
}

export function createReadiness(options: ReadinessOptions): Readiness {
  const { http, logger, cacheMs } = options;
  const now = options.now ?? Date.now;
  let state: "starting" | "started" | "shutting_down" = "starting";
  let probed: { at: number; up: boolean } | undefined;
  let probing: Promise<boolean> | undefined;
  let last: boolean | undefined;

  const probe = (): Promise<boolean> => {
    if (probed && now() - probed.at < cacheMs) return Promise.resolve(probed.up);
    probing ??= http
      .get(UPSTREAM_HEALTH_PATH, { requestId: "readiness-probe" }, decodeUpstreamHealth, {
        timeoutMs: options.probeTimeoutMs,
      })
      .then(
        () => true,
        (err: unknown) => {
          logger.warn("readiness: upstream unreachable", { error: String(err) });
          return false;
        },
      )
      .then((up) => {
        probed = { at: now(), up };
        probing = undefined;
        return up;
      });
    return probing;
  };

  const report = (ready: boolean) => {
    if (ready !== last) options.onChange?.(ready);
    last = ready;
  };

  const check: Readiness["check"] = async () => {
    if (state !== "started") {
      report(false);
      return { ready: false, reason: state };
    }
    const up = await probe();
    // shutdown may have begun while the probe ran
    if ((state as string) === "shutting_down") {
      report(false);
      return { ready: false, reason: "shutting_down" };
    }
    report(up);
    return up ? { ready: true } : { ready: false, reason: "upstream_unreachable" };
  };

  return {
    markStarted: () => {
      if (state === "starting") state = "started";
    },
    beginShutdown: () => {
      state = "shutting_down";
      report(false);
    },
    check,
    handler: async (_req, res) => {
      const answer = await check();
      res
        .status(answer.ready ? 200 : 503)
        .set("cache-control", "no-store")
        .json(answer);
    },
  };
}
