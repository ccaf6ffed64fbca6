/**
 * JSON bodies in UTF-8 only (RFC 8259 §8.1): a request that declares another charset (UTF-7,
 * UTF-16, Latin-1…) is refused with 415 before any parser decodes it, so no client can slip
 * markup past the checks in an encoding the rest of the stack does not expect.
 */
import type { RequestHandler } from "express";

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)"?/i;

/** The charset a Content-Type header declares, lower-cased, or null when none. */
export function declaredCharset(contentType: string | undefined): string | null {
  const match = contentType ? CHARSET.exec(contentType) : null;
  return match?.[1]?.toLowerCase() ?? null;
}

export const utf8Only: RequestHandler = (req, res, next) => {
  const charset = declaredCharset(req.headers["content-type"]);
  if (charset === null || charset === "utf-8" || charset === "utf8") return next();
  res.status(415).json({
    errors: [
      {
        message: "Request bodies must be JSON in UTF-8 (charset=utf-8).",
        extensions: { code: "BAD_REQUEST" },
      },
    ],
  });
};
