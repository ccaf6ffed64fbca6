import { LoadingState } from "@travel/design-system";
import type { ReactNode } from "react";
import { useSession } from "../../lib/session/session-context";
import { SignInPrompt } from "./sign-in-prompt";

/**
 * The content of an account page for a signed-in user; while the login check runs a spinner,
 * and for a signed-out visitor the sign-in prompt.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { viewer, loading } = useSession();
  if (loading) return <LoadingState />;
  if (!viewer) return <SignInPrompt />;
  return <>{children}</>;
}
