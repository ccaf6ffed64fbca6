import { useEffect, useRef, useState, type ReactNode } from "react";
import { Alert, Button, Flex, Link, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { LoadingState, Panel } from "@travel/design-system";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { getFragmentData } from "../../__generated__";
import type { CheckoutOutcomeFragment } from "../../__generated__/graphql";
import { paths } from "../../config/paths";
import { withCardsUsed } from "../../lib/reservations/reservation-with-cards";
import { bookingErrorText } from "./booking-errors";
import { BookingConfirmation } from "./booking-confirmation";
import { CheckoutOutcome, CompleteCheckoutMutation } from "./checkout-mutations";
import { checkoutOrigin } from "./checkout-origin";
import { forgetBookedData } from "./forget-booked-data";

type Completed = CheckoutOutcomeFragment;

/**
 * /checkout/return?checkout=<id>: where the payment provider sends the traveller back. The
 * checkout is settled once on arrival (completeCheckout, safe to repeat): the confirmation when
 * paid and booked; after a declined card, why, with the way back to the payment page; after a
 * cancellation or a refund, what happened and the way back to the offer.
 */
export function CheckoutReturn({ checkoutId }: { checkoutId: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [complete] = useMutation(CompleteCheckoutMutation);
  const [answer, setAnswer] = useState<Completed | "failed" | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    complete({ variables: { id: checkoutId } })
      .then(({ data }) => {
        const payload = data ? getFragmentData(CheckoutOutcome, data.completeCheckout) : null;
        if (payload?.reservation) forgetBookedData(client.cache);
        setAnswer(payload ?? "failed");
      })
      .catch(() => setAnswer("failed"));
  }, [checkoutId, client, complete]);

  const origin = checkoutOrigin(checkoutId) ?? paths.home;
  const back = (
    <Link asChild variant="underline" alignSelf="center">
      <RouterLink to={origin}>{t("checkout.backToOffer")}</RouterLink>
    </Link>
  );

  if (answer === null) return <LoadingState label={t("checkout.confirming")} />;
  if (answer !== "failed" && answer.reservation)
    return (
      <BookingConfirmation
        reservation={withCardsUsed(answer.reservation)}
        backTo={origin}
        backLabel={t("checkout.backToOffer")}
      />
    );
  return <CheckoutProblem answer={answer} back={back} />;
}

function CheckoutProblem({ answer, back }: { answer: Completed | "failed"; back: ReactNode }) {
  const { t } = useTranslation();
  const checkout = answer === "failed" ? null : answer.checkout;
  const error = answer === "failed" ? undefined : answer.errors[0];
  let message: string;
  let retry: string | null = null;
  if (checkout?.status === "AWAITING_PAYMENT") {
    message = checkout.failure
      ? t("checkout.declined", { reason: checkout.failure })
      : t("checkout.notPaid");
    retry = checkout.paymentUrl;
  } else if (checkout?.status === "CANCELLED") {
    message = t("checkout.cancelled");
  } else if (checkout?.status === "FAILED") {
    message = t("checkout.failed", { reason: checkout.failure ?? "" });
  } else {
    message = error ? bookingErrorText(t, error) : t("booking.error.BOOKING_FAILED");
  }
  return (
    <Panel layout="stack" as="section" aria-labelledby="checkout-outcome" gap="5">
      <Alert.Root status={checkout?.status === "CANCELLED" ? "info" : "error"}>
        <Alert.Indicator />
        <Stack gap="1">
          <Alert.Title id="checkout-outcome">{t("checkout.notBooked")}</Alert.Title>
          <Alert.Description>
            <Text>{message}</Text>
          </Alert.Description>
        </Stack>
      </Alert.Root>
      <Flex gap="3" wrap="wrap">
        {retry ? (
          <Button asChild>
            <a href={retry}>{t("checkout.payAgain")}</a>
          </Button>
        ) : null}
        {back}
      </Flex>
    </Panel>
  );
}
