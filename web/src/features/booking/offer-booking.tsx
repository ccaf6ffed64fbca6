import { useId, useMemo, useState } from "react";
import {
  Alert,
  Box,
  Button,
  Field,
  Flex,
  Grid,
  Heading,
  Input,
  Link,
  NativeSelect,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useFormik } from "formik";
import { addDays, minCheckInDate, priceLimitFactor } from "@travel/schema/wallet";
import { createAttemptKeys } from "../../lib/attempt-key";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type {
  CertificatePromptAnswer,
  OfferQuery as OfferData,
  WalletProduct,
} from "../../__generated__/graphql";
import { ChevronLeftIcon } from "../../components/icons";
import { ErrorState, LoadingState, NothingState } from "../../components/query-states";
import { isLabelKey } from "../../lib/i18n";
import { useAuthDialogs, useSession } from "../auth";
import { useCurrencyRefetch } from "../locale";
import { ProductWalletQuery, WalletPanel, type WalletSelection } from "../wallet/panel";
import { BookOfferMutation } from "./book-offer-mutation";
import { BookingConfirmation, type ConfirmedReservation } from "./booking-confirmation";
import { BookingContextQuery } from "./booking-context-query";
import { bookingErrorText, tripFieldOf, type BookingError } from "./booking-errors";
import { CertificatePrompt } from "./certificate-prompt";
import { formatDay, todayIso } from "../../lib/dates";
import { OfferPrice } from "./offer-price";
import { OfferQuery } from "./offer-query";
import { OfferRating } from "./offer-rating";
import { PriceBreakdown } from "./price-breakdown";
import { QuoteQuery } from "./quote-query";
import { MAX_GUESTS, MAX_NIGHTS, MIN_GUESTS, tripSchema, type TripValues } from "./trip-schema";

type Offer = NonNullable<OfferData["offer"]>;

/** Guests on a new booking form. */
const DEFAULT_GUESTS = 2;

interface OfferBookingProps {
  /** The area's translated name. */
  areaLabel: string;
  /** Where "All offers" leads (the area's page). */
  areaPath: string;
  product: WalletProduct;
  offerId: string;
}

/** The offer of a booking view, for the page's title (null until loaded or when unknown). */
export function useOfferName(offerId: string, product: WalletProduct): string | null {
  const { data } = useQuery(OfferQuery, { variables: { id: offerId } });
  const offer = data?.offer;
  return offer && offer.product === product ? offer.name : null;
}

/**
 * The booking view of one offer (deep-linkable): the offer, the trip (dates from today plus the
 * site's minCheckinDays, check-out for NIGHT offers, 1 to 10 guests), the wallet for the product,
 * the gateway's quote, the certificate prompt when it applies, and Book.
 */
