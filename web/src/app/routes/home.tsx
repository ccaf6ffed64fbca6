import { ExternalIcon, PageContainer, Panel, plainList } from "@travel/design-system";
import { memo } from "react";
import { Box, Button, Heading, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "../../lib/i18n";
import { useAuthDialogs, useSession } from "../../features/auth";
import {
  ProductMenuEntry,
  productAreaDescription,
  productMenuLabel,
  useProductMenu,
  type ProductMenuItem,
} from "../../features/menu";
import { useDocumentTitle } from "../../features/site";
import { cardLinkStyles, LinkCard } from "../../lib/ui/link-card";

const AreaCard = memo(function AreaCard({ item }: { item: ProductMenuItem }) {
  const { t } = useTranslation();
  const description = productAreaDescription(t, item.key);
  return (
    // the whole card is clickable: the entry's link covers it (its name stays the area's name)
    <LinkCard p="5">
      <Heading as="h3" size="md" display="flex" alignItems="center" gap="2">
        <ProductMenuEntry item={item} css={cardLinkStyles}>
          {productMenuLabel(t, item)}
        </ProductMenuEntry>
        {item.kind === "EXTERNAL" ? <ExternalIcon /> : null}
      </Heading>
      {description ? (
        <Text mt="2" color="fg.muted" textStyle="sm">
          {description}
        </Text>
      ) : null}
      {item.kind === "EXTERNAL" ? (
        <Text mt="1" color="fg.muted" textStyle="xs">
          {t("home.externalSite")}
        </Text>
      ) : null}
    </LinkCard>
  );
});

/**
 * How many cards stand in for the product areas while the menu loads: enough to fill the first
 * screen at every width, so what follows the grid is out of view until the cards arrive and
 * nothing on screen moves when they do.
 */
const PLACEHOLDER_CARDS = 12;

/** A card's place while the menu loads: its frame, a title line and two description lines. */
function AreaCardPlaceholder() {
  return (
    <Panel as="li" aria-hidden="true" p="5">
      <Skeleton height="6" width="40%" />
      <Skeleton height="4" mt="3" />
      <Skeleton height="4" mt="1" width="70%" />
    </Panel>
  );
}

/** The landing page: a welcome, every product area of the menu as a card, and sign-in. */
export function HomeRoute() {
  const { t } = useTranslation();
  const { items, error, loading } = useProductMenu();
  const { viewer } = useSession();
  const { openSignIn } = useAuthDialogs();
  useDocumentTitle(t("home.documentTitle"));

  return (
    <PageContainer size="xl">
      <Stack gap={{ base: "8", md: "12" }}>
        <Box
          borderRadius="2xl"
          px={{ base: "6", md: "12" }}
          py={{ base: "10", md: "16" }}
          bgGradient="to-br"
          gradientFrom="brand.800"
          gradientTo="brand.500"
          color="white"
        >
          <Heading as="h1" size={{ base: "3xl", md: "5xl" }} maxW="2xl">
            {t("home.heading")}
          </Heading>
          <Text mt="4" textStyle={{ base: "md", md: "lg" }} maxW="2xl">
            {t("home.intro")}
          </Text>
        </Box>

        <Stack as="section" aria-labelledby="home-areas" gap="5">
          <Heading as="h2" id="home-areas" size="xl">
            {t("home.areasHeading")}
          </Heading>
          {error && items.length === 0 ? (
            <Text role="alert">{t("home.menuUnavailable")}</Text>
          ) : null}
          <SimpleGrid
            as="ul"
            aria-busy={loading && items.length === 0}
            columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
            gap="4"
            {...plainList}
          >
            {loading && items.length === 0
              ? Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
                  <AreaCardPlaceholder key={index} />
                ))
              : items.map((item) => <AreaCard key={item.key} item={item} />)}
          </SimpleGrid>
        </Stack>

        {viewer ? null : (
          <Stack
            as="section"
            aria-labelledby="home-sign-in"
            direction={{ base: "column", md: "row" }}
            align={{ base: "flex-start", md: "center" }}
            justify="space-between"
            gap="4"
            borderRadius="xl"
            bg="accent.subtle"
            p={{ base: "6", md: "8" }}
          >
            <Box>
              <Heading as="h2" id="home-sign-in" size="lg">
                {t("home.signInHeading")}
              </Heading>
              <Text mt="1">{t("home.signInText")}</Text>
            </Box>
            <Button onClick={openSignIn}>{t("usermenu.signIn")}</Button>
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
