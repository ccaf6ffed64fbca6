/**
 * The one place mapping the messages of the shared validation rules and of the gateway (spec
 * §5, §8, in the spec's wording) to the label keys that translate them (the web app's labels,
 * served per language by the upstream). The web app translates with them; the gateway answers
 * a request's messages in its language with them.
 */
import { messages, type MessageKey } from "./messages";
import { tripMessageLabel } from "./trip-messages";

export const LABEL_BY_MESSAGE_KEY: Readonly<Record<MessageKey, string>> = {
  PLEASE_ENTER_EMAIL: "validation.pleaseEnterEmail",
  PLEASE_ENTER_PASSWORD: "validation.pleaseEnterPassword",
  ACCESS_CODE_REQUIRED: "validation.accessCodeRequired",
  EMAIL_REQUIRED: "validation.emailRequired",
  INVALID_MAIL: "validation.invalidMail",
  TITLE_REQUIRED: "validation.titleRequired",
  FIRST_NAME_REQUIRED: "validation.firstNameRequired",
  LAST_NAME_REQUIRED: "validation.lastNameRequired",
  ACCEPT_TERMS: "validation.acceptTerms",
  PASSWORDS_DO_NOT_MATCH: "validation.passwordsDoNotMatch",
  PASSWORD_COMPLEXITY: "validation.passwordComplexity",
  INVALID_CREDENTIALS: "validation.invalidCredentials",
  USER_ALREADY_EXISTS: "validation.userAlreadyExists",
  CONFIRMATION_SENT: "validation.confirmationSent",
  PASSWORD_TOO_LONG: "validation.passwordTooLong",
  PHONE_TOO_LONG: "validation.phoneTooLong",
  PHONE_DIGITS_ONLY: "validation.phoneDigitsOnly",
  INVALID_PHONE_COUNTRY_CODE: "validation.invalidPhoneCountryCode",
  INVALID_NAME_CHARACTERS: "validation.invalidNameCharacters",
  INVALID_TITLE: "validation.invalidTitle",
  INVALID_VALUE: "validation.invalidValue",
  INVALID_LINK: "validation.invalidLink",
  SOCIAL_SIGN_IN_FAILED: "validation.socialSignInFailed",
  SOCIAL_WELCOME: "validation.socialWelcome",
  SSO_SIGN_IN_FAILED: "validation.ssoSignInFailed",
  SSO_NO_ACCOUNT: "validation.ssoNoAccount",
  UPSTREAM_UNAVAILABLE: "validation.upstreamUnavailable",
  OUTCOME_UNKNOWN: "validation.outcomeUnknown",
  IDEMPOTENCY_KEY_REUSED: "validation.idempotencyKeyReused",
  CLIENT_NAME_REQUIRED: "agent.clientNameRequired",
  CLIENT_EXISTS: "agent.clientExists",
  CLIENT_NOT_FOUND: "agent.clientNotFound",
  QUOTE_NOT_FOUND: "agent.quoteNotFound",
  QUOTE_NOT_OPEN: "agent.quoteNotOpen",
  QUOTE_OFFER_NOT_FOUND: "agent.quoteOfferNotFound",
  QUOTE_CHECK_IN_INVALID: "agent.quoteCheckInInvalid",
  QUOTE_CHECK_OUT_INVALID: "agent.quoteCheckOutInvalid",
  QUOTE_GUESTS_INVALID: "agent.quoteGuestsInvalid",
  QUOTE_TOO_MANY_GUESTS: "agent.quoteTooManyGuests",
  QUOTE_NOT_AVAILABLE: "agent.quoteNotAvailable",
};

/** A message's label key and the values its placeholders (`{{minutes}}`, `{{max}}`) take. */
export interface MessageLabel {
  key: string;
  values?: Record<string, number | string>;
}

const labelByMessage = new Map<string, string>(
  (Object.keys(LABEL_BY_MESSAGE_KEY) as MessageKey[]).map((key) => [
    messages[key],
    LABEL_BY_MESSAGE_KEY[key],
  ]),
);

const THROTTLED = /^TOO MANY SIGN-IN ATTEMPTS\. PLEASE TRY AGAIN IN (\d+) MINUTES?\.$/;
const TOO_MANY = /^Too many attempts\. Please try again in (\d+) minutes?\.$/;
const TOO_LONG = /^Must be at most (\d+) characters$/;
const SOLD_OUT_ON = /^This trip is sold out on (\d{4}-\d{2}-\d{2})\. Please choose other dates\.$/;

/** The label of a message of the catalogue; null for a text outside it. */
export function labelOfMessage(message: string): MessageLabel | null {
  const key = labelByMessage.get(message);
  if (key) return { key };
  const throttled = THROTTLED.exec(message);
  if (throttled) {
    const minutes = Number(throttled[1]);
    return minutes === 1
      ? { key: "validation.signInThrottledOne" }
      : { key: "validation.signInThrottled", values: { minutes } };
  }
  const tooMany = TOO_MANY.exec(message);
  if (tooMany) {
    const minutes = Number(tooMany[1]);
    return minutes === 1
      ? { key: "validation.tooManyAttemptsOne" }
      : { key: "validation.tooManyAttempts", values: { minutes } };
  }
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return { key: "validation.tooLong", values: { max: Number(tooLong[1]) } };
  const soldOut = SOLD_OUT_ON.exec(message);
  if (soldOut) return { key: "agent.quoteSoldOutOn", values: { day: soldOut[1] ?? "" } };
  return tripMessageLabel(message);
}

/** A label's text with its `{{name}}` placeholders filled in. */
export function fillPlaceholders(
  text: string,
  values: Record<string, number | string> = {},
): string {
  return text.replace(/{{(\w+)}}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
