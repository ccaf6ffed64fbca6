import { Link, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { paths } from "../../config/paths";
import { Page } from "../layout/page";

/** Shown for any address the app does not know. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t("notFound.title")}>
      <Text textStyle="lg">{t("notFound.description")}</Text>
      <Link asChild fontWeight="semibold">
        <RouterLink to={paths.home}>{t("notFound.homeLink")}</RouterLink>
      </Link>
    </Page>
  );
}
