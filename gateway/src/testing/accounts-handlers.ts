/** msw handlers of the upstream ACCOUNTS contract over the in-memory accounts db. */
import { http, HttpResponse, type JsonBodyType } from "msw";
import { accountsDb as db } from "./upstream-db";
import type { TestAccount } from "./accounts-db";

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === "object" && v !== null ? (v as Json) : {});
const text = (v: unknown) => (typeof v === "string" ? v : "");

let tokenCounter = 0;

async function receive(request: Request): Promise<Json> {
  const raw = await request.text();
  let body: Json;
  try {
    body = obj(raw ? JSON.parse(raw) : {});
  } catch {
    body = {};
  }
  db.received.push({
    path: new URL(request.url).pathname,
    body,
    authorization: request.headers.get("authorization"),
  });
  return body;
}

function sessionUser(request: Request): TestAccount | undefined {
  const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  const userId = db.sessions[token];
  return db.accounts.find((a) => a.userId === userId);
}

const expired = () => HttpResponse.json({ status: 0, message: "Session expired" }, { status: 401 });

const HOUR_MS = 3600_000;
/** The remembered (30-day) sessions among the tokens handed out. */
const rememberedTokens = new Set<string>();

/** A new session token and when it ends: 12 hours, or 30 days when remembered. */
function newToken(userId: number, remember: boolean) {
  // 43 characters of base64url, like the upstream's tokens
  const token = `tok-${userId}-${++tokenCounter}`.padEnd(43, "x");
  db.sessions[token] = userId;
  if (remember) rememberedTokens.add(token);
  const expires_at = new Date(Date.now() + (remember ? 30 * 24 : 12) * HOUR_MS).toISOString();
  return { token, expires_at };
}

function startSession(account: TestAccount, remember = false) {
  return {
    ...newToken(account.userId, remember),
    username: account.first_name,
    email: account.email,
    currency_code: account.currency_code,
    language: account.language,
    nationality: account.nationality,
    userId: account.userId,
    role: account.role,
    last_name: account.last_name,
    is_promotion: account.is_promotion,
    subscription_details: { plan_status: account.plan_status },
  };
}

const byEmail = (email: string) =>
  db.accounts.find((a) => a.email.toLowerCase() === email.toLowerCase());

