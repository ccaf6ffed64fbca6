import { useId } from "react";
import { Alert, Box, Button, Flex, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { ErrorState, LoadingState, Panel } from "@travel/design-system";
import { priceLimitFactor } from "@travel/schema/wallet";
import { useTranslation } from "../../lib/i18n";
import { bookingErrorText } from "./booking-errors";
import { PriceBreakdown } from "./price-breakdown";
import type { Booking, Offer } from "./use-booking";

interface PricePanelProps {
  booking: Booking;
  offer: Offer;
}

/** The price side of a booking: the quote, the prompt's answer, the errors and Book. */
export function PricePanel({ booking, offer }: PricePanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { trip, shownQuote, quoteQuery } = booking;
  return (
    <Panel
      as="section"
      layout="stack"
      aria-labelledby={headingId}
      gap="4"
      alignSelf="start"
      position={{ lg: "sticky" }}
      top={{ lg: "4" }}
      minW="0"
    >
      <Heading as="h2" id={headingId} size="lg">
        {t("booking.priceHeading")}
      </Heading>
      <Box aria-live="polite" aria-busy={quoteQuery.loading || undefined}>
        {!trip ? (
          <Text color="fg.muted">{t("booking.invalidTrip")}</Text>
        ) : shownQuote ? (
          <Box opacity={quoteQuery.loading ? 0.6 : 1} transition="opacity 0.2s">
            <PriceBreakdown
              quote={shownQuote}
              priceUnit={offer.priceUnit}
              trip={trip}
              party={booking.area.party}
              priceLimitFactor={offer.product ? priceLimitFactor(offer.product) : 1}
            />
          </Box>
        ) : booking.soldOut ? (
          <Text color="fg.muted">{t("booking.soldOutPrice")}</Text>
        ) : quoteQuery.error ? (
          <ErrorState
            message={t("booking.quoteFailed")}
            onRetry={() => void quoteQuery.refetch().catch(() => undefined)}
          />
        ) : (
          <LoadingState label={t("booking.quoteLoading")} />
        )}
      </Box>
      <PromptAnswer booking={booking} />
      {booking.errors.length > 0 ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            {booking.errors.map((error, index) => (
              <Alert.Description key={`${error.code}-${index}`}>
                {bookingErrorText(t, error)}
              </Alert.Description>
            ))}
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <BookActions booking={booking} />
    </Panel>
  );
}

/** The certificate prompt's answer, with a way to change it; or that the prompt is pending. */
function PromptAnswer({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { answer, promptRequired } = booking;
  const certificate = booking.wallet.defaultCertificate;
  const text =
    answer === "USE_DEFAULT"
      ? certificate
        ? t("certificatePrompt.answeredDefault", { name: certificate.name })
        : t("certificatePrompt.answeredDefaultUnnamed")
      : answer === "DECLINE"
        ? t("certificatePrompt.answeredDecline")
        : null;
  if (text) {
    return (
      <Flex gap="2" align="baseline" wrap="wrap" textStyle="sm">
        <Text>{text}</Text>
        <Link asChild variant="underline">
          <button type="button" onClick={() => booking.answerPrompt(null)}>
            {t("certificatePrompt.change")}
          </button>
        </Link>
      </Flex>
    );
  }
  return promptRequired ? (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Title>{t("booking.promptPending")}</Alert.Title>
    </Alert.Root>
  ) : null;
}

/** Book (signing in first when signed out), or why this account cannot book. */
function BookActions({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { viewer, sessionLoading, trip, quote, formik, openSignIn } = booking;
  if (booking.bookingBlocked) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t("booking.cannotBook")}</Alert.Title>
          <Alert.Description>{t("booking.cannotBookHelp")}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="2">
      {viewer ? (
        <Button
          type="submit"
          size="lg"
          width="full"
          loading={formik.isSubmitting}
          loadingText={t("booking.book")}
          disabled={sessionLoading || (trip !== null && !quote)}
        >
          {t("booking.book")}
        </Button>
      ) : null}
      {viewer && quote && Number(quote.total.decimal) > 0 ? (
        <Text color="fg.muted" textStyle="sm">
          {t("booking.payNext")}
        </Text>
      ) : null}
      {viewer ? null : (
        <>
          <Button
            type="button"
            size="lg"
            width="full"
            disabled={sessionLoading}
            onClick={openSignIn}
          >
            {t("booking.book")}
          </Button>
          <Text color="fg.muted" textStyle="sm">
            {t("booking.signInHint")}
          </Text>
        </>
      )}
    </Stack>
  );
}
