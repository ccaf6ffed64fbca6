import { ErrorState, PAGE_LOADING_MIN_HEIGHT } from "@travel/design-system";
import { Suspense } from "react";
import { Box, Flex, SkipNavLink, Spinner, VisuallyHidden } from "@chakra-ui/react";
import { Outlet, useLocation } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { AuthDialogsProvider, SessionProvider, useSession } from "../../features/auth";
import { DailyDealsProvider } from "../../features/savings";
import { SiteStyles } from "../../features/styles";
import { paths } from "../../config/paths";
import { Footer } from "./footer";
import { Header } from "./header";

/** Id of the main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * Frame of every page: the session (login check) and the account dialogs around skip link,
 * header, the route's page in <main> and footer, with the organisation's white-label styles
 * for the page. `data-wl-hook` marks the elements white-label CSS may style (frame, header,
 * main, footer; see design-system/README.md).
 */
export function AppLayout() {
  return (
    <SessionProvider>
      <AuthDialogsProvider>
        <DailyDealsProvider>
          <PageFrame />
        </DailyDealsProvider>
      </AuthDialogsProvider>
    </SessionProvider>
  );
}

/** A page whose script is loading: a spinner holding the rest of the first screen. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Flex role="status" justify="center" py="16" minH={PAGE_LOADING_MIN_HEIGHT}>
      <Spinner size="lg" />
      <VisuallyHidden>{t("layout.loading")}</VisuallyHidden>
    </Flex>
  );
}

/** While the login check cannot be made: says so (an alert) and offers to try again now. */
function SessionTrouble() {
  const { t } = useTranslation();
  const { unavailable, retry } = useSession();
  if (!unavailable) return null;
  return (
    <Box px={{ base: "4", md: "8" }} pt="4">
      <ErrorState message={t("layout.serviceTrouble")} onRetry={retry} />
    </Box>
  );
}

function PageFrame() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Flex direction="column" minH="100dvh" data-wl-hook="frame">
      <SiteStyles />
      <SkipNavLink id={MAIN_CONTENT_ID}>{t("layout.skipToContent")}</SkipNavLink>
      <Header />
      <SessionTrouble />
      <Box
        as="main"
        id={MAIN_CONTENT_ID}
        data-wl-hook="main"
        tabIndex={-1}
        flex="1"
        outline="none"
        py={{ base: "6", md: "10" }}
      >
        {/* The home page is part of the app's script: nothing to wait for, and no loading
            state to flash over its prerendered screen. */}
        {pathname === paths.home ? (
          <Outlet />
        ) : (
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        )}
      </Box>
      <Footer />
    </Flex>
  );
}
