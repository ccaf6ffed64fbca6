import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { VisuallyHidden } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "../../lib/i18n";
import { useAuthDialogs } from "../../lib/session/auth-dialogs-context";
import { useSession } from "../../lib/session/session-context";
import { MenuActionsContext, type MenuActions } from "../../lib/menu-actions-context";
import { savingsNavigation } from "./savings-navigation";
import { savingsRedirect } from "./savings-redirect";
import { StartDailySavingsMutation } from "./start-daily-savings-mutation";

/**
 * Runs the product menu's daily deals entry (spec §4, daily savings flow): the gateway decides;
 * a visitor who is not signed in gets the sign-in dialog, a traveller goes to the savings site's
 * director page (a full navigation), and a failure (empty redirect) shows nothing (spec §8).
 * One run at a time: clicks while it runs are ignored, and every entry shows it is busy.
 */
export function DailyDealsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { viewer } = useSession();
  const { openSignIn } = useAuthDialogs();
  const [startDailySavings] = useMutation(StartDailySavingsMutation);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  useEffect(() => {
    // Back from the savings site through the back/forward cache: that run is over.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setBusy(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const onDailyDeals = useCallback<MenuActions["onDailyDeals"]>(
    (options) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      const stop = () => {
        running.current = false;
        setBusy(false);
      };
      const signIn = () => {
        stop();
        options?.beforeSignIn?.();
        openSignIn();
      };
      startDailySavings().then(
        ({ data }) => {
          const payload = data?.startDailySavings;
          const next = payload
            ? savingsRedirect(payload, window.location.href)
            : ({ type: "none" } as const);
          if (next.type === "signIn") signIn();
          else if (next.type === "leave")
            savingsNavigation.goTo(next.url); // busy until the page goes
          else stop();
        },
        (error: unknown) => {
          // No message (spec §8); someone not signed in can still sign in.
          console.warn("The daily savings flow failed", error);
          if (viewer) stop();
          else signIn();
        },
      );
    },
    [openSignIn, startDailySavings, viewer],
  );

  const actions = useMemo(() => ({ onDailyDeals, dailyDealsBusy: busy }), [onDailyDeals, busy]);
  return (
    <MenuActionsContext.Provider value={actions}>
      {children}
      <VisuallyHidden aria-live="polite">{busy ? t("savings.opening") : null}</VisuallyHidden>
    </MenuActionsContext.Provider>
  );
}
