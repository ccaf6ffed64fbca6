import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useQuery } from "@apollo/client/react";
import { useLocation } from "react-router-dom";
import { leaveTo } from "./reload-page";
import { SessionContext, type Session } from "./session-context";
import { sessionOutUrl } from "./session-out-url";
import { shouldSkipLoginCheck } from "./should-skip-login-check";
import { ViewerQuery } from "./viewer-query";

/** Session storage key remembering a single-sign-on user's session-out URL between pages. */
export const SSO_SESSION_OUT_KEY = "sso_session_out_url";

function readStored(): string | null {
  try {
    return sessionStorage.getItem(SSO_SESSION_OUT_KEY);
  } catch {
    return null;
  }
}

function writeStored(url: string | null): void {
  try {
    if (url) sessionStorage.setItem(SSO_SESSION_OUT_KEY, url);
    else sessionStorage.removeItem(SSO_SESSION_OUT_KEY);
  } catch {
    // Storage unavailable (private mode): nothing to remember.
  }
}

/**
 * Runs the login check when the app starts (not on the pages and links of spec §2 that skip it)
 * and provides the signed-in user. A single-sign-on user whose check fails goes to the
 * session-out URL the last successful check gave.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  // Decided once, at the address the app started on.
  const [skip] = useState(() => shouldSkipLoginCheck(location));
  const { data, error, loading } = useQuery(ViewerQuery, { skip });
  const viewer = data?.viewer ?? null;
  const checked = !skip && !loading && (data !== undefined || error !== undefined);

  useEffect(() => {
    if (!checked) return;
    if (viewer) {
      writeStored(sessionOutUrl(viewer));
      return;
    }
    const url = readStored();
    if (url) {
      writeStored(null);
      leaveTo(url);
    }
  }, [checked, viewer]);

  const session = useMemo<Session>(() => ({ viewer, loading }), [viewer, loading]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
