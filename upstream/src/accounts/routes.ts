/** REST routes of the accounts domain (sign-in, sign-up, sessions, recovery, invitations). */
import type { Db } from "../db/db";
import { optionalString } from "../http/body-fields";
import { HttpError } from "../http/http-error";
import { ok, type ApiRequest, type Route } from "../http/router";
import { idempotencyKeyOf } from "../idempotency/store";
import { SITE_ORG_ID } from "../site/organisation";
import { MESSAGES, normaliseEmail } from "./account-rules";
import type { AccountsDeps } from "./deps";
import {
  emailField,
  hasDisallowedCharacters,
  objectField,
  parsePayload,
  textField,
  tokenField,
} from "./payload-fields";
import { parseSignIn, parseSignUp } from "./payloads";
import { loginProfile } from "./profile";
import { changePassword, forgotPassword, verifyAccount } from "./recovery";
import { bearerToken, hashSecretToken } from "./secret-token";
import { renewSession, SESSION_EXPIRED } from "./sessions";
import { signIn, signInWithSso } from "./sign-in";
import { admittingCode, INVALID_ACCESS_CODE, signUp } from "./sign-up";
import { emailRegistered, findInvitation, findSessionAccount, sessionOutUrl } from "./store";
import { revokeSession } from "./sessions-store";

export const EMAIL_ALREADY_REGISTERED = "This email is already registered. Please sign in.";
export const INVITATION_NOT_FOUND = "Invitation not found";

const text = (body: Record<string, unknown>, field: string) =>
  (optionalString(body, field) ?? "").trim();

export function accountRoutes(db: Db, deps: AccountsDeps): Route[] {
  const route = (
    method: Route["method"],
    path: string,
    handler: (request: ApiRequest) => Promise<unknown>,
  ): Route => ({ method, path, handler: async (request) => ok(await handler(request)) });

  return [
    route("POST", "/api/signIn", async ({ body }) => {
      const input = parseSignIn(body);
      return input.ok ? signIn(db, deps, input.value) : { status: 0, message: input.message };
    }),

    route("POST", "/api/auth/signIn", async ({ body }) => {
      const token = parsePayload(() => tokenField(objectField(body, "jsonSingIn"), "sso_token"));
      if (!token.ok) return { status: 0, message: token.message };
      const outcome = await signInWithSso(db, deps, token.value);
      return outcome.status === 1 ? { status: 1, result: outcome.result } : outcome;
    }),

    route("POST", "/api/auth/checkLogin", async ({ authorization }) => {
      // the session, its account and the referrer's names in one statement
      const token = bearerToken(authorization);
      const session =
        token === null ? null : await findSessionAccount(db, hashSecretToken(token), deps.now());
      if (session === null) throw new HttpError(401, SESSION_EXPIRED);
      const { account, referrer } = session;
      return {
        status: 1,
        result: loginProfile(account, referrer),
        message: { ssocheck: { is_sso: session.is_sso } },
        session_out_url:
          session.is_sso === 1
            ? ((await sessionOutUrl(db, SITE_ORG_ID)) ?? deps.defaultSessionOutUrl())
            : null,
      };
    }),

    route("POST", "/api/auth/refresh", async ({ authorization }) => {
      const renewed = await renewSession(db, authorization, deps.now());
      return {
        status: 1,
        result: {
          token: renewed.token,
          expires_at: renewed.expiresAt.toISOString(),
          remember: renewed.remember,
        },
      };
    }),

    route("POST", "/api/signUp/checkAccountForExists", async ({ body }) => {
      const email = parsePayload(() =>
        normaliseEmail(emailField(objectField(body, "jsonSigUp"), "email_id")),
      );
      if (!email.ok) throw new HttpError(400, email.message);
      // no email is no answer: "new" would send the visitor on with nothing to register
      if (email.value === "") throw new HttpError(400, MESSAGES.email);
      const exists = await emailRegistered(db, email.value);
      return {
        status: 1,
        data: exists
          ? { data: { code: 201 }, resp: EMAIL_ALREADY_REGISTERED }
          : { data: { code: 404 }, resp: "" },
      };
    }),

    route("POST", "/api/signUp/validateAccessCode", async ({ body }) => {
      const codes = parsePayload(() => {
        const reg = objectField(body, "jsonRegister");
        emailField(reg, "email_id");
        return {
          accessCode: textField(reg, "accesscode"),
          masterCode: textField(reg, "mastercode"),
        };
      });
      if (!codes.ok) throw new HttpError(400, codes.message);
      const admission = await admittingCode(db, codes.value, deps.now());
      const valid = admission === "access" || admission === "invitation";
      return valid
        ? { data: { data: { status: 1 }, resp: "" } }
        : { data: { data: { status: 0 }, resp: INVALID_ACCESS_CODE } };
    }),

    route("POST", "/api/signUp", async ({ body, idempotencyKey }) => {
      const key = idempotencyKeyOf(idempotencyKey);
      const input = parseSignUp(body);
      return input.ok
        ? signUp(db, deps, input.value, key)
        : { status: 0, data: { code: 400, resp: input.message } };
    }),

    route("POST", "/api/signUp/verifyAccount", async ({ body }) =>
      verifyAccount(db, deps, text(body, "key")),
    ),

    route("POST", "/api/auth/forgotPassword", async ({ body }) => {
      // malformed input is refused; any well-formed email gets the same answer (see recovery.ts)
      const email = parsePayload(() => normaliseEmail(emailField(body, "email_id")));
      if (!email.ok) throw new HttpError(400, email.message);
      if (email.value === "") throw new HttpError(400, MESSAGES.signInEmail);
      return forgotPassword(db, deps, email.value);
    }),

    route("POST", "/api/auth/changePassword", async ({ body }) => {
      // openapi.yaml's schema has made both text when present (server.ts refuses anything else)
      const key = ((body.key as string | undefined) ?? "").trim();
      const password = (body.password as string | undefined) ?? "";
      return changePassword(db, deps, key, password);
    }),

    {
      method: "GET",
      path: "/api/signUp/invitation",
      handler: async ({ query }) => {
        const mastercode = (query.get("mastercode") ?? "").trim().slice(0, 200);
        // no invitation has a control character (the database would refuse to compare one)
        const invitation = hasDisallowedCharacters(mastercode)
          ? null
          : await findInvitation(db, mastercode);
        if (invitation === null) throw new HttpError(404, INVITATION_NOT_FOUND);
        return ok({ status: 1, data: invitation });
      },
    },

    route("POST", "/api/iqps/logout", async ({ authorization }) => {
      const token = bearerToken(authorization);
      if (token !== null) await revokeSession(db, hashSecretToken(token), deps.now());
      return { status: 1 };
    }),
  ];
}
