/**
 * Account field rules (spec §5), enforced by the upstream with the web app's messages: email
 * pattern, titles, name pattern and length, the password rule, phone digits.
 */
import { TITLES, type Title } from "@travel/schema/validation";

export { TITLES, type Title };

export const MESSAGES = {
  signInEmail: "Please Enter Email Address",
  signInPassword: "Please Enter Password",
  accessCode: "Please Enter The Access Code",
  email: "Please Enter Email ID",
  invalidEmail: "Invalid Mail",
  title: "Please Select Title",
  firstName: "Please Enter First Name",
  lastName: "Please Enter Last Name",
  password:
    "PASSWORD MUST BE BETWEEN 8-13 CHARACTERS IN LENGTH AND MUST COMPRISE OF AT LEAST 1 LOWERCASE ALPHABET (A-Z), 1 UPPERCASE ALPHABET (A-Z), 1 NUMBER (0-9) AND 1 SPECIAL CHARACTER",
  phone: "Phone number must be digits only, 15 at most",
  phoneCountryCode: "Invalid phone country code",
  nationality: "Please Select Nationality",
  language: "Invalid language",
} as const;

export const MAX_NAME_LENGTH = 50;
export const MAX_PASSWORD_LENGTH = 13;
export const MAX_PHONE_DIGITS = 15;

/** Email rule: one @, no spaces or markup characters, a dotted domain, 254 characters at most. */
export function isValidEmail(email: string): boolean {
  return (
    email.length <= 254 &&
    /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)*\.[A-Za-z]{2,}$/.test(
      email,
    )
  );
}

/** Email lookup rule: emails are compared trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Name rule: letters (any script), spaces, apostrophes (' or the typographic ’, as the web app
 * allows: D’Arcy), hyphens and dots.
 */
export function isValidName(name: string): boolean {
  return /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u.test(name);
}

/** The message for a name, or null when it is fine; `label` is "First Name" or "Last Name". */
export function nameProblem(name: string, label: "First Name" | "Last Name"): string | null {
  if (name === "") return label === "First Name" ? MESSAGES.firstName : MESSAGES.lastName;
  // counted in characters (code points), as the web app counts: 𠜎 is one, not two
  if (Array.from(name).length > MAX_NAME_LENGTH)
    return `${label} must be ${MAX_NAME_LENGTH} characters at most`;
  if (!isValidName(name)) return `${label} may contain only letters, spaces, ' - and .`;
  return null;
}

/**
 * Password rule: at most 13 characters with a lowercase letter, an uppercase letter, a digit and
 * a special character (the 8-character minimum is, as in the spec, not checked).
 */
export function isValidPassword(password: string): boolean {
  return (
    password.length <= MAX_PASSWORD_LENGTH &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\d/.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password)
  );
}

export function isTitle(title: string): title is Title {
  return (TITLES as readonly string[]).includes(title);
}

/** Title rule: invitations carry the 1-based index of the title in Miss, Mr, Mrs. */
export function titleIndex(title: Title): number {
  return TITLES.indexOf(title) + 1;
}

/** Phone rule: digits only, 15 at most (empty is allowed: the phone is optional). */
export function isValidPhone(phone: string): boolean {
  return phone === "" || new RegExp(`^\\d{1,${MAX_PHONE_DIGITS}}$`).test(phone);
}
