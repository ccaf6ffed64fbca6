import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from "react";
import { type LabelKey, useTranslation } from "../../lib/i18n";
import { useLocation, useNavigate } from "react-router-dom";
import type { AuthDialog as AuthDialogFrame } from "./auth-dialog";
import { AuthDialogsContext } from "../../lib/session/auth-dialogs-context";
import { readAuthLinkParams } from "./auth-link-params";
import { writeServiceCookie } from "./service-cookie";
import { useSession } from "../../lib/session/session-context";

type AuthDialogName = "signIn" | "signUp" | "forgotPassword";
type AuthDialogContent = ComponentType<{ onClose: () => void }>;

// The contents load on first use, keeping them out of the first page's script. A content is
// shown only once loaded, so the modal never shows an empty frame or suspends mid-switch.
const contentLoaders: Record<AuthDialogName, () => Promise<AuthDialogContent>> = {
  signIn: () => import("./sign-in-dialog").then((m) => m.SignInContent),
  signUp: () => import("./sign-up-dialog").then((m) => m.SignUpContent),
  forgotPassword: () => import("./forgot-password-dialog").then((m) => m.ForgotPasswordContent),
};
const loadedContents: Partial<Record<AuthDialogName, AuthDialogContent>> = {};
const pendingContents: Partial<Record<AuthDialogName, Promise<AuthDialogContent>>> = {};

// The modal itself (Chakra's dialog, its focus trap) loads with the first content.
let LoadedFrame: typeof AuthDialogFrame | undefined;
let pendingFrame: Promise<typeof AuthDialogFrame> | undefined;

function loadFrame(): Promise<typeof AuthDialogFrame> {
  if (LoadedFrame) return Promise.resolve(LoadedFrame);
  pendingFrame ??= import("./auth-dialog").then(
    (m) => (LoadedFrame = m.AuthDialog),
    (error: unknown) => {
      pendingFrame = undefined; // the next click tries again
      throw error;
    },
  );
  return pendingFrame;
}

function loadContent(name: AuthDialogName): Promise<AuthDialogContent> {
  const loaded = loadedContents[name];
  if (loaded && LoadedFrame) return Promise.resolve(loaded);
  pendingContents[name] ??= Promise.all([contentLoaders[name](), loadFrame()]).then(
    ([content]) => (loadedContents[name] = content),
    (error: unknown) => {
      delete pendingContents[name]; // the next click tries again
      throw error;
    },
  );
  return pendingContents[name];
}

const TITLES: Record<AuthDialogName, LabelKey> = {
  signIn: "signIn.title",
  signUp: "signUp.title",
  forgotPassword: "forgotPassword.title",
};

/**
 * Holds the sign-in, sign-up and forgot-password dialogs and lets its children open them. The
 * address can ask for them too: `?action=showSignin` opens sign-in for a signed-out visitor,
 * `?signup`, an invitation `?mastercode=…` or a referral link `?referral_code=…` opens sign-up;
 * another `action` value is stored in the `service` cookie (the menu item to select after sign-in).
 *
 * The three share one modal whose content changes: going from sign-in to forgot password swaps
 * the content instead of closing one modal while opening another, which would race their focus
 * traps and hide the new one from assistive technology.
 */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // What the modal shows; kept while it closes, so the content does not vanish mid-animation.
  const [shown, setShown] = useState<AuthDialogName>("signIn");
  // How often a content was shown: a fresh key each time starts its form afresh.
  const [openings, setOpenings] = useState(0);
  const { viewer, loading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  const dialogs = useMemo(() => {
    const show = (name: AuthDialogName) => {
      void loadContent(name).then(
        () => {
          setOpenings((previous) => previous + 1);
          setShown(name);
          setOpen(true);
        },
        (error: unknown) => console.error("could not load the account dialog", error),
      );
    };
    return {
      openSignIn: () => show("signIn"),
      openSignUp: () => show("signUp"),
      openForgotPassword: () => show("forgotPassword"),
      close: () => setOpen(false),
    };
  }, []);

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

  const Content = loadedContents[shown];
  const AuthDialog = LoadedFrame;
  return (
    <AuthDialogsContext.Provider value={dialogs}>
      {children}
      {openings > 0 && AuthDialog ? (
        <AuthDialog
          open={open}
          onClose={dialogs.close}
          title={t(TITLES[shown])}
          contentKey={`${shown}-${openings}`}
        >
          {Content ? <Content key={openings} onClose={dialogs.close} /> : null}
        </AuthDialog>
      ) : null}
    </AuthDialogsContext.Provider>
  );
}
