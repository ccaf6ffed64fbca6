import { NothingState, Panel, plainList } from "@travel/design-system";
import { useId, useState } from "react";
import { Badge, Box, Flex, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router-dom";
import { isLabelKey, useTranslation } from "../../lib/i18n";
import { paths, tripPath } from "../../config/paths";
import { todayIso } from "../../lib/dates";
import { areaLabelKey, areaOfCode } from "../../lib/offer-areas";
import {
  withCardsUsed,
  type ReservationWithCards,
} from "../../lib/reservations/reservation-with-cards";
import { ReservationsQuery } from "./reservations-query";
import { splitTrips } from "./split-trips";
import { TripOfferLink } from "./trip-offer-link";
import { TripFacts } from "./trip-facts";
import { QueryPending } from "../../lib/ui/query-pending";

type Reservation = ReservationWithCards;

type Level = 2 | 3 | 4;
const headingTag = (level: Level) => `h${level}` as const;

function TripItem({ trip, headingLevel }: { trip: Reservation; headingLevel: Level }) {
  const { t } = useTranslation();
  const area = areaOfCode(trip.offer.area);
  const statusKey = `trips.status.${trip.status.toUpperCase()}`;
  return (
    <Panel as="li" padding="md" minW="0">
      <Flex justify="space-between" align="flex-start" gap="3">
        <Box minW="0">
          <Heading as={headingTag(headingLevel)} size="md" overflowWrap="anywhere">
            <TripOfferLink offer={trip.offer} />
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {trip.offer.destination}, {trip.offer.countryCode}
            {` · ${t(areaLabelKey(area))}`}
          </Text>
        </Box>
        <Badge
          colorPalette={trip.status.toUpperCase() === "CONFIRMED" ? "green" : "gray"}
          variant="subtle"
          flexShrink="0"
        >
          <Box as="span" srOnly>
            {t("trips.field.status")}:{" "}
          </Box>
          {isLabelKey(statusKey) ? t(statusKey) : trip.status}
        </Badge>
      </Flex>
      <TripFacts trip={trip} mt="3" />
      <Link asChild variant="underline" mt="3" display="inline-block">
        <RouterLink
          to={tripPath(trip.id)}
          aria-label={t("trips.manageNamed", { reference: trip.reference })}
        >
          {t("trips.manage")}
        </RouterLink>
      </Link>
    </Panel>
  );
}

function TripSection({
  title,
  empty,
  trips,
  level,
}: {
  title: string;
  empty: string;
  trips: readonly Reservation[];
  level: 2 | 3;
}) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as={headingTag(level)} id={headingId} size={level === 2 ? "xl" : "lg"}>
        {title}
      </Heading>
      {trips.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" aria-labelledby={headingId} {...plainList} gap="3">
          {trips.map((trip) => (
            <TripItem key={trip.id} trip={trip} headingLevel={(level + 1) as Level} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The signed-in traveller's reservations: upcoming (not over yet) and past. `level` is the
 * heading level of the two sections (3 when composed under a "My trips" heading).
 */
export function MyTrips({ level = 2 }: { level?: 2 | 3 }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(ReservationsQuery);
  const [today] = useState(() => todayIso());
  if (!data) {
    return <QueryPending error={error} refetch={refetch} />;
  }
  if (data.reservations.length === 0) {
    return (
      <NothingState message={t("trips.empty")}>
        <Link asChild variant="underline">
          <RouterLink to={paths.products.hotel}>{t("trips.browse")}</RouterLink>
        </Link>
      </NothingState>
    );
  }
  const { upcoming, past } = splitTrips(data.reservations.map(withCardsUsed), today);
  return (
    <Stack gap={{ base: "8", md: "10" }}>
      <TripSection
        title={t("trips.upcoming")}
        empty={t("trips.noUpcoming")}
        trips={upcoming}
        level={level}
      />
      <TripSection title={t("trips.past")} empty={t("trips.noPast")} trips={past} level={level} />
    </Stack>
  );
}
