/**
 * `@travel/schema/validation/cases`: one table of inputs and the message each must produce, taken
 * from spec §5. The web dialogs' tests type each input into the form and the integration tests
 * send it straight to the gateway, so both must show the same words for the same input.
 */
import { messages } from "./messages";

export interface MessageCase<Values> {
  /** What is wrong, for the test's name. */
  name: string;
  /** The whole form, valid but for the case's field. */
  values: Values;
  /** The field whose message is expected (a key of `values`). */
  field: keyof Values & string;
  message: string;
}

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpDetailsCaseValues {
  accessCode: string;
  email: string;
  title: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export interface PasswordStepValues {
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

const signIn: SignInValues = { email: "ana@example.com", password: "Sunny#Beach9" };

/** Sign-in dialog (spec §5): required email and password, after trimming. */
export const signInMessageCases: MessageCase<SignInValues>[] = [
  {
    name: "empty email",
    values: { ...signIn, email: "" },
    field: "email",
    message: messages.PLEASE_ENTER_EMAIL,
  },
  {
    name: "email of spaces only",
    values: { ...signIn, email: "   " },
    field: "email",
    message: messages.PLEASE_ENTER_EMAIL,
  },
  {
    name: "empty password",
    values: { ...signIn, password: "" },
    field: "password",
    message: messages.PLEASE_ENTER_PASSWORD,
  },
  {
    name: "password of spaces only",
    values: { ...signIn, password: "    " },
    field: "password",
    message: messages.PLEASE_ENTER_PASSWORD,
  },
];

/** A valid details step; the demo site asks for an access code and seeds this one. */
export const validSignUpDetails: SignUpDetailsCaseValues = {
  accessCode: "WELCOME2026",
  email: "new.member@example.com",
  title: "Mrs",
  firstName: "Amelia",
  lastName: "Núñez",
  phoneNumber: "5551234567",
};

/** Sign-up details step (spec §5). */
export const signUpDetailsMessageCases: MessageCase<SignUpDetailsCaseValues>[] = [
  {
    name: "no access code",
    values: { ...validSignUpDetails, accessCode: "" },
    field: "accessCode",
    message: messages.ACCESS_CODE_REQUIRED,
  },
  {
    name: "no email",
    values: { ...validSignUpDetails, email: "" },
    field: "email",
    message: messages.EMAIL_REQUIRED,
  },
  {
    name: "email of spaces only",
    values: { ...validSignUpDetails, email: "   " },
    field: "email",
    message: messages.EMAIL_REQUIRED,
  },
  {
    name: "email without a domain",
    values: { ...validSignUpDetails, email: "amelia@" },
    field: "email",
    message: messages.INVALID_MAIL,
  },
  {
    name: "email without an at sign",
    values: { ...validSignUpDetails, email: "amelia.example.com" },
    field: "email",
    message: messages.INVALID_MAIL,
  },
  {
    name: "no title",
    values: { ...validSignUpDetails, title: "" },
    field: "title",
    message: messages.TITLE_REQUIRED,
  },
  {
    name: "no first name",
    values: { ...validSignUpDetails, firstName: "" },
    field: "firstName",
    message: messages.FIRST_NAME_REQUIRED,
  },
  {
    name: "first name of spaces only",
    values: { ...validSignUpDetails, firstName: "  " },
    field: "firstName",
    message: messages.FIRST_NAME_REQUIRED,
  },
  {
    name: "no last name",
    values: { ...validSignUpDetails, lastName: "" },
    field: "lastName",
    message: messages.LAST_NAME_REQUIRED,
  },
];

const passwordStep: PasswordStepValues = {
  password: "Sunny#Beach9",
  confirmPassword: "Sunny#Beach9",
  acceptTerms: true,
};

/** Sign-up password step (spec §5): required, complexity, matching, terms. */
export const passwordStepMessageCases: MessageCase<PasswordStepValues>[] = [
  {
    name: "no password",
    values: { ...passwordStep, password: "" },
    field: "password",
    message: messages.PLEASE_ENTER_PASSWORD,
  },
  {
    name: "no capital, digit or special character",
    values: { ...passwordStep, password: "sunnybeach", confirmPassword: "sunnybeach" },
    field: "password",
    message: messages.PASSWORD_COMPLEXITY,
  },
  {
    name: "no special character",
    values: { ...passwordStep, password: "SunnyBeach9", confirmPassword: "SunnyBeach9" },
    field: "password",
    message: messages.PASSWORD_COMPLEXITY,
  },
  {
    name: "passwords that differ",
    values: { ...passwordStep, confirmPassword: "Sunny#Beach8" },
    field: "confirmPassword",
    message: messages.PASSWORDS_DO_NOT_MATCH,
  },
  {
    name: "terms not accepted",
    values: { ...passwordStep, acceptTerms: false },
    field: "acceptTerms",
    message: messages.ACCEPT_TERMS,
  },
];

/** Accepted although shorter than eight: spec §5 says the 8-character minimum is not checked. */
export const shortButComplexPassword = "Ab#1";