/** The handlers, mounted under `baseUrl` (the mocked upstream's base URL). */
export function createAccountsHandlers(baseUrl: string) {
  const url = (path: string) => `${baseUrl}${path}`;
  return [
    http.post(url("/api/signIn"), async ({ request }) => {
      const sign = obj((await receive(request)).jsonSign);
      const social = text(sign.googletoken) || text(sign.fbtoken);
      if (social) {
        const account = db.accounts.find((a) => a.socialTokens.includes(social));
        if (!account) {
          return HttpResponse.json({
            status: 0,
            message: "No account for this social identity",
            code: 404,
          });
        }
        return HttpResponse.json({
          status: 1,
          message: "Login successful",
          result: startSession(account),
        });
      }
      const account = byEmail(text(sign.email_id));
      if (!account || account.password !== text(sign.password)) {
        return HttpResponse.json({ status: 0, message: "Invalid email address or password" });
      }
      if (!account.verified) {
        return HttpResponse.json({
          status: 0,
          message: "Please verify your email address before signing in",
        });
      }
      return HttpResponse.json({
        status: 1,
        message: "Login successful",
        result: startSession(account, sign.remember === true),
      });
    }),
    http.post(url("/api/auth/signIn"), async ({ request }) => {
      const token = text(obj((await receive(request)).jsonSingIn).sso_token);
      const account = db.accounts.find((a) => a.socialTokens.includes(`sso:${token}`));
      return account
        ? HttpResponse.json({ status: 1, result: startSession(account) })
        : HttpResponse.json({ status: 0, message: "Single sign-on failed" });
    }),
    http.post(url("/api/auth/refresh"), async ({ request }) => {
      await receive(request);
      const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
      const userId = db.sessions[token];
      if (userId === undefined) return expired();
      delete db.sessions[token];
      const remember = rememberedTokens.has(token);
      return HttpResponse.json({ status: 1, result: { ...newToken(userId, remember), remember } });
    }),
    http.post(url("/api/auth/checkLogin"), async ({ request }) => {
      await receive(request);
      const a = sessionUser(request);
      if (!a) return expired();
      return HttpResponse.json({
        status: 1,
        result: {
          userId: a.userId,
          email: a.email,
          first_name: a.first_name,
          last_name: a.last_name,
          type: a.type,
          role: a.role,
          can_user_book: a.can_user_book,
          subscription_details: {
            plan_status: a.plan_status,
            access_code: a.access_code,
            phone_country_code: a.phone_country_code,
          },
          country: a.country,
          credit_limit: a.credit_limit,
          display_price: a.display_price,
          currency_code: a.currency_code,
          language: a.language,
          nationality: a.nationality,
          referral: a.referral,
        },
        message: { ssocheck: { is_sso: a.is_sso } },
        session_out_url: a.session_out_url,
      } as unknown as JsonBodyType);
    }),
    http.post(url("/api/signUp/checkAccountForExists"), async ({ request }) => {
      const email = text(obj((await receive(request)).jsonSigUp).email_id);
      return byEmail(email)
        ? HttpResponse.json({
            status: 1,
            data: {
              data: { code: 201 },
              resp: "This email is already registered. Please sign in.",
            },
          })
        : HttpResponse.json({ status: 1, data: { data: { code: 404 }, resp: "" } });
    }),
    http.post(url("/api/signUp/validateAccessCode"), async ({ request }) => {
      const reg = obj((await receive(request)).jsonRegister);
      const valid =
        db.accessCodes.includes(text(reg.accesscode)) ||
        db.invitations.some((i) => i.mastercode === text(reg.mastercode));
      return HttpResponse.json({
        data: { data: { status: valid ? 1 : 0 }, resp: valid ? "" : "Invalid Access Code" },
      });
    }),
    http.post(url("/api/signUp"), async ({ request }) => {
      const reg = obj((await receive(request)).jsonRegister);
      const details = obj(reg.userdetails);
      if (byEmail(text(reg.email_id))) {
        return HttpResponse.json({
          status: 1,
          data: { code: 201, resp: "USER_ALREADY_CREATED", isProfileCreated: false },
        });
      }
      if (text(details.mobile_no).length > 15) {
        return HttpResponse.json({ status: 0, data: { code: 400, resp: "Invalid mobile number" } });
      }
      const social = text(reg.googletoken) || text(reg.fbtoken);
      const account: TestAccount = {
        ...db.accounts[0]!,
        userId: 900 + db.accounts.length,
        email: text(reg.email_id),
        password: text(reg.password),
        first_name: text(details.first_name),
        last_name: text(details.last_name),
        role: "Member",
        verified: social !== "",
        socialTokens: social ? [social] : [],
        referral: null,
        access_code: text(reg.accesscode) || null,
      };
      db.accounts.push(account);
      const data = { code: 200, resp: "User Created successfully", isProfileCreated: true };
      return HttpResponse.json(
        social ? { status: 1, data, result: startSession(account) } : { status: 1, data },
      );
    }),
    http.post(url("/api/signUp/verifyAccount"), async ({ request }) => {
      const key = text((await receive(request)).key);
      const userId = db.verificationKeys[key];
      const account = db.accounts.find((a) => a.userId === userId);
      if (!account) {
        return HttpResponse.json({
          status: 0,
          message: "Verification link is invalid or has expired",
        });
      }
      account.verified = true;
      delete db.verificationKeys[key];
      return HttpResponse.json({ status: 1, message: "Account verified" });
    }),
    http.post(url("/api/auth/forgotPassword"), async ({ request }) => {
      await receive(request);
      return HttpResponse.json({
        status: 1,
        message: "If an account exists for this email, a reset link has been sent",
      });
    }),
    http.post(url("/api/auth/changePassword"), async ({ request }) => {
      const body = await receive(request);
      const key = text(body.key);
      const account = db.accounts.find((a) => a.userId === db.resetKeys[key]);
      if (!account) {
        return HttpResponse.json({ status: 0, message: "Reset link is invalid or has expired" });
      }
      account.password = text(body.password);
      delete db.resetKeys[key];
      for (const [token, userId] of Object.entries(db.sessions)) {
        if (userId === account.userId) delete db.sessions[token];
      }
      return HttpResponse.json({ status: 1, message: "Password changed", email: account.email });
    }),
    http.get(url("/api/signUp/invitation"), async ({ request }) => {
      await receive(request);
      const code = new URL(request.url).searchParams.get("mastercode");
      const invitation = db.invitations.find((i) => i.mastercode === code);
      return invitation
        ? HttpResponse.json({ status: 1, data: invitation as unknown as JsonBodyType })
        : HttpResponse.json({ status: 0, message: "Invitation not found" }, { status: 404 });
    }),
    http.post(url("/api/iqps/logout"), async ({ request }) => {
      await receive(request);
      const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
      if (db.sessions[token] === undefined) return expired();
      delete db.sessions[token];
      return HttpResponse.json({ status: 1 });
    }),
    http.post(url("/api/iqps/user-fqs"), async ({ request }) => {
      const body = await receive(request);
      db.activity.push({
        userId: Number(body.userId),
        ip: text(body.ip),
        action: text(body.action),
      });
      return HttpResponse.json({ status: 1 });
    }),
  ];
}
