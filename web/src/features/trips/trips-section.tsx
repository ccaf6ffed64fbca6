import { useId } from "react";
import { Heading, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { MyTrips } from "./my-trips";

/** My trips (upcoming and past) under its own h2, for pages that compose several sections (/user-details). */
export function TripsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="xl">
        {t("account.userMyTrips.title")}
      </Heading>
      <MyTrips level={3} />
    </Stack>
  );
}
