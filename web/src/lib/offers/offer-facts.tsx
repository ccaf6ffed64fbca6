import { Text } from "@chakra-ui/react";
import { Money } from "@travel/design-system";
import { useTranslation } from "../i18n";
import { getFragmentData, graphql, type FragmentType } from "../../__generated__";
import { useCodeLabel } from "./code-label";

/** A flight as the facts give it: a flight's, and a package's flight. */
const FlightFactsFields = graphql(`
  fragment FlightFactsFields on FlightDetails {
    cabin
    stops
    checkedBags
    legs {
      flightNumber
      carrier
      from
      to
      departsAt
      arrivesAt
      arrivalDayOffset
    }
  }
`);

/**
 * What is particular to an offer's area (schema/search.graphql `OfferDetails`), as a search
 * result and a booking view's offer both give it.
 */
export const OfferFactsFields = graphql(`
  fragment OfferFactsFields on OfferDetails {
    __typename
    ... on HotelDetails {
      board
      roomType
      discountPercent
      wasTotal {
        decimal
        currency
      }
    }
    ... on RentalDetails {
      propertyType
      bedrooms
      bathrooms
      sleeps
      weekNights: nights
      resort
    }
    ... on ActivityDetails {
      durationHours
      meetingPoint
    }
    ... on DreamTripDetails {
      nights
      inclusions
      guided
      groupSizeMax
    }
    ... on FlightDetails {
      ...FlightFactsFields
    }
    ... on PackageDetails {
      nights
      stayName
      stayStars
      flight {
        ...FlightFactsFields
      }
    }
    ... on CarDetails {
      carClass
      model
      transmission
      seats
      bags
      pickUp {
        name
      }
      dropOff {
        name
      }
    }
    ... on CruiseDetails {
      ship
      nights
      cabin
      itinerary {
        day
        port
      }
    }
    ... on TransferDetails {
      vehicle
      from
      to
      distanceKm
      durationMinutes
    }
  }
`);

/** A flight's legs, cabin and stops: "TB1042 LIS 08:10 → MAD 10:30 · Economy · Direct". */
function FlightFacts(props: { flight: FragmentType<typeof FlightFactsFields> }) {
  const { t } = useTranslation();
  const code = useCodeLabel();
  const flight = getFragmentData(FlightFactsFields, props.flight);
  return (
    <>
      {flight.legs.map((leg) => (
        <Text key={leg.flightNumber}>
          {t("search.facts.leg", {
            number: leg.flightNumber,
            carrier: leg.carrier,
            from: leg.from,
            departs: leg.departsAt,
            to: leg.to,
            arrives: leg.arrivesAt + (leg.arrivalDayOffset > 0 ? ` +${leg.arrivalDayOffset}` : ""),
          })}
        </Text>
      ))}
      <Text>
        {code(flight.cabin)} ·{" "}
        {flight.stops === 0
          ? t("search.facts.direct")
          : t("search.facts.stops", { count: flight.stops })}{" "}
        · {t("search.facts.bags", { count: flight.checkedBags })}
      </Text>
    </>
  );
}

/** The key facts of an offer's area, a line or two of text. */
export function OfferFacts(props: { details: FragmentType<typeof OfferFactsFields> }) {
  const { t, i18n } = useTranslation();
  const code = useCodeLabel();
  const details = getFragmentData(OfferFactsFields, props.details);
  switch (details.__typename) {
    case "HotelDetails":
      return (
        <>
          <Text>
            {details.roomType} · {code(details.board)}
          </Text>
          {details.discountPercent && details.wasTotal ? (
            <Text color="green.fg" fontWeight="semibold">
              {t("search.facts.discount", { percent: details.discountPercent })}{" "}
              <Money
                value={details.wasTotal}
                locale={i18n.language}
                sentence={t("search.facts.wasTotal", { price: "{{price}}" })}
                color="fg.muted"
                fontWeight="normal"
              />
            </Text>
          ) : null}
        </>
      );
    case "RentalDetails":
      return (
        <Text>
          {[
            details.resort,
            code(details.propertyType),
            t("search.facts.bedrooms", { count: details.bedrooms }),
            t("search.facts.sleeps", { count: details.sleeps }),
            // a week says its nights; a stay's are the ones searched
            details.resort ? t("search.facts.nights", { count: details.weekNights }) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </Text>
      );
    case "ActivityDetails":
      return (
        <Text>
          {t("search.facts.hours", { count: details.durationHours })} ·{" "}
          {t("search.facts.meetingPoint", { place: details.meetingPoint })}
        </Text>
      );
    case "DreamTripDetails":
      return (
        <>
          <Text>
            {t("search.facts.nights", { count: details.nights })} ·{" "}
            {t(details.guided ? "search.facts.guided" : "search.facts.selfGuided")} ·{" "}
            {t("search.facts.groupMax", { count: details.groupSizeMax })}
          </Text>
          <Text>{t("search.facts.includes", { list: details.inclusions.join(", ") })}</Text>
        </>
      );
    case "FlightDetails":
      return <FlightFacts flight={details} />;
    case "PackageDetails":
      return (
        <>
          <Text>
            {t("search.facts.packageStay", { count: details.nights, stay: details.stayName })}
            {details.stayStars ? ` · ${t("search.stars", { count: details.stayStars })}` : null}
          </Text>
          <FlightFacts flight={details.flight} />
        </>
      );
    case "CarDetails":
      return (
        <>
          <Text>
            {code(details.carClass)} · {details.model} · {code(details.transmission)} ·{" "}
            {t("search.facts.seats", { count: details.seats })}
          </Text>
          <Text>{t("search.facts.pickUp", { place: details.pickUp.name })}</Text>
          {details.dropOff.name !== details.pickUp.name ? (
            <Text>{t("search.facts.dropOff", { place: details.dropOff.name })}</Text>
          ) : null}
        </>
      );
    case "CruiseDetails":
      return (
        <>
          <Text>
            {details.ship} · {t("search.facts.nights", { count: details.nights })} ·{" "}
            {code(details.cabin)}
          </Text>
          <Text>
            {t("search.facts.ports", { list: details.itinerary.map((p) => p.port).join(" → ") })}
          </Text>
        </>
      );
    case "TransferDetails":
      return (
        <Text>
          {details.from} → {details.to} · {code(details.vehicle)} · {details.distanceKm} km ·{" "}
          {t("search.facts.minutes", { count: details.durationMinutes })}
        </Text>
      );
    default:
      return null;
  }
}
