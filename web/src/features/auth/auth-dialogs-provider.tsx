import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { AuthDialogsContext } from "./auth-dialogs-context";
import { readAuthLinkParams } from "./auth-link-params";
import { writeServiceCookie } from "./service-cookie";
import { useSession } from "./session-context";

// The dialogs load on first use, keeping them out of the first page's script.
const SignInDialog = lazy(() =>
  import("./sign-in-dialog").then((m) => ({ default: m.SignInDialog })),
);
const SignUpDialog = lazy(() =>
  import("./sign-up-dialog").then((m) => ({ default: m.SignUpDialog })),
);
const ForgotPasswordDialog = lazy(() =>
  import("./forgot-password-dialog").then((m) => ({ default: m.ForgotPasswordDialog })),
);

type AuthDialogName = "signIn" | "signUp" | "forgotPassword";

/**
 * Holds the sign-in, sign-up and forgot-password dialogs and lets its children open them. The
 * address can ask for them too: `?action=showSignin` opens sign-in for a signed-out visitor,
 * `?signup` or an invitation `?mastercode=…` opens sign-up; another `action` value is stored in
 * the `service` cookie (the menu item to select after sign-in).
 */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<AuthDialogName | null>(null);
  // How often each dialog was opened: a fresh key per opening starts its form afresh.
  const [openings, setOpenings] = useState<Readonly<Partial<Record<AuthDialogName, number>>>>({});
  const { viewer, loading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  const dialogs = useMemo(() => {
    const show = (name: AuthDialogName) => {
      setOpenings((previous) => ({ ...previous, [name]: (previous[name] ?? 0) + 1 }));
      setOpen(name);
    };
    return {
      openSignIn: () => show("signIn"),
      openSignUp: () => show("signUp"),
      openForgotPassword: () => show("forgotPassword"),
      close: () => setOpen(null),
    };
  }, []);
  // A dialog that reports closing closes only itself: when one dialog replaces another, the
  // replaced one reports closing after the next has opened.
  const closeOwn = (name: AuthDialogName) => () =>
    setOpen((current) => (current === name ? null : current));

  const request = readAuthLinkParams(location.search);
  useEffect(() => {
    if (loading) return;
    if (request.service) writeServiceCookie(request.service);
    if (request.dialog === "signIn" && !viewer) {
      dialogs.openSignIn();
      // The request is handled: drop it so closing the dialog does not bring it back.
      const query = new URLSearchParams(location.search);
      query.delete("action");
      const search = query.toString();
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : "" },
        {
          replace: true,
        },
      );
    } else if (request.dialog === "signUp" && !viewer) {
      dialogs.openSignUp();
    }
  }, [
    loading,
    viewer,
    request.dialog,
    request.service,
    dialogs,
    navigate,
    location.pathname,
    location.search,
  ]);

  return (
    <AuthDialogsContext.Provider value={dialogs}>
      {children}
      <Suspense fallback={null}>
        {openings.signIn ? (
          <SignInDialog
            key={openings.signIn}
            open={open === "signIn"}
            onClose={closeOwn("signIn")}
          />
        ) : null}
        {openings.signUp ? (
          <SignUpDialog
            key={openings.signUp}
            open={open === "signUp"}
            onClose={closeOwn("signUp")}
          />
        ) : null}
        {openings.forgotPassword ? (
          <ForgotPasswordDialog
            key={openings.forgotPassword}
            open={open === "forgotPassword"}
            onClose={closeOwn("forgotPassword")}
          />
        ) : null}
      </Suspense>
    </AuthDialogsContext.Provider>
  );
}
