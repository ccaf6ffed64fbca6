/** Gives every request an id: a sane incoming `x-request-id`, else a new UUID; echoed back. */
import { randomUUID } from "node:crypto";
import type { RequestHandler, Response } from "express";

const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:=+-]{0,127}$/;

/** The incoming id when it is a short token of safe characters, else a fresh UUID. */
export function chooseRequestId(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function requestIdOf(res: Response): string {
  return String(res.locals.requestId);
}

export const requestId: RequestHandler = (req, res, next) => {
  const id = chooseRequestId(req.headers["x-request-id"]);
  res.locals.requestId = id;
  res.setHeader("x-request-id", id);
  next();
};
