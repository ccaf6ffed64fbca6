import { Suspense, useMemo, type ReactNode } from "react";
import { Box, Flex, SkipNavLink, Spinner, VisuallyHidden } from "@chakra-ui/react";
import { Outlet } from "react-router-dom";
import { useTranslation } from "react-i18next";
import {
  AuthDialogsProvider,
  SessionProvider,
  useAuthDialogs,
  useSession,
} from "../../features/auth";
import { MenuActionsContext } from "../../features/menu";
import { Footer } from "./footer";
import { Header } from "./header";

/** Id of the main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = "main-content";

/** The product menu's flows for this visitor: daily deals asks a signed-out visitor to sign in. */
function MenuActionsProvider({ children }: { children: ReactNode }) {
  const { viewer } = useSession();
  const { openSignIn } = useAuthDialogs();
  const actions = useMemo(
    () => ({
      onDailyDeals: () => {
        // The savings flow for a signed-in member arrives with the savings issue.
        if (!viewer) openSignIn();
      },
    }),
    [viewer, openSignIn],
  );
  return <MenuActionsContext.Provider value={actions}>{children}</MenuActionsContext.Provider>;
}

/**
 * Frame of every page: the session (login check) and the account dialogs around skip link,
 * header, the route's page in <main> and footer.
 */
export function AppLayout() {
  return (
    <SessionProvider>
      <AuthDialogsProvider>
        <MenuActionsProvider>
          <PageFrame />
        </MenuActionsProvider>
      </AuthDialogsProvider>
    </SessionProvider>
  );
}

function PageFrame() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink id={MAIN_CONTENT_ID}>{t("layout.skipToContent")}</SkipNavLink>
      <Header />
      <Box
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        flex="1"
        outline="none"
        py={{ base: "6", md: "10" }}
      >
        <Suspense
          fallback={
            <Flex role="status" justify="center" py="16">
              <Spinner size="lg" />
              <VisuallyHidden>{t("layout.loading")}</VisuallyHidden>
            </Flex>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}
