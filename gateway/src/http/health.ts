/** GET /healthz: always 200 for the gateway itself, reporting whether the upstream answers. */
import type { RequestHandler } from "express";
import type { Logger } from "@travel/service-kit/logger";
import type { UpstreamHttp } from "../upstream/http";
import { decodeUpstreamHealth, UPSTREAM_HEALTH_PATH } from "../upstream/upstream-health";
import { requestIdOf } from "./request-id";

/** Upper bound of the upstream check, so health probes stay fast. */
export const HEALTH_CHECK_TIMEOUT_MS = 1000;

export function healthCheck(
  http: UpstreamHttp,
  upstreamTimeoutMs: number,
  logger: Logger,
): RequestHandler {
  const timeoutMs = Math.min(HEALTH_CHECK_TIMEOUT_MS, upstreamTimeoutMs);
  return async (req, res) => {
    const requestId = requestIdOf(res);
    let upstream: "up" | "down" = "up";
    try {
      await http.get(UPSTREAM_HEALTH_PATH, { requestId, clientIp: req.ip }, decodeUpstreamHealth, {
        timeoutMs,
      });
    } catch (err) {
      upstream = "down";
      logger.warn("upstream health check failed", { requestId, error: String(err) });
    }
    res.set("cache-control", "no-store").json({ ok: true, upstream });
  };
}
