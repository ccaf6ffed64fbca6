import { useCallback } from "react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { reloadPage } from "../../lib/session/reload-page";
import { SignOutMutation } from "./sign-out-mutation";

/** Logout reload delay (spec §9). */
export const LOGOUT_RELOAD_DELAY_MS = 500;

/**
 * Log out (spec §4): ends the server session, clears everything cached about the user, goes to
 * / and reloads the page 500 ms later.
 */
export function useSignOut(): () => Promise<void> {
  const [signOut] = useMutation(SignOutMutation);
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      // The session cookie may already be gone; the reload shows the signed-out state either way.
    }
    await client.resetStore();
    await navigate("/");
    setTimeout(reloadPage, LOGOUT_RELOAD_DELAY_MS);
  }, [signOut, client, navigate]);
}
