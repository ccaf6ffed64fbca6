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

export async function readJsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, "Request body too large");
    chunks.push(buffer);
  }
  return parseJsonBody(Buffer.concat(chunks).toString("utf8"));
}
