import { createContext, useContext } from "react";

/** Opens the sign-in, sign-up and forgot-password dialogs from anywhere. */
export interface AuthDialogs {
  openSignIn: () => void;
  openSignUp: () => void;
  openForgotPassword: () => void;
  close: () => void;
}

export const AuthDialogsContext = createContext<AuthDialogs | null>(null);

/** The openers of the account dialogs; needs an `AuthDialogsProvider` above. */
export function useAuthDialogs(): AuthDialogs {
  const dialogs = useContext(AuthDialogsContext);
  if (!dialogs) throw new Error("useAuthDialogs needs an AuthDialogsProvider above it");
  return dialogs;
}
