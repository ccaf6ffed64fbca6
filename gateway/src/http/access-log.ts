/** One info line per request when it ends: request id, method, path (no query), status, ms. */
import type { RequestHandler } from "express";
import type { Logger } from "@travel/service-kit/logger";
import { requestIdOf } from "./request-id";

export function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const path = req.originalUrl.split("?")[0];
    res.once("close", () => {
      logger.info("request", {
        requestId: requestIdOf(res),
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        ...(res.writableFinished ? {} : { aborted: true }),
      });
    });
    next();
  };
}
