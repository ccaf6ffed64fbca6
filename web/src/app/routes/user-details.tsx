import { Box, Flex, Link, Stack } from "@chakra-ui/react";
import { plainList } from "@travel/design-system";
import { useId, type ReactNode } from "react";
import { type LabelKey, useTranslation } from "../../lib/i18n";
import { Link as RouterLink } from "react-router-dom";
import {
  accountPaths,
  userDetailsPath,
  userDetailsSections,
  type UserDetailsSectionKey,
} from "../../config/paths";
import { useScrollToFragment } from "../../features/account/use-scroll-to-fragment";
import { useSession } from "../../features/auth";
import { ProfileSection, TravelersSection } from "../../features/profile";
import { BookingHistorySection, TripsSection } from "../../features/trips";
import { SignedInPage } from "./signed-in-page";

/** The sections in the user menu's order (spec §2), each with its menu label and content. */
const SECTIONS: readonly { key: UserDetailsSectionKey; labelKey: LabelKey; content: ReactNode }[] =
  [
    {
      key: "bookingHistory",
      labelKey: "usermenu.bookingHistory",
      content: <BookingHistorySection />,
    },
    { key: "myAccount", labelKey: "usermenu.myAccount", content: <ProfileSection /> },
    { key: "travelProfile", labelKey: "usermenu.travelProfile", content: <TravelersSection /> },
    { key: "myTrips", labelKey: "usermenu.myTrips", content: <TripsSection /> },
  ];

/** Links to each section of the page, so a long page on a phone is one tap from any part. */
function SectionLinks() {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Box as="nav" aria-labelledby={labelId}>
      <Box id={labelId} srOnly>
        {t("account.userDetails.sections")}
      </Box>
      <Flex as="ul" {...plainList} gap={{ base: "2", md: "3" }} wrap="wrap">
        {SECTIONS.map(({ key, labelKey }) => (
          <Box as="li" key={key}>
            <Link
              asChild
              variant="plain"
              display="inline-flex"
              minH="10"
              px="3"
              alignItems="center"
              borderWidth="1px"
              borderRadius="full"
              fontWeight="medium"
              textStyle="sm"
              _hover={{ bg: "bg.muted" }}
            >
              <RouterLink to={userDetailsPath(key)}>{t(labelKey)}</RouterLink>
            </Link>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}

/** The offers the traveller saved have a page of their own (the spec's menus are fixed). */
function FavouritesLink() {
  const { t } = useTranslation();
  return (
    <Link asChild variant="underline" alignSelf="flex-start">
      <RouterLink to={accountPaths.userFavourites}>{t("favourites.link")}</RouterLink>
    </Link>
  );
}

/**
 * /user-details: where booking history, my account, travel profile and my trips lead (spec §2),
 * one page with a section each; /user-details#my-trips and the like open at that section.
 */
export function UserDetailsRoute() {
  const { viewer } = useSession();
  useScrollToFragment(Boolean(viewer));
  return (
    <SignedInPage
      titleKey="account.userDetails.title"
      descriptionKey="account.userDetails.description"
    >
      <Stack gap="10">
        <SectionLinks />
        <FavouritesLink />
        {SECTIONS.map(({ key, content }) => (
          // Below the header when scrolled to, and focusable as the target of its link.
          <Box key={key} id={userDetailsSections[key]} scrollMarginTop="6">
            {content}
          </Box>
        ))}
      </Stack>
    </SignedInPage>
  );
}
