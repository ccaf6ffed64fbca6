/** Validation of the styles endpoints' parameters; a bad one is a 400 naming it. */
import { badRequest } from "../http/http-error";
import type { StylePhase } from "./store";

/** Page codes: upper-case letters, digits and underscores, starting with a letter (e.g. HOME). */
export const PAGE_CODE = /^[A-Z][A-Z0-9_]{0,39}$/;
/** Stylesheet names: lower-case letters, digits, `-` and `_`, optionally ending in `.css`. */
export const STYLESHEET_NAME = /^([a-z0-9][a-z0-9_-]{0,63})(\.css)?$/;
/** Public site API keys. */
export const API_KEY = /^[A-Za-z0-9_-]{8,128}$/;
/** Longest CSS the developers' route stores (the table's limit). */
export const MAX_CSS_LENGTH = 100_000;
const PHASES: readonly StylePhase[] = ["both", "before_login", "after_login"];

export function pageCodeField(body: Record<string, unknown>): string {
  const value = body.pageCode;
  if (typeof value !== "string" || !PAGE_CODE.test(value))
    throw badRequest(
      "pageCode must be a page code: upper-case letters, digits or _, starting with a letter",
    );
  return value;
}

export function apiKeyField(body: Record<string, unknown>): string {
  const value = body.apikey;
  if (typeof value !== "string" || value === "") throw badRequest("apikey is required");
  if (!API_KEY.test(value)) throw badRequest("apikey is not a site API key");
  return value;
}

/** The stylesheet name of `brand` or `brand.css`, or null when the name is not valid. */
export function stylesheetName(raw: string): string | null {
  return STYLESHEET_NAME.exec(raw)?.[1] ?? null;
}

export function phaseField(body: Record<string, unknown>): StylePhase {
  const value = body.phase;
  const phase = PHASES.find((p) => p === value);
  if (phase === undefined) throw badRequest(`phase must be one of ${PHASES.join(", ")}`);
  return phase;
}

export function cssField(body: Record<string, unknown>): string {
  const value = body.css;
  if (typeof value !== "string") throw badRequest("css must be a string");
  if (value.includes("\u0000")) throw badRequest("css must not contain NUL characters");
  if (value.length > MAX_CSS_LENGTH)
    throw badRequest(`css must be at most ${MAX_CSS_LENGTH} characters`);
  return value;
}