export function OfferBooking({ areaLabel, areaPath, product, offerId }: OfferBookingProps) {
  const { t } = useTranslation();
  const offerQuery = useQuery(OfferQuery, { variables: { id: offerId } });
  const contextQuery = useQuery(BookingContextQuery);
  useCurrencyRefetch(offerQuery.refetch);

  const back = (
    <Link asChild variant="underline" alignSelf="flex-start">
      <RouterLink to={areaPath}>
        <ChevronLeftIcon />
        {t("booking.back", { area: areaLabel })}
      </RouterLink>
    </Link>
  );

  if (!offerQuery.data || !contextQuery.data) {
    const error = offerQuery.error ?? contextQuery.error;
    return error ? (
      <ErrorState
        onRetry={() => {
          void offerQuery.refetch().catch(() => undefined);
          void contextQuery.refetch().catch(() => undefined);
        }}
      />
    ) : (
      <LoadingState page />
    );
  }
  const offer = offerQuery.data.offer;
  if (!offer || offer.product !== product) {
    return (
      <Stack gap="4">
        {back}
        <NothingState message={t("booking.notFound")} />
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      {back}
      <OfferSummary offer={offer} />
      <BookingForm
        key={offer.id}
        offer={offer}
        areaLabel={areaLabel}
        areaPath={areaPath}
        product={product}
        minCheckinDays={contextQuery.data.siteConfig.minCheckinDays}
        canBook={contextQuery.data.viewer?.canBook ?? false}
      />
    </Stack>
  );
}

function OfferSummary({ offer }: { offer: Offer }) {
  return (
    <Stack gap="2">
      <Flex gap="3" wrap="wrap" align="center" color="fg.muted">
        <Text>
          {offer.destination}, {offer.countryCode}
        </Text>
        <OfferRating rating={offer.rating} />
      </Flex>
      <Text>{offer.description}</Text>
      <Text textStyle="lg">
        <OfferPrice price={offer.price} basePrice={offer.basePrice} priceUnit={offer.priceUnit} />
      </Text>
    </Stack>
  );
}

interface BookingFormProps {
  offer: Offer;
  areaLabel: string;
  areaPath: string;
  product: WalletProduct;
  minCheckinDays: number;
  canBook: boolean;
}

function BookingForm({
  offer,
  areaLabel,
  areaPath,
  product,
  minCheckinDays,
  canBook,
}: BookingFormProps) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const { viewer, loading: sessionLoading } = useSession();
  const { openSignIn } = useAuthDialogs();
  const tripHeadingId = useId();
  const priceHeadingId = useId();
  const nights = offer.priceUnit === "NIGHT";

  // The first bookable day, on the traveller's calendar (spec §9 minimum check-in).
  const [minCheckIn] = useState(() => minCheckInDate(todayIso(), minCheckinDays));
  const schema = useMemo(
    () => tripSchema(minCheckIn, offer.priceUnit),
    [minCheckIn, offer.priceUnit],
  );

  const walletQuery = useQuery(ProductWalletQuery, { variables: { product }, skip: !viewer });
  const wallet = viewer ? (walletQuery.data?.wallet ?? null) : null;
  const walletReady = !viewer || walletQuery.data !== undefined || walletQuery.error !== undefined;
  const walletShown =
    wallet !== null &&
    wallet.enabled &&
    (wallet.options.includes("CERTIFICATES") || wallet.options.includes("DISCOUNT_CARDS"));

  // The wallet panel's selection; until the traveller chooses, the gateway's (spec §4 selection).
  const [chosen, setChosen] = useState<WalletSelection | null>(null);
  const selection: WalletSelection = chosen ?? {
    product,
    certificateId: wallet?.forProduct.selectedCertificate?.id ?? null,
    discountCardIds: [],
  };
  const [promptAnswer, setPromptAnswer] = useState<CertificatePromptAnswer | null>(null);
  const [promptDismissed, setPromptDismissed] = useState(false);
  const [errors, setErrors] = useState<BookingError[]>([]);
  const [reservation, setReservation] = useState<ConfirmedReservation | null>(null);
  // one request id per booking attempt: reused while the booking sent stays the same
  const [attempts] = useState(createAttemptKeys);

  const [bookOffer] = useMutation(BookOfferMutation);

  const formik = useFormik<TripValues>({
    initialValues: {
      checkIn: minCheckIn,
      checkOut: nights ? addDays(minCheckIn, 1) : "",
      guests: String(DEFAULT_GUESTS),
    },
    validationSchema: schema,
    validateOnBlur: false,
    onSubmit: () => book(),
  });
  const { values } = formik;

  const tripValid = schema.isValidSync(values);
  const trip = tripValid
    ? {
        offerId: offer.id,
        checkIn: values.checkIn,
        checkOut: nights ? values.checkOut : null,
        guests: Number(values.guests),
      }
    : null;
  const walletSelection = walletShown
    ? {
        product,
        certificateId: selection.certificateId,
        discountCardIds: [...selection.discountCardIds],
      }
    : null;
  // The prompt's answer concerns booking without a certificate of the traveller's own.
  const answer = selection.certificateId === null ? promptAnswer : null;
  const quoteInput =
    trip && walletReady && !sessionLoading
      ? { trip, selection: walletSelection, certificatePrompt: answer }
      : null;

  const quoteQuery = useQuery(QuoteQuery, {
    variables: { input: quoteInput ?? { trip: { offerId: offer.id, checkIn: "", guests: 1 } } },
    skip: quoteInput === null,
  });
  useCurrencyRefetch(async () => {
    await Promise.all([
      quoteInput ? quoteQuery.refetch() : null,
      viewer ? walletQuery.refetch() : null,
    ]);
  });
  const quote = quoteInput ? (quoteQuery.data?.quote ?? null) : null;
  const shownQuote = quoteInput
    ? (quote ?? (quoteQuery.loading ? (quoteQuery.previousData?.quote ?? null) : null))
    : null;
  // an account that may not book is not asked about certificates it cannot spend here
  const bookingBlocked = viewer !== null && !canBook;
  const promptRequired = !bookingBlocked && (quote?.certificatePromptRequired ?? false);
  const promptOpen = promptRequired && answer === null && !promptDismissed && reservation === null;

  const changeSelection = (next: WalletSelection) => {
    setChosen(next);
    setErrors([]);
  };

  const book = async () => {
    if (!viewer) {
      openSignIn();
      return;
    }
    if (!trip || !quote || quoteQuery.loading) return;
    if (quote.certificatePromptRequired) {
      setPromptDismissed(false);
      return;
    }
    const input = {
      trip,
      selection: walletSelection,
      certificatePrompt: answer,
      expectedTotal: Number(quote.total.decimal),
    };
    const requestId = attempts.keyFor(input);
    setErrors([]);
    try {
      const { data } = await bookOffer({
        variables: { input: { ...input, requestId } },
      });
      const payload = data?.bookOffer;
      if (payload?.reservation) {
        attempts.end();
        setReservation(payload.reservation);
        // The trips list and the wallet (cards spent) are asked for again when next shown.
        client.cache.evict({ id: "ROOT_QUERY", fieldName: "reservations" });
        client.cache.evict({ id: "ROOT_QUERY", fieldName: "wallet" });
        client.cache.gc();
        return;
      }
      const refused = payload?.errors ?? [];
      setErrors(refused.length > 0 ? refused : [{ code: "BOOKING_FAILED", message: "" }]);
      for (const error of refused) {
        const field = tripFieldOf(error.field);
        if (field) formik.setFieldError(field, bookingErrorText(t, error));
      }
      const codes = new Set(refused.map((e) => e.code));
      if (codes.has("SIGN_IN_REQUIRED")) openSignIn();
      if (codes.has("CARD_ALREADY_USED") || codes.has("CARD_NOT_USABLE")) {
        // The wallet changed elsewhere: show it as it is now and let the traveller choose again.
        setChosen(null);
        await walletQuery.refetch().catch(() => undefined);
      }
      if (codes.has("CERTIFICATE_PROMPT_REQUIRED")) setPromptDismissed(false);
      if (
        codes.has("PRICE_CHANGED") ||
        codes.has("CARD_ALREADY_USED") ||
        codes.has("CARD_NOT_USABLE") ||
        codes.has("CERTIFICATE_PROMPT_REQUIRED")
      ) {
        await quoteQuery.refetch().catch(() => undefined);
      }
    } catch {
      // The gateway could not be reached: the same request id is sent on the retry.
      setErrors([{ code: "BOOKING_FAILED", message: "" }]);
    }
  };

  if (reservation) {
    return (
      <BookingConfirmation
        reservation={reservation}
        backTo={areaPath}
        backLabel={t("booking.back", { area: areaLabel })}
      />
    );
  }

  const fieldError = (name: keyof TripValues) => {
    const error = formik.errors[name];
    const shown = Boolean(error) && (formik.touched[name] || formik.submitCount > 0);
    if (!shown || !error) return null;
    if (error === "booking.invalid.checkInTooEarly") {
      return t(error, { date: formatDay(minCheckIn, i18n.language) });
    }
    if (error === "booking.invalid.tooManyNights") return t(error, { max: MAX_NIGHTS });
    return isLabelKey(error) ? t(error) : error;
  };
  const checkInError = fieldError("checkIn");
  const checkOutError = fieldError("checkOut");
  const guestsError = fieldError("guests");
  const defaultCertificate = wallet?.forProduct.defaultCertificate ?? null;
  const chosenAnswerText =
    answer === "USE_DEFAULT"
      ? defaultCertificate
        ? t("certificatePrompt.answeredDefault", { name: defaultCertificate.name })
        : t("certificatePrompt.answeredDefaultUnnamed")
      : answer === "DECLINE"
        ? t("certificatePrompt.answeredDecline")
        : null;

  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Grid
        templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 3fr) minmax(0, 2fr)" }}
        gap="6"
      >
        <Stack gap="6" minW="0">
          <Stack
            as="section"
            aria-labelledby={tripHeadingId}
            gap="4"
            borderWidth="1px"
            borderRadius="xl"
            bg="bg.panel"
            p={{ base: "4", md: "6" }}
          >
            <Heading as="h2" id={tripHeadingId} size="lg">
              {t("booking.tripHeading")}
            </Heading>
            <Grid
              templateColumns={{ base: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" }}
              gap="4"
            >
              <Field.Root invalid={checkInError !== null}>
                <Field.Label>{t(nights ? "booking.checkIn" : "booking.activityDate")}</Field.Label>
                <Input
                  type="date"
                  name="checkIn"
                  min={minCheckIn}
                  value={values.checkIn}
                  onBlur={formik.handleBlur}
                  onChange={(e) => {
                    const checkIn = e.target.value;
                    void formik.setFieldValue("checkIn", checkIn);
                    // Moving check-in onto or past check-out keeps the stay's length at one night at least.
                    if (nights && checkIn && values.checkOut && values.checkOut <= checkIn) {
                      void formik.setFieldValue("checkOut", addDays(checkIn, 1));
                    }
                    setErrors([]);
                  }}
                />
                <Field.HelperText>
                  {t("booking.earliestDate", { date: formatDay(minCheckIn, i18n.language) })}
                </Field.HelperText>
                <Field.ErrorText>{checkInError}</Field.ErrorText>
              </Field.Root>
              {nights ? (
                <Field.Root invalid={checkOutError !== null}>
                  <Field.Label>{t("booking.checkOut")}</Field.Label>
                  <Input
                    type="date"
                    name="checkOut"
                    min={values.checkIn ? addDays(values.checkIn, 1) : addDays(minCheckIn, 1)}
                    max={values.checkIn ? addDays(values.checkIn, MAX_NIGHTS) : undefined}
                    value={values.checkOut}
                    onBlur={formik.handleBlur}
                    onChange={(e) => {
                      void formik.setFieldValue("checkOut", e.target.value);
                      setErrors([]);
                    }}
                  />
                  <Field.ErrorText>{checkOutError}</Field.ErrorText>
                </Field.Root>
              ) : null}
              <Field.Root invalid={guestsError !== null}>
                <Field.Label>{t("booking.guests")}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name="guests"
                    value={values.guests}
                    onBlur={formik.handleBlur}
                    onChange={(e) => {
                      void formik.setFieldValue("guests", e.target.value);
                      setErrors([]);
                    }}
                  >
                    {Array.from(
                      { length: MAX_GUESTS - MIN_GUESTS + 1 },
                      (_, i) => i + MIN_GUESTS,
                    ).map((n) => (
                      <option key={n} value={String(n)}>
                        {n}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{guestsError}</Field.ErrorText>
              </Field.Root>
            </Grid>
          </Stack>

          {viewer ? (
            walletQuery.error && !walletQuery.data ? null : walletShown && wallet ? (
              <WalletPanel
                wallet={wallet}
                productLabel={areaLabel}
                selection={selection}
                onChange={changeSelection}
              />
            ) : null
          ) : sessionLoading ? null : (
            <Box borderWidth="1px" borderRadius="xl" bg="bg.subtle" p={{ base: "4", md: "5" }}>
              <Text>{t("walletPanel.signedOut")}</Text>
            </Box>
          )}
        </Stack>

        <Stack
          as="section"
          aria-labelledby={priceHeadingId}
          gap="4"
          alignSelf="start"
          position={{ lg: "sticky" }}
          top={{ lg: "4" }}
          borderWidth="1px"
          borderRadius="xl"
          bg="bg.panel"
          p={{ base: "4", md: "6" }}
          minW="0"
        >
          <Heading as="h2" id={priceHeadingId} size="lg">
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
                  priceLimitFactor={priceLimitFactor(product)}
                />
              </Box>
            ) : quoteQuery.error ? (
              <ErrorState
                message={t("booking.quoteFailed")}
                onRetry={() => void quoteQuery.refetch().catch(() => undefined)}
              />
            ) : (
              <LoadingState label={t("booking.quoteLoading")} />
            )}
          </Box>

          {chosenAnswerText ? (
            <Flex gap="2" align="baseline" wrap="wrap" textStyle="sm">
              <Text>{chosenAnswerText}</Text>
              <Link asChild variant="underline">
                <button
                  type="button"
                  onClick={() => {
                    setPromptAnswer(null);
                    setPromptDismissed(false);
                  }}
                >
                  {t("certificatePrompt.change")}
                </button>
              </Link>
            </Flex>
          ) : promptRequired ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{t("booking.promptPending")}</Alert.Title>
            </Alert.Root>
          ) : null}

          {errors.length > 0 ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                {errors.map((error, index) => (
                  <Alert.Description key={`${error.code}-${index}`}>
                    {bookingErrorText(t, error)}
                  </Alert.Description>
                ))}
              </Alert.Content>
            </Alert.Root>
          ) : null}

          {bookingBlocked ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t("booking.cannotBook")}</Alert.Title>
                <Alert.Description>{t("booking.cannotBookHelp")}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : (
            <Stack gap="2">
              {viewer ? (
                <Button
                  type="submit"
                  size="lg"
                  width="full"
                  loading={formik.isSubmitting}
                  disabled={sessionLoading || (trip !== null && !quote)}
                >
                  {t("booking.book")}
                </Button>
              ) : (
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
          )}
        </Stack>
      </Grid>

      <CertificatePrompt
        open={promptOpen}
        certificate={defaultCertificate}
        productLabel={areaLabel}
        onAnswer={(next) => {
          setPromptAnswer(next);
          setPromptDismissed(false);
          setErrors([]);
        }}
        onDismiss={() => setPromptDismissed(true)}
      />
    </form>
  );
}
