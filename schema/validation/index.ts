/**
 * `@travel/schema/validation`: the one set of account validation rules, messages, constants and
 * Yup schemas, used by the web forms (Formik) and the gateway. Browser-safe: no node imports.
 */
export {
  messages,
  signInThrottledMessage,
  soldOutOnMessage,
  tooLongMessage,
  tooManyAttemptsMessage,
  type MessageKey,
} from "./messages";
export {
  guestLimitMessage,
  INVALID_ROOMS_MESSAGE,
  tripMessageLabel,
  weekdayName,
  weekStartMessage,
} from "./trip-messages";
export {
  fillPlaceholders,
  LABEL_BY_MESSAGE_KEY,
  labelOfMessage,
  type MessageLabel,
} from "./message-labels";
export {
  ACCESS_CODE_MAX_LENGTH,
  ACCESS_CODE_PATTERN,
  AGE_BANDS,
  CLIENT_NAME_MAX_LENGTH,
  CLIENT_NOTES_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  ID_TOKEN_MAX_LENGTH,
  ID_TOKEN_PATTERN,
  LINK_KEY_PATTERN,
  NAME_CHARACTER,
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  PASSWORD_COMPLEXITY_PATTERN,
  PASSWORD_MAX_LENGTH,
  PHONE_COUNTRY_CODE_PATTERN,
  PHONE_MAX_LENGTH,
  TITLES,
  TOKEN_MAX_LENGTH,
  type AgeBand,
  type Title,
} from "./constants";
export {
  filterNationalitiesByPrefix,
  keepNameCharacters,
  keepPhoneDigits,
  sanitizeEmail,
  sanitizeName,
} from "./sanitize";
/** The field rules (isFilled, isValidEmail, isTitle...): every export of rules.ts. */
export * from "./rules";
export {
  ERROR_CODES,
  agentClientSchema,
  changePasswordSchema,
  checkAccountSchema,
  linkKeySchema,
  passwordStepSchema,
  requestPasswordResetSchema,
  signInSchema,
  signUpDetailsSchema,
  socialTokenSchema,
  type SignUpDetails,
  type SignUpDetailsOptions,
  type ValidationCode,
} from "./schemas";
export { validateWith, type FieldError, type ValidationResult } from "./validate";
export {
  LOYALTY_PROGRAM_MAX_LENGTH,
  MAX_LOYALTY_PROGRAMS,
  MAX_SAVED_TRAVELERS,
  MEMBER_NUMBER_PATTERN,
  PASSPORT_NUMBER_PATTERN,
  isCalendarDate,
  normalisePassportNumber,
  profileMessages,
  profileSchema,
  travelerSchema,
  type ProfileMessageKey,
  type ProfileValues,
  type TravelerSchemaOptions,
  type TravelerValues,
} from "./profile-schemas";
export {
  REDIRECT_MAX_LENGTH,
  redirectProblem,
  safeRedirectPath,
  type RedirectProblem,
} from "./redirect";
