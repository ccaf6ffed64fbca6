import { Panel } from "@travel/design-system";
import { Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { paths } from "../../config/paths";

/** What a signed-in traveller sees on an agent page: why it is closed and the way home. */
export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <Panel tone="subtle">
      <Stack gap="3">
        <Text textStyle="lg">{t("notAllowed.description")}</Text>
        <Text color="fg.muted">{t("notAllowed.help")}</Text>
        <Link asChild fontWeight="semibold" variant="underline" alignSelf="flex-start">
          <RouterLink to={paths.home}>{t("notAllowed.homeLink")}</RouterLink>
        </Link>
      </Stack>
    </Panel>
  );
}
