/**
 * The `user_data` cookie (spec §3 stored state), set by the gateway at sign-in beside the session
 * and deleted with it: the first name and the user type, all the header shows. It is no
 * credential (the gateway never reads it): the page uses it only while the login check has not
 * answered, or could not be made, so the account button keeps the traveller's name.
 */
import { readCookie } from "../cookies";

export const USER_DATA_COOKIE = "user_data";

export interface UserData {
  firstName: string | null;
  userType: "AGENT" | "TRAVELLER";
}

/** The cookie's value read back; null when absent or not what the gateway writes. */
export function parseUserData(value: string | null): UserData | null {
  if (!value) return null;
  try {
    const data = JSON.parse(value) as Record<string, unknown>;
    const firstName = typeof data.firstName === "string" ? data.firstName.slice(0, 50) : null;
    if (data.userType !== "AGENT" && data.userType !== "TRAVELLER") return null;
    return { firstName, userType: data.userType };
  } catch {
    return null;
  }
}

/** This browser's `user_data` cookie, if any. */
export function readUserData(): UserData | null {
  return parseUserData(readCookie(USER_DATA_COOKIE));
}
