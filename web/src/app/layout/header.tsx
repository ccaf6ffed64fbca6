import { Box, Flex, HStack, Link } from "@chakra-ui/react";
import { Logo, PageContainer } from "@travel/design-system";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { paths } from "../../config/paths";
import { useAuthDialogs, useSession, useSignOut } from "../../features/auth";
import { LocaleButtons, useLocalePickers } from "../../features/locale";
import { ProductMenuButton, ProductMenuNav, UserMenu, useProductMenu } from "../../features/menu";
import { useOrgName } from "../../features/site";
import { readUserData } from "../../lib/session/user-data-cookie";

/**
 * The site header: logo, language and currency, user menu and the product menu (a wrapping row
 * from lg up, a drawer behind a hamburger button below).
 */
export function Header() {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const { items, loading } = useProductMenu();
  const { openLanguagePicker, openCurrencyPicker } = useLocalePickers();
  const { viewer, unavailable, loading: checking } = useSession();
  // before the login check answers (or while it cannot be made): the name the sign-in left
  const remembered = viewer === null && checking ? readUserData() : null;
  const { openSignIn } = useAuthDialogs();
  const signOut = useSignOut();

  return (
    <Box as="header" data-wl-hook="header" borderBottomWidth="1px" bg="bg.panel">
      <PageContainer>
        <Flex align="center" gap="2" minH="16" py="2">
          <Box hideFrom="lg">
            <ProductMenuButton items={items} />
          </Box>
          <Link
            asChild
            me="auto"
            flexShrink="0"
            aria-label={orgName ? t("layout.homeLink", { orgName }) : t("layout.home")}
          >
            <RouterLink to={paths.home}>
              {orgName ? <Logo orgName={orgName} size="md" /> : <Box boxSize="8" />}
            </RouterLink>
          </Link>
          {/* shrinks before the logo: a long first name is cut short on a phone */}
          <HStack gap="1" minW="0" flexShrink="1">
            <Box hideBelow="lg">
              <LocaleButtons />
            </Box>
            <UserMenu
              // the session could not be checked: still signed in, not offered to sign in
              signedIn={viewer !== null || unavailable}
              agent={(viewer ?? remembered)?.userType === "AGENT"}
              firstName={viewer?.firstName ?? remembered?.firstName}
              onLanguage={openLanguagePicker}
              onCurrencies={openCurrencyPicker}
              onSignIn={openSignIn}
              onLogout={() => void signOut()}
            />
          </HStack>
        </Flex>
        <Box
          as="nav"
          aria-label={t("layout.productMenu")}
          hideBelow="lg"
          pb="2"
          // While the menu loads, the two rows its entries take, so the page does not move down
          // when they arrive.
          minH={loading && items.length === 0 ? "86px" : undefined}
        >
          <ProductMenuNav items={items} direction="row" />
        </Box>
      </PageContainer>
    </Box>
  );
}
