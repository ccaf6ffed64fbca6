import { messages, signInThrottledMessage } from "@travel/schema/validation";
import type { AccountErrorCode } from "../__generated__/graphql";
import type { Db } from "./db";
import { buildViewer } from "./factories";

/** Root fields of the accounts module (schema/accounts.graphql) over the in-memory db. */

interface Input<T> {
  input: T;
}

/** An AccountError; the code is the SDL's (an unknown code would fail the schema at run time). */
const userError = (message: string, code: AccountErrorCode, field: string | null = null) => ({
  field,
  code,
  message,
});

export function accountResolvers(data: Db) {
  return {
    viewer: () => {
      data.calls.viewer += 1;
      return data.viewer;
    },
    invitation: ({ masterCode }: { masterCode: string }) =>
      data.invitations.find((i) => i.masterCode === masterCode) ?? null,
    countries: () => data.countries,
    nationalities: () => data.nationalities,

    signIn: ({
      input,
    }: Input<{ email: string; password: string; allowRedirect?: boolean | null }>) => {
      if (data.signInThrottleMinutes > 0) {
        return {
          viewer: null,
          token: null,
          redirectTo: null,
          errors: [userError(signInThrottledMessage(data.signInThrottleMinutes), "THROTTLED")],
        };
      }
      const account = data.accounts.find(
        (a) => a.viewer.email === input.email && a.password === input.password,
      );
      if (!account) {
        return {
          viewer: null,
          token: null,
          redirectTo: null,
          errors: [userError(messages.INVALID_CREDENTIALS, "SIGN_IN_FAILED")],
        };
      }
      data.viewer = account.viewer;
      return {
        viewer: account.viewer,
        token: null,
        redirectTo:
          account.viewer.hasPromotion && input.allowRedirect !== false ? "/promotions" : null,
        errors: [],
      };
    },
    ssoSignIn: ({ input }: Input<{ token: string }>) => {
      data.calls.ssoSignIn.push(input);
      const email = data.ssoTokens[input.token];
      const account = data.accounts.find((a) => email !== undefined && a.viewer.email === email);
      if (!account) {
        return {
          viewer: null,
          token: null,
          redirectTo: null,
          errors: [userError(messages.SSO_SIGN_IN_FAILED, "SSO_SIGN_IN_FAILED")],
        };
      }
      data.viewer = { ...account.viewer, singleSignOn: true };
      return { viewer: data.viewer, token: null, redirectTo: null, errors: [] };
    },
    socialSignIn: ({ input }: Input<{ idToken: string }>) => {
      const email = data.socialTokens[input.idToken];
      const account = data.accounts.find((a) => a.viewer.email === email);
      const refused = (message: string, code: AccountErrorCode) => ({
        viewer: null,
        token: null,
        redirectTo: null,
        errors: [userError(message, code)],
      });
      if (email === undefined)
        return refused(messages.SOCIAL_SIGN_IN_FAILED, "SOCIAL_SIGN_IN_FAILED");
      if (!account) return refused("No account for this social identity", "ACCOUNT_NOT_FOUND");
      data.viewer = account.viewer;
      return { viewer: account.viewer, token: null, redirectTo: null, errors: [] };
    },
    socialSignUp: ({ input }: Input<{ idToken: string }>) => {
      data.calls.socialSignUp.push(input);
      const email = data.socialTokens[input.idToken] ?? "";
      const account = { password: "", viewer: { ...buildViewer({ email }) } };
      data.accounts.push(account);
      data.viewer = account.viewer;
      return {
        created: true,
        message: messages.SOCIAL_WELCOME,
        viewer: data.viewer,
        token: null,
        errors: [],
      };
    },
    signOut: () => {
      data.calls.signOut += 1;
      data.viewer = null;
      return { signedOut: true };
    },
    checkAccount: ({ input }: Input<{ email: string }>) => {
      const exists = data.accounts.some((a) => a.viewer.email === input.email);
      return exists
        ? { isNew: false, message: messages.USER_ALREADY_EXISTS, errors: [] }
        : { isNew: true, message: null, errors: [] };
    },
    validateSignUpDetails: ({
      input,
    }: Input<{ accessCode?: string | null; masterCode?: string | null }>) => {
      const code = input.masterCode ?? input.accessCode ?? "";
      if (data.accessCodes.length > 0 && !data.accessCodes.includes(code)) {
        return {
          valid: false,
          errors: [userError("INVALID ACCESS CODE", "INVALID_ACCESS_CODE", "input.accessCode")],
        };
      }
      return { valid: true, errors: [] };
    },
    signUp: ({ input }: Input<unknown>) => {
      data.calls.signUp.push(input);
      return {
        created: true,
        message: messages.CONFIRMATION_SENT,
        viewer: null,
        token: null,
        errors: [],
      };
    },
    requestPasswordReset: ({ input }: Input<unknown>) => {
      data.calls.requestPasswordReset.push(input);
      return { accepted: true, errors: [] };
    },
    changePassword: ({ input }: Input<{ key: string }>) => {
      data.calls.changePassword.push(input);
      return input.key === "good-key"
        ? { changed: true, errors: [] }
        : {
            changed: false,
            errors: [userError(messages.INVALID_LINK, "CHANGE_PASSWORD_FAILED", "input.key")],
          };
    },
    verifyAccount: ({ input }: Input<{ key: string }>) => {
      data.calls.verifyAccount.push(input);
      return input.key === "good-key"
        ? { verified: true, errors: [] }
        : {
            verified: false,
            errors: [userError(messages.INVALID_LINK, "VERIFICATION_FAILED", "input.key")],
          };
    },
  };
}
