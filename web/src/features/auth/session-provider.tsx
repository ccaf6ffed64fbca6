import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useQuery } from "@apollo/client/react";
import { useLocation } from "react-router-dom";
import { leaveTo } from "../../lib/session/reload-page";
import { SessionContext, type Session } from "../../lib/session/session-context";
import { sessionOutUrl } from "./session-out-url";
import { shouldSkipLoginCheck } from "./should-skip-login-check";
import { ViewerQuery } from "../../lib/session/viewer-query";

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

/** First automatic retry of a login check that could not be made, then doubling up to the cap. */
export const SESSION_RETRY_FIRST_MS = 2_000;
export const SESSION_RETRY_MAX_MS = 30_000;

/**
 * Runs the login check when the app starts (not on the pages and links of spec §2 that skip it)
 * and provides the signed-in user. A single-sign-on user whose check answers "not signed in"
 * goes to the session-out URL the last successful check gave. A check that could not be made
 * (the service is having trouble: an error, not an answer) signs nobody out: the session is
 * `unavailable`, pages wait as while loading, and the check is retried with a growing delay.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  // Decided once, at the address the app started on.
  const [skip] = useState(() => shouldSkipLoginCheck(location));
  const { data, error, loading, refetch } = useQuery(ViewerQuery, {
    skip,
    notifyOnNetworkStatusChange: true,
  });
  const unavailable = !skip && !loading && error !== undefined;
  const viewer = unavailable ? null : (data?.viewer ?? null);
  const checked = !skip && !loading && data !== undefined && error === undefined;
  const [failures, setFailures] = useState(0);

  const retry = useCallback(() => {
    refetch().catch(() => undefined); // the error shows through `error`
  }, [refetch]);

  useEffect(() => {
    if (!unavailable) {
      setFailures(0);
      return;
    }
    const delay = Math.min(SESSION_RETRY_FIRST_MS * 2 ** failures, SESSION_RETRY_MAX_MS);
    const timer = setTimeout(() => {
      setFailures((n) => n + 1);
      retry();
    }, delay);
    return () => clearTimeout(timer);
  }, [unavailable, failures, retry]);

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

  const session = useMemo<Session>(
    () => ({ viewer, loading: loading || unavailable, unavailable, retry }),
    [viewer, loading, unavailable, retry],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
