/** Reads a request's JSON body: size-limited, must be a JSON object; empty means `{}`. */
import type { IncomingMessage } from "node:http";
import { HttpError, badRequest } from "./http-error";

export const MAX_BODY_BYTES = 1024 * 1024;
export const MALFORMED_JSON = "Malformed JSON body";

/** Parses body text: "" → {}, else a JSON object, else a 400 HttpError. */
export function parseJsonBody(text: string): Record<string, unknown> {
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(MALFORMED_JSON);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw badRequest("Request body must be a JSON object");
  }
  return value as Record<string, unknown>;
}

/** Reads the body with plain stream events (no async iterator: this runs on every POST). */
export function readJsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      request.off("data", onData);
      request.off("end", onEnd);
      request.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        stop();
        // the rest is left unread: the answer closes the connection (server.ts)
        request.pause();
        reject(new HttpError(413, "Request body too large"));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      try {
        const text =
          chunks.length === 1
            ? (chunks[0] as Buffer).toString("utf8")
            : Buffer.concat(chunks).toString("utf8");
        resolve(parseJsonBody(text));
      } catch (error) {
        reject(error as Error);
      }
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    request.on("data", onData);
    request.on("end", onEnd);
    request.on("error", onError);
  });
}
