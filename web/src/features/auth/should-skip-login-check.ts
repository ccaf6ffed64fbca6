import { paths } from "../../config/paths";

/** Pages that handle their own session (single sign-on, emailed links). */
const SKIP_PATHS: readonly string[] = [paths.loginSso, paths.verifyAccount, paths.changePassword];

/** Query parameters of emailed links and sign-up invitations. */
const SKIP_PARAMS = ["key", "signup"] as const;

/**
 * Whether the login check is skipped at this address (spec §2): on /login/sso, /verify-account
 * and /change-password, or when the query has `key` or `signup`.
 */
export function shouldSkipLoginCheck(location: { pathname: string; search: string }): boolean {
  const pathname = location.pathname.replace(/\/+$/, "") || "/";
  if (SKIP_PATHS.includes(pathname)) return true;
  const query = new URLSearchParams(location.search);
  return SKIP_PARAMS.some((name) => query.has(name));
}
