export { AuthDialogsProvider } from "./auth-dialogs-provider";
export { useAuthDialogs } from "./auth-dialogs-context";
export { SessionProvider } from "./session-provider";
export { useSession, type Viewer } from "./session-context";
export { shouldSkipLoginCheck } from "./should-skip-login-check";
export { useSignOut } from "./use-sign-out";
export { translateMessage } from "./translate-message";
export { isAccountPage } from "./account-return";
export { preloadSession } from "./preload";
