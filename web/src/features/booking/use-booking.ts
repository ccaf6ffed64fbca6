import { useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router-dom";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useFormik } from "formik";
import { minCheckInDate } from "@travel/schema/wallet";
import { useTranslation } from "../../lib/i18n";
import type { CertificatePromptAnswer, OfferCardFieldsFragment } from "../../__generated__/graphql";
import { createAttemptKeys } from "../../lib/attempt-key";
import { formatDay, todayIso } from "../../lib/dates";
import { hasEndDate, isWeek, type SearchArea } from "../../lib/offer-areas";
import { useCurrencyRefetch } from "../../lib/locale/use-currency-refetch";
import { forgetBookedData } from "./forget-booked-data";
import { useAuthDialogs } from "../../lib/session/auth-dialogs-context";
import { withCardsUsed } from "../../lib/reservations/reservation-with-cards";
import { useSession } from "../../lib/session/session-context";
import type { WalletSelection } from "../../lib/wallet/selection";
import { leaveSiteFor } from "../../lib/leave-site";
import { getFragmentData } from "../../__generated__";
import { CheckoutOutcome, StartCheckoutMutation } from "./checkout-mutations";
import { rememberCheckoutOrigin } from "./checkout-origin";
import type { ConfirmedReservation } from "./booking-confirmation";
import { bookingErrorText, soldOutOf, tripFieldOf, type BookingError } from "./booking-errors";
import { initialTripOf } from "./initial-trip";
import { useAgentQuote } from "./use-agent-quote";
import { QuoteQuery } from "./quote-query";
import { tripSchema, type TripValues } from "./trip-schema";
import {
  emptyTravellers,
  travellerRows,
  travellersErrors,
  travellersInput,
  type TravellersFormValues,
} from "./traveller-values";
import { useBookingWallet } from "./use-booking-wallet";
import { CASH_FIELD, useCashCard } from "./use-cash-card";
import { useLeadPrefill } from "./use-lead-prefill";

/** The offer being booked: what its card shows (OfferCardFields, offer-card.tsx). */
export type Offer = OfferCardFieldsFragment;

/** The booking form's values: the trip, who travels and how to reach them. */
type BookingValues = TripValues & TravellersFormValues & { travellerPick: string[] };

export interface BookingInput {
  offer: Offer;
  /** The offer's area (what its dates, party and rooms are). */
  area: SearchArea;
  minCheckinDays: number;
  /** The site's first day of the week of the calendars (0 Sunday, spec §9). */
  weekStart: number;
  canBook: boolean;
}

/**
 * The state of one offer's booking form: the trip (Formik), the wallet and its selection (the
 * wallet's four products only; elsewhere only the cash card pays), the gateway's quote for them,
 * the certificate prompt's answer, and Book with its outcome.
 */
export function useBooking({ offer, area, minCheckinDays, weekStart, canBook }: BookingInput) {
  const { t, i18n } = useTranslation();
  const { product } = offer;
  const client = useApolloClient();
  const { viewer, loading: sessionLoading } = useSession();
  const { openSignIn } = useAuthDialogs();
  const endDate = hasEndDate(area);
  const location = useLocation();

  // The first bookable day, on the traveller's calendar (spec §9 minimum check-in).
  const [minCheckIn] = useState(() => minCheckInDate(todayIso(), minCheckinDays));
  // A week starts on its offer's weekday (ISO 1 Monday … 7 Sunday, as the contract and
  // @travel/schema count; only the calendars' first day of the week counts 0 Sunday, spec §9).
  const startWeekday = isWeek(area) ? (offer.startWeekday ?? null) : null;
  const { maxGuests } = offer;
  const schema = useMemo(
    () => tripSchema({ minCheckIn, area, maxGuests, startWeekday }),
    [minCheckIn, area, maxGuests, startWeekday],
  );
  const wallet = useBookingWallet(product ?? null, viewer !== null);
  // every traveller is named when the price is per person (flights, cruises, activities…)
  const perPerson = offer.priceUnit === "PERSON";
  const [promptAnswer, setPromptAnswer] = useState<CertificatePromptAnswer | null>(null);
  const [promptDismissed, setPromptDismissed] = useState(false);
  const [errors, setErrors] = useState<BookingError[]>([]);
  const [reservation, setReservation] = useState<ConfirmedReservation | null>(null);
  // one request id per booking attempt: reused while the booking sent stays the same
  const [attempts] = useState(createAttemptKeys);
  const [startCheckout] = useMutation(StartCheckoutMutation);
  const cash = useCashCard();

  // a search's dates, party and rooms carry over (`?checkIn=…&checkOut=…&guests=…&rooms=…`)
  const [initialTrip] = useState(() =>
    initialTripOf(location.search, {
      minCheckIn,
      endDate,
      maxGuests,
      rooms: area.rooms,
      startWeekday,
      schema,
    }),
  );
  const formik = useFormik<BookingValues>({
    initialValues: {
      ...initialTrip,
      travellers: emptyTravellers(),
      travellerPick: [],
      contactEmail: "",
      contactPhone: "",
    },
    validationSchema: schema,
    validate: (v) => travellersErrors(v, travellerRows(perPerson, Number(v.guests))),
    validateOnBlur: false,
    onSubmit: () => book(),
  });
  const { values } = formik;
  const rows = travellerRows(perPerson, Number(values.guests));
  const { setFieldValue } = formik;
  const lead = values.travellers[0];
  const leadEmpty = !lead?.firstName && !lead?.lastName;
  const contactEmpty = values.contactEmail === "";
  const { quoteId, agentQuoteId, agentQuote } = useAgentQuote(
    viewer?.userType ?? null,
    location.search,
    leadEmpty,
    setFieldValue,
  );
  useLeadPrefill(viewer, { leadEmpty, contactEmpty, forQuote: quoteId !== null }, setFieldValue);

  const trip = schema.isValidSync(values)
    ? {
        offerId: offer.id,
        checkIn: values.checkIn,
        checkOut: endDate ? values.checkOut : null,
        guests: Number(values.guests),
        rooms: area.rooms ? Number(values.rooms) : 1,
      }
    : null;
  const { selection } = wallet;
  const walletSelection =
    wallet.shown && product
      ? {
          product,
          certificateId: selection.certificateId,
          discountCardIds: [...selection.discountCardIds],
        }
      : null;
  // The prompt's answer concerns booking without a certificate of the traveller's own.
  const answer = selection.certificateId === null ? promptAnswer : null;
  const quoteInput =
    trip && wallet.ready && !sessionLoading
      ? { trip, selection: walletSelection, certificatePrompt: answer, cashCardAmount: cash.amount }
      : null;

  const quoteQuery = useQuery(QuoteQuery, {
    variables: { input: quoteInput ?? { trip: { offerId: offer.id, checkIn: "", guests: 1 } } },
    skip: quoteInput === null,
  });
  useCurrencyRefetch(async () => {
    await Promise.all([quoteInput ? quoteQuery.refetch() : null, wallet.refetch()]);
  });
  const quote = quoteInput ? (quoteQuery.data?.quote ?? null) : null;
  const { observe } = cash;
  const sentCash = quoteInput?.cashCardAmount ?? "";
  useEffect(() => {
    observe(quote ? quote.cashCard : undefined, quoteQuery.error, sentCash);
  }, [observe, quote, quoteQuery.error, sentCash]);
  const shownQuote = quoteInput
    ? (quote ?? (quoteQuery.loading ? (quoteQuery.previousData?.quote ?? null) : null))
    : null;
  // an account that may not book is not asked about certificates it cannot spend here
  const bookingBlocked = viewer !== null && !canBook;
  // no certificate is asked about outside the wallet's four products
  const promptRequired =
    !bookingBlocked && product !== null && (quote?.certificatePromptRequired ?? false);
  // a day of the trip sold out: said on the check-in field, in the words of the label
  const soldOutMessage = quoteInput ? soldOutOf(quoteQuery.error) : null;
  const soldOut =
    soldOutMessage === null
      ? null
      : bookingErrorText(t, { code: "SOLD_OUT", message: soldOutMessage }, (day) =>
          formatDay(day, i18n.language),
        );
  const promptOpen = promptRequired && answer === null && !promptDismissed && reservation === null;

  const changeSelection = (next: WalletSelection) => {
    wallet.choose(next);
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
      cashCardAmount: quoteInput?.cashCardAmount ?? null,
      expectedTotal: Number(quote.total.decimal),
      ...travellersInput(values, rows),
      ...(agentQuoteId ? { agentQuoteId } : {}),
    };
    const requestId = attempts.keyFor(input);
    setErrors([]);
    try {
      const { data } = await startCheckout({ variables: { input: { ...input, requestId } } });
      const payload = data ? getFragmentData(CheckoutOutcome, data.startCheckout) : undefined;
      const paymentUrl = payload?.checkout?.paymentUrl;
      if (payload?.checkout && paymentUrl) {
        // the card is taken on the payment provider's page, which sends the traveller back to
        // /checkout/return; the same request id answers this checkout if they come back here
        rememberCheckoutOrigin(payload.checkout.id, location.pathname);
        leaveSiteFor(paymentUrl);
        return;
      }
      if (payload?.reservation) {
        attempts.end();
        setReservation(withCardsUsed(payload.reservation));
        // The trips list and the wallet (cards spent) are asked for again when next shown.
        forgetBookedData(client.cache);
        return;
      }
      const refused = payload?.errors ?? [];
      setErrors(refused.length > 0 ? refused : [{ code: "BOOKING_FAILED", message: "" }]);
      for (const error of refused) {
        const field = tripFieldOf(error.field);
        if (field) {
          formik.setFieldError(
            field,
            bookingErrorText(t, error, (day) => formatDay(day, i18n.language)),
          );
        }
      }
      const codes = new Set(refused.map((e) => e.code));
      if (codes.has("SIGN_IN_REQUIRED")) openSignIn();
      const cashRefused = refused.some((e) => e.field === CASH_FIELD);
      const cardRefused =
        codes.has("CARD_ALREADY_USED") || codes.has("CARD_NOT_USABLE") || cashRefused;
      // The wallet changed elsewhere: show it as it is now and let the traveller choose again.
      if (cardRefused) await wallet.reset();
      if (codes.has("CERTIFICATE_PROMPT_REQUIRED")) setPromptDismissed(false);
      if (cardRefused || codes.has("PRICE_CHANGED") || codes.has("CERTIFICATE_PROMPT_REQUIRED")) {
        await quoteQuery.refetch().catch(() => undefined);
      }
    } catch {
      // The gateway could not be reached: the same request id is sent on the retry.
      setErrors([{ code: "BOOKING_FAILED", message: "" }]);
    }
  };

  return {
    formik,
    offer,
    area,
    endDate,
    perPerson,
    startWeekday,
    soldOut,
    minCheckIn,
    weekStart,
    viewer,
    sessionLoading,
    openSignIn,
    wallet,
    cash,
    changeSelection,
    trip,
    quote,
    shownQuote,
    quoteQuery,
    answer,
    bookingBlocked,
    promptRequired,
    promptOpen,
    errors,
    clearErrors: () => setErrors([]),
    reservation,
    /** The agent's quote this booking takes (its reference and client), once loaded. */
    agentQuote,
    answerPrompt: (next: CertificatePromptAnswer | null) => {
      setPromptAnswer(next);
      setPromptDismissed(false);
    },
    dismissPrompt: () => setPromptDismissed(true),
  };
}

export type Booking = ReturnType<typeof useBooking>;
