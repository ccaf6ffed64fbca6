/** The validation rules as pure predicates, one per rule, each true when the value passes. */
import {
  ACCESS_CODE_PATTERN,
  EMAIL_PATTERN,
  NAME_PATTERN,
  PASSWORD_COMPLEXITY_PATTERN,
  PHONE_COUNTRY_CODE_PATTERN,
  TITLES,
} from "./constants";

/** Not empty once trimmed. */
export function isFilled(value: string): boolean {
  return value.trim() !== "";
}

/** At most `max` characters (code points, so an emoji counts once). */
export function isWithinLength(value: string, max: number): boolean {
  return Array.from(value).length <= max;
}

/** Only the characters of an access code (ACCESS_CODE_PATTERN). */
export function isAccessCode(value: string): boolean {
  return ACCESS_CODE_PATTERN.test(value);
}

/** A standard email address (EMAIL_PATTERN). */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Only what NAME_PATTERN allows: letters of any script, spaces, ' ’ - and dots. */
export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value);
}

/** Lowercase, uppercase, digit and special character present (length not checked). */
export function meetsPasswordComplexity(value: string): boolean {
  return PASSWORD_COMPLEXITY_PATTERN.test(value);
}

/** Digits 0-9 only (empty passes: the phone number is optional). */
export function isDigitsOnly(value: string): boolean {
  return /^\d*$/.test(value);
}

/** A dialling code such as +1, +44 or +1-868. */
export function isPhoneCountryCode(value: string): boolean {
  return PHONE_COUNTRY_CODE_PATTERN.test(value);
}

/** One of Miss, Mr, Mrs (exact case). */
export function isTitle(value: string): boolean {
  return (TITLES as readonly string[]).includes(value);
}

/** Both passwords are the same. */
export function passwordsMatch(password: string, confirmPassword: string): boolean {
  return password === confirmPassword;
}

/** The terms checkbox is ticked. */
export function termsAccepted(value: unknown): boolean {
  return value === true;
}
