/** The last handlers: 404 for unknown paths, and JSON errors without stacks for everything else. */
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "@travel/service-kit/logger";
import { requestIdOf } from "./request-id";

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).type("text/plain").send("Not found");
};

interface HttpError {
  status?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

function graphqlStyle(message: string, code: string, extra: Record<string, unknown> = {}) {
  return { errors: [{ message, extensions: { code, ...extra } }] };
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: HttpError, _req, res, next) => {
    if (res.headersSent) return next(err);
    const requestId = requestIdOf(res);
    if (err.type === "entity.parse.failed") {
      res.status(400).json(graphqlStyle("Malformed JSON body", "BAD_REQUEST"));
      return;
    }
    const status = err.status ?? 500;
    if (status >= 400 && status < 500 && err.expose) {
      res.status(status).json(graphqlStyle(err.message ?? "Bad request", "BAD_REQUEST"));
      return;
    }
    logger.error("unhandled error", { requestId, err });
    res
      .status(500)
      .json(graphqlStyle("Internal server error", "INTERNAL_SERVER_ERROR", { requestId }));
  };
}
