import { Box, Flex, Link, Text } from "@chakra-ui/react";
import { PageContainer } from "@travel/design-system";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { paths } from "../../config/paths";
import { PricesShownIn } from "../../features/locale";
import { useOrgName } from "../../features/site";

/** The site footer: the currency prices are shown in, legal links and the copyright line. */
export function Footer() {
  const { t } = useTranslation();
  const orgName = useOrgName();
  return (
    <Box as="footer" data-wl-hook="footer" borderTopWidth="1px" bg="bg.subtle" mt="auto" py="6">
      <PageContainer>
        <Flex direction={{ base: "column", md: "row" }} gap="3" justify="space-between">
          <Text textStyle="sm" color="fg.muted">
            <PricesShownIn />
          </Text>
          <Flex as="nav" aria-label={t("layout.footerLinks")} gap="4" wrap="wrap">
            <Link asChild textStyle="sm">
              <RouterLink to={paths.privacyPolicy}>{t("footer.privacyPolicy")}</RouterLink>
            </Link>
            <Link asChild textStyle="sm">
              <RouterLink to={paths.termsOfUse}>{t("footer.termsOfUse")}</RouterLink>
            </Link>
          </Flex>
          {orgName ? (
            <Text textStyle="sm" color="fg.muted">
              {t("footer.copyright", { year: new Date().getFullYear(), orgName })}
            </Text>
          ) : null}
        </Flex>
      </PageContainer>
    </Box>
  );
}
