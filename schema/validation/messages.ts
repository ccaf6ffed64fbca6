/**
 * Every message a traveller can see from validation and the account flows. Spec §5 and §8
 * messages are word for word; the others are ours. Keys are untranslated label keys too.
 */
export const PASSWORD_MAX_LENGTH = 13;
export const PHONE_MAX_LENGTH = 15;

export const messages = {
  // spec §5, sign-in
  PLEASE_ENTER_EMAIL: "Please Enter Email Address",
  PLEASE_ENTER_PASSWORD: "Please Enter Password",
  // spec §5, sign-up details
  ACCESS_CODE_REQUIRED: "Please Enter The Access Code",
  EMAIL_REQUIRED: "Please Enter Email ID",
  INVALID_MAIL: "Invalid Mail",
  TITLE_REQUIRED: "Please Select Title",
  FIRST_NAME_REQUIRED: "Please Enter First Name",
  LAST_NAME_REQUIRED: "Please Enter Last Name",
  // spec §5, password step
  ACCEPT_TERMS: "PLEASE ACCEPT THE TERMS & CONDITIONS TO PROCEED",
  PASSWORDS_DO_NOT_MATCH: "Passwords Do Not Match",
  PASSWORD_COMPLEXITY:
    "PASSWORD MUST BE BETWEEN 8-13 CHARACTERS IN LENGTH AND MUST COMPRISE OF AT LEAST 1 LOWERCASE ALPHABET (A-Z), 1 UPPERCASE ALPHABET (A-Z), 1 NUMBER (0-9) AND 1 SPECIAL CHARACTER",
  // spec §8
  INVALID_CREDENTIALS: "INVALID EMAIL ADDRESS OR PASSWORD",
  USER_ALREADY_EXISTS: "User Already Exists. Please login with Email",
  CONFIRMATION_SENT:
    "An email confirmation has been sent to your account. Please accept to continue your registration process.",
  // ours
  PASSWORD_TOO_LONG: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  PHONE_TOO_LONG: `Phone number must be at most ${PHONE_MAX_LENGTH} digits`,
  PHONE_DIGITS_ONLY: "Phone number may contain digits only",
  INVALID_PHONE_COUNTRY_CODE: "Please Select A Valid Country Code",
  INVALID_NAME_CHARACTERS: "Names may contain only letters, spaces, apostrophes, hyphens and dots",
  INVALID_TITLE: "Please Select Miss, Mr or Mrs",
  INVALID_VALUE: "Please Enter A Valid Value",
  INVALID_LINK: "This link is invalid or has expired.",
  SOCIAL_SIGN_IN_FAILED: "SOCIAL SIGN-IN FAILED. PLEASE TRY AGAIN.",
  SOCIAL_WELCOME: "Welcome! Your account is ready.",
  // the upstream's single-sign-on refusals, upper-cased as the gateway shows sign-in failures
  SSO_SIGN_IN_FAILED: "SINGLE SIGN-ON FAILED",
  SSO_NO_ACCOUNT: "NO ACCOUNT FOR THIS SINGLE SIGN-ON IDENTITY",
  UPSTREAM_UNAVAILABLE: "We could not complete this right now. Please try again.",
  // a write whose answer did not arrive in time: retried with the same key, it is done once
  OUTCOME_UNKNOWN:
    "We could not confirm that this went through. Please try again: it will not be done twice.",
  IDEMPOTENCY_KEY_REUSED: "This request key was already used for a different request.",
  // agent client list
  CLIENT_NAME_REQUIRED: "Please Enter The Client's Name",
  CLIENT_EXISTS: "You already have a client with this email",
  // agent quotes
  CLIENT_NOT_FOUND: "This client is not in your client list",
  QUOTE_NOT_FOUND: "This quote could not be found",
  QUOTE_NOT_OPEN: "Only an open quote can be declined",
  QUOTE_OFFER_NOT_FOUND: "This offer is not available any more",
  QUOTE_CHECK_IN_INVALID: "Please choose a check-in day from today on, within the dates on sale",
  QUOTE_CHECK_OUT_INVALID:
    "Please choose a check-out day after the check-in day, at most 30 days later",
  QUOTE_GUESTS_INVALID: "Please choose from 1 to 9 guests and no more rooms than guests",
  QUOTE_TOO_MANY_GUESTS: "This offer cannot hold so many guests: choose fewer guests or more rooms",
  QUOTE_NOT_AVAILABLE: "This trip is not available on these dates. Please choose other dates.",
} as const;

export type MessageKey = keyof typeof messages;

/** A trip's day that is sold out or not on sale: "This trip is sold out on 2027-03-02. Please…". */
export function soldOutOnMessage(day: string): string {
  return `This trip is sold out on ${day}. Please choose other dates.`;
}

/** Generic too-long message: "Must be at most 50 characters". */
export function tooLongMessage(max: number): string {
  return `Must be at most ${max} characters`;
}

/** Any other limited action refused: "Too many attempts. Please try again in 5 minutes." */
export function tooManyAttemptsMessage(minutes: number): string {
  const n = Math.max(1, Math.ceil(minutes));
  return `Too many attempts. Please try again in ${n} ${n === 1 ? "minute" : "minutes"}.`;
}

/** Sign-in throttled: "TOO MANY SIGN-IN ATTEMPTS. PLEASE TRY AGAIN IN 15 MINUTES." (at least 1). */
export function signInThrottledMessage(minutes: number): string {
  const n = Math.max(1, Math.ceil(minutes));
  return `TOO MANY SIGN-IN ATTEMPTS. PLEASE TRY AGAIN IN ${n} ${n === 1 ? "MINUTE" : "MINUTES"}.`;
}
