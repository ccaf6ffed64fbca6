import { useState } from "react";
import { Button, Dialog, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { ModalDialog } from "@travel/design-system";
import { formatMoney, roundToMinorUnit, toDecimal } from "@travel/schema/money";
import { type LabelKey, useTranslation } from "../../lib/i18n";
import type { TripCancellationFieldsFragment } from "../../__generated__/graphql";
import { ConfirmActions } from "../../lib/ui/confirm-actions";
import { CancelReservationMutation } from "./itinerary-query";
import { ReservationsQuery } from "./reservations-query";

/** The message of each refusal (the rest: "could not be cancelled"). */
const ERROR_KEYS: Partial<Record<string, LabelKey>> = {
  SIGN_IN_REQUIRED: "trips.cancel.error.SIGN_IN_REQUIRED",
  RESERVATION_NOT_FOUND: "trips.cancel.error.RESERVATION_NOT_FOUND",
  TRIP_STARTED: "trips.cancel.error.TRIP_STARTED",
};

/** What paid, in words: the card ("Visa ending in 4242"), else the wallet. */
export function useCardName() {
  const { t } = useTranslation();
  return (paid: TripCancellationFieldsFragment["paidWith"]): string =>
    paid
      ? t("trips.paidWithCard", { brand: paid.cardBrand, last4: paid.cardLast4 })
      : t("trips.paidWithWallet");
}

/**
 * "Cancel this booking": a dialog that says what cancelling today gives back under the offer's
 * terms (to which card, whether wallet cards come back) before the traveller confirms.
 */
export function CancelTrip({ trip }: { trip: TripCancellationFieldsFragment }) {
  const { t, i18n } = useTranslation();
  const cardName = useCardName();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CancelReservationMutation, {
    refetchQueries: [ReservationsQuery],
  });
  const percent = trip.refundPercentIfCancelledToday ?? 0;
  const paid = trip.paidWith;
  const refund = !paid
    ? ""
    : formatMoney(
        roundToMinorUnit(
          toDecimal(paid.amount.decimal).times(percent).div(100),
          paid.amount.currency,
        ),
        paid.amount.currency,
        i18n.language,
      );
  const confirm = async () => {
    setProblem(null);
    try {
      const { data } = await cancel({ variables: { input: { reservationId: trip.id } } });
      const error = data?.cancelReservation.errors[0];
      if (error) setProblem(t(ERROR_KEYS[error.code] ?? "trips.cancel.error.CANCELLATION_FAILED"));
      else setOpen(false);
    } catch {
      setProblem(t("trips.cancel.error.CANCELLATION_FAILED"));
    }
  };
  return (
    <>
      <Button
        variant="outline"
        colorPalette="red"
        alignSelf="flex-start"
        onClick={() => setOpen(true)}
      >
        {t("trips.cancel.button")}
      </Button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("trips.cancel.title", { reference: trip.reference })}
        closeLabel={t("locale.close")}
        placement="center"
        role="alertdialog"
      >
        <Stack gap="4">
          <Dialog.Description>
            {percent === 0
              ? t("trips.cancel.noRefund")
              : paid
                ? t("trips.cancel.refund", { amount: refund, percent, card: cardName(paid) })
                : t("trips.cancel.refundWallet", { percent })}
          </Dialog.Description>
          {percent === 100 && trip.cardsUsed.length > 0 ? (
            <Text>{t("trips.cancel.cardsBack")}</Text>
          ) : null}
          <ConfirmActions
            problem={problem}
            loading={loading}
            confirmLabel={t("trips.cancel.confirm")}
            cancelLabel={t("trips.cancel.keep")}
            onConfirm={() => void confirm()}
            onCancel={() => setOpen(false)}
          />
        </Stack>
      </ModalDialog>
    </>
  );
}
