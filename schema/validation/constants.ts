/** Business constants and patterns of the account forms (spec §3, §5, §9). */
export { PASSWORD_MAX_LENGTH, PHONE_MAX_LENGTH } from "./messages";

/** Titles, in the order the upstream's 1-based invitation index uses. */
export const TITLES = ["Miss", "Mr", "Mrs"] as const;
export type Title = (typeof TITLES)[number];

/** Age bands of spec §3. */
export const AGE_BANDS = [
  "18 to 25",
  "26 to 30",
  "31 to 40",
  "41 to 50",
  "51 to 60",
  "above 60",
] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** Longest email address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest first or last name. */
export const NAME_MAX_LENGTH = 50;
/** Longest client name of an agent's client list (a full name). */
export const CLIENT_NAME_MAX_LENGTH = 100;
/** Longest notes about an agent's client. */
export const CLIENT_NOTES_MAX_LENGTH = 500;
/** Longest access code. */
export const ACCESS_CODE_MAX_LENGTH = 50;
/** An access code: letters, digits, dots, underscores and hyphens (WELCOME2026, INVITE-7Q2M). */
export const ACCESS_CODE_PATTERN = /^[A-Za-z0-9._-]+$/;
/** A nationality id: a positive whole number (the upstream's ids have at most 9 digits). */
export const NATIONALITY_ID_PATTERN = /^[1-9]\d{0,8}$/;
/** Longest free-text key or id (verification key, nationality id, master code...). */
export const TOKEN_MAX_LENGTH = 512;

/**
 * A name: starts with a letter (any script, combining marks allowed), then letters, spaces,
 * apostrophes (' or ’), hyphens and dots. José, Zoë, O'Brien, Nguyễn, Anne-Marie, St. John pass;
 * digits, markup and other symbols do not.
 */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M} '’.-]*$/u;

/** One character a name input accepts (for input masking). */
export const NAME_CHARACTER = /[\p{L}\p{M} '’.-]/u;

/**
 * A standard email address: a dot-atom local part, "@", and a domain of at least two labels
 * (letters, digits, inner hyphens) ending in a TLD of two or more letters.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * Password complexity (spec §5): at least one lowercase letter, one uppercase letter, one digit
 * and one special character (anything but a letter, digit or whitespace). The 8-character
 * minimum is deliberately NOT checked; only the 13-character limit is enforced elsewhere.
 */
export const PASSWORD_COMPLEXITY_PATTERN =
  /^(?=[\s\S]*[a-z])(?=[\s\S]*[A-Z])(?=[\s\S]*\d)(?=[\s\S]*[^A-Za-z\d\s])[\s\S]*$/;

/** Dialling code, for example "+1", "+44" or "+1-868". */
export const PHONE_COUNTRY_CODE_PATTERN = /^\+?\d{1,4}(?:-\d{1,4})?$/;

/** Longest social ID token (a signed JWT). */
export const ID_TOKEN_MAX_LENGTH = 8192;

/** A compact JWS, the shape of Google and Facebook ID tokens: three base64url parts. */
export const ID_TOKEN_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** A key from an emailed link (verification, password reset). */
export const LINK_KEY_PATTERN = /^[A-Za-z0-9._~-]+$/;
