export { AuthDialogsProvider } from "./auth-dialogs-provider";
export { useAuthDialogs } from "../../lib/session/auth-dialogs-context";
export { SessionProvider } from "./session-provider";
export { useSession, type Viewer } from "../../lib/session/session-context";
export { shouldSkipLoginCheck } from "./should-skip-login-check";
export { useSignOut } from "./use-sign-out";
export { translateMessage } from "../../lib/i18n/translate-message";
export { isAccountPage } from "../../lib/session/account-return";
export { preloadSession } from "./preload";
