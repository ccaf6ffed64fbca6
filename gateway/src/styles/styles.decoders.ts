/** Decoders of the white-label style endpoints' bodies. */
import { DecodeError, envelope, object, str } from "../upstream/decode";
import type { PrePostLoginCss, WhiteLabelCss } from "./styles.mappers";

export function decodeWhiteLabelCss(json: unknown): WhiteLabelCss {
  const data = object(envelope(json, ["data"]), "body.data");
  const names = data.stylesheets;
  if (!Array.isArray(names) || !names.every((n): n is string => typeof n === "string"))
    throw new DecodeError("stylesheets must be a list of names");
  return { css: str(data, "css"), stylesheets: names };
}

export function decodePrePostLoginCss(json: unknown): PrePostLoginCss {
  const data = object(envelope(json, ["data"]), "body.data");
  return { preLogin: str(data, "preLogin"), postLogin: str(data, "postLogin") };
}

/** A text/css body, as sent. */
export function decodeStylesheet(body: unknown): string {
  if (typeof body !== "string") throw new DecodeError("stylesheet must be text");
  return body;
}
