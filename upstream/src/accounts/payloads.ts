/** Parsers of the account payloads: the shapes of jsonSign and jsonRegister, checked and trimmed. */
import type { NonceProof } from "./social-nonce";
import {
  isTitle,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  MAX_PASSWORD_LENGTH,
  MESSAGES,
  nameProblem,
  normaliseEmail,
  type Title,
} from "./account-rules";
import {
  booleanField,
  emailField,
  objectField,
  parsePayload,
  passwordField,
  PayloadError,
  textField,
  textOrNumberField,
  tokenField,
  type Payload,
} from "./payload-fields";

export interface SignInInput {
  email: string;
  password: string;
  googleToken: string;
  fbToken: string;
  /** A social sign-in's attempt: its state and nonce secret (social-nonce.ts). */
  nonceProof: NonceProof;
  remember: boolean;
}

/** jsonSign: a password sign-in needs an email and a password, a social one a token. */
export function parseSignIn(body: Payload) {
  return parsePayload((): SignInInput => {
    const sign = objectField(body, "jsonSign");
    objectField(sign, "promotions");
    objectField(sign, "userdetails");
    const input = {
      email: normaliseEmail(emailField(sign, "email_id")),
      // Passwords are not trimmed: spaces may be part of them. Over-long ones cannot match.
      password: passwordField(sign, "password"),
      googleToken: tokenField(sign, "googletoken"),
      fbToken: tokenField(sign, "fbtoken"),
      nonceProof: { state: textField(sign, "state"), secret: textField(sign, "nonce_secret") },
      remember: booleanField(sign, "remember"),
    };
    if (input.googleToken === "" && input.fbToken === "") {
      if (input.email === "") throw new PayloadError(MESSAGES.signInEmail);
      if (input.password.trim() === "") throw new PayloadError(MESSAGES.signInPassword);
    }
    return input;
  });
}

export interface SignUpInput {
  accessCode: string;
  masterCode: string;
  email: string;
  password: string;
  googleToken: string;
  fbToken: string;
  /** A social sign-up's attempt: its state and nonce secret (social-nonce.ts). */
  nonceProof: NonceProof;
  nationalityId: number;
  language: string;
  title: Title | null;
  tripId: string | null;
  referralCode: string;
  referralOrg: string | null;
  firstName: string;
  lastName: string;
  countryCode: string;
  mobileNo: string;
  mobileCountryCode: string;
  isPromotionVisited: boolean;
}

const orNull = (s: string) => (s === "" ? null : s);

/**
 * jsonRegister. Email sign-up needs email, title, names and a valid password; a social one
 * (googletoken or fbtoken set) takes its email from the verified token, so only what is given is
 * checked.
 */
export function parseSignUp(body: Payload) {
  return parsePayload((): SignUpInput => {
    const reg = objectField(body, "jsonRegister");
    const details = objectField(reg, "userdetails");
    const promotions = objectField(reg, "promotions");
    for (const field of ["site_url", "client_ip_address", "true_client_ip"]) textField(reg, field);
    textOrNumberField(reg, "site_id");
    const nationality = textOrNumberField(reg, "nationality");
    const title = textField(reg, "title");
    // both emails are checked, though the one in userdetails only counts when the other is empty
    const regEmail = emailField(reg, "email_id");
    const detailsEmail = emailField(details, "email_id");
    const input: SignUpInput = {
      accessCode: textField(reg, "accesscode"),
      masterCode: textField(reg, "mastercode"),
      email: normaliseEmail(regEmail || detailsEmail),
      password: passwordField(reg, "password"),
      googleToken: tokenField(reg, "googletoken"),
      fbToken: tokenField(reg, "fbtoken"),
      nonceProof: { state: textField(reg, "state"), secret: textField(reg, "nonce_secret") },
      nationalityId: nationality === "" ? 1 : Number(nationality),
      language: textField(reg, "language") || "en-US",
      title: isTitle(title) ? title : null,
      tripId: orNull(textField(reg, "trip_id")),
      referralCode: textField(reg, "referral_code"),
      referralOrg: orNull(textField(reg, "referral_org")),
      firstName: textField(details, "first_name"),
      lastName: textField(details, "last_name"),
      countryCode: textField(details, "country_code"),
      mobileNo: textField(details, "mobile_no"),
      mobileCountryCode: textField(details, "mobile_country_code"),
      isPromotionVisited: booleanField(promotions, "isPromotionVisited"),
    };
    const social = input.googleToken !== "" || input.fbToken !== "";
    if (!/^[1-9]\d{0,8}$/.test(String(input.nationalityId)))
      throw new PayloadError(MESSAGES.nationality);
    if (!/^[a-z]{2}-[A-Z]{2}$/.test(input.language)) throw new PayloadError(MESSAGES.language);
    if (title !== "" && input.title === null) throw new PayloadError(MESSAGES.title);
    if (!isValidPhone(input.mobileNo)) throw new PayloadError(MESSAGES.phone);
    if (input.mobileCountryCode !== "" && !/^\+?\d{1,4}(-\d{1,4})?$/.test(input.mobileCountryCode))
      throw new PayloadError(MESSAGES.phoneCountryCode);
    if (!social) {
      if (input.email === "") throw new PayloadError(MESSAGES.email);
      if (!isValidEmail(input.email)) throw new PayloadError(MESSAGES.invalidEmail);
      if (input.title === null) throw new PayloadError(MESSAGES.title);
    }
    if (!social || input.firstName !== "") {
      const problem = nameProblem(input.firstName, "First Name");
      if (problem) throw new PayloadError(problem);
    }
    if (!social || input.lastName !== "") {
      const problem = nameProblem(input.lastName, "Last Name");
      if (problem) throw new PayloadError(problem);
    }
    if (!social && !isValidPassword(input.password)) throw new PayloadError(MESSAGES.password);
    return input;
  });
}

/** An over-long password cannot match (the input limit is 13): refused before any hashing. */
export const isOverlongPassword = (password: string) => password.length > MAX_PASSWORD_LENGTH;
