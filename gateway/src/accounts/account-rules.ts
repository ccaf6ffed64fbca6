/** Pure account rules of the spec (§4, §6, §8), each named after the rule. */
import { messages } from "@travel/schema/validation";

/** Upstream user types: 1 agent, 2 traveller. */
export type UpstreamUserType = 1 | 2;

/** Spec §6: user type 1 (agent) when the email entered at sign-in contains "agent", else 2. */
export function userTypeFromEmail(email: string): UpstreamUserType {
  return email.toLowerCase().includes("agent") ? 1 : 2;
}

/** Spec §4: ACTIVE-REFRESH counts as ACTIVE; ACTIVE in any case is ACTIVE; else NOPLAN. */
export function normalisePlanStatus(planStatus: string | null | undefined): "ACTIVE" | "NOPLAN" {
  const status = (planStatus ?? "").trim().toUpperCase();
  return status === "ACTIVE" || status === "ACTIVE-REFRESH" ? "ACTIVE" : "NOPLAN";
}

/** Spec §6: the site allows booking without a session, or the profile's can_user_book is 1. */
export function canBook(siteAllowsBookingWithoutSession: boolean, canUserBook: boolean): boolean {
  return siteAllowsBookingWithoutSession || canUserBook;
}

/** Spec §6: role Guest makes prices display with tax. */
export function pricesIncludeTax(role: string | null | undefined): boolean {
  return role === "Guest";
}

/**
 * Spec §8: the server's message, or 'INVALID EMAIL ADDRESS OR PASSWORD' when it gives none,
 * upper-cased (the web app translates it through the language labels).
 */
export function signInFailureMessage(serverMessage: string | null | undefined): string {
  const text = serverMessage?.trim();
  return (text ? text : messages.INVALID_CREDENTIALS).toUpperCase();
}

/** What the upstream answered to a sign-up. */
export interface SignUpResponse {
  status: number;
  code: number;
  resp: string;
}

export type SignUpOutcome =
  | { created: true; message: string }
  | { created: false; code: "USER_ALREADY_EXISTS" | "SIGN_UP_REJECTED"; message: string };

/**
 * Spec §3/§8: 'USER_ALREADY_CREATED' → 'User Already Exists. Please login with Email';
 * 'User Created successfully' → the confirmation-email message; status 0, or status 1 with
 * code 201, or code 500 → the server's resp is shown; any other status 1 answer is a creation.
 */
export function signUpOutcome(response: SignUpResponse): SignUpOutcome {
  if (response.resp === "USER_ALREADY_CREATED") {
    return { created: false, code: "USER_ALREADY_EXISTS", message: messages.USER_ALREADY_EXISTS };
  }
  if (response.resp === "User Created successfully") {
    return { created: true, message: messages.CONFIRMATION_SENT };
  }
  // status 0 (or anything but 1), status 1 with code 201, or code 500
  const rejected = response.status !== 1 || response.code === 201 || response.code === 500;
  if (rejected) return { created: false, code: "SIGN_UP_REJECTED", message: response.resp };
  return { created: true, message: messages.CONFIRMATION_SENT };
}

/** Spec §2: go to /promotions when the result flags a promotion and redirect is allowed. */
export function promotionRedirect(isPromotion: boolean, allowRedirect: boolean): string | null {
  return isPromotion && allowRedirect ? "/promotions" : null;
}

/** Spec §3 invitation: the 1-based title index resolved against Miss, Mr, Mrs. */
export function titleFromIndex(index: unknown): string | null {
  const titles = ["Miss", "Mr", "Mrs"];
  const n = typeof index === "string" && /^\d+$/.test(index) ? Number(index) : index;
  return typeof n === "number" && Number.isInteger(n) ? (titles[n - 1] ?? null) : null;
}
