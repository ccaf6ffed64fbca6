import { useId } from "react";
import { Button, Flex, Heading, Input, Text } from "@chakra-ui/react";
import { Panel, PlainField } from "@travel/design-system";
import { useTranslation } from "../../lib/i18n";
import { formatPrice } from "../../lib/money/format-price";
import { bookingErrorText } from "./booking-errors";
import { CASH_FIELD } from "./use-cash-card";
import type { Booking } from "./use-booking";

/**
 * "Pay with cash card": the amount of the cash card balance to spend, with the balance and the
 * most this trip can use, "Use all" and "Don't use". Shown when the latest quote offers the
 * traveller's cash card (the organisation enables Cash Card and the card has a balance). The
 * error (the shared rules' check, or the gateway's refusal) is linked to the input.
 */
export function CashCardField({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { cash, clearErrors } = booking;
  const card = cash.card;
  if (card === null || booking.bookingBlocked) return null;
  const money = (value: { decimal: string; currency: string }) =>
    formatPrice(value.decimal, value.currency, i18n.language);
  const refused = booking.errors.find((e) => e.field === CASH_FIELD);
  const code = cash.error ?? refused?.code ?? null;
  const message =
    code === null ? null : bookingErrorText(t, { code, message: refused?.message ?? "" });
  const nothingToPay = Number(card.limit.decimal) === 0;
  const change = (next: string) => {
    cash.change(next);
    clearErrors();
  };

  return (
    <Panel as="section" layout="stack" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="lg">
        {t("booking.cashCard.heading")}
      </Heading>
      <PlainField
        label={t("booking.cashCard.amount")}
        helperText={t("booking.cashCard.balance", {
          balance: money(card.balance),
          limit: money(card.limit),
        })}
        keepHelperText
        errorText={message}
      >
        <Flex gap="2" wrap="wrap" align="center" w="full">
          <Input
            name={CASH_FIELD}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={cash.text}
            onChange={(event) => change(event.target.value)}
            flex="1 1 10rem"
            minW="0"
            disabled={nothingToPay && cash.text === ""}
          />
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              cash.useAll();
              clearErrors();
            }}
            disabled={nothingToPay}
          >
            {t("booking.cashCard.useAll", { limit: money(card.limit) })}
          </Button>
          {cash.text !== "" ? (
            <Button type="button" variant="ghost" onClick={() => change("")}>
              {t("booking.cashCard.clear")}
            </Button>
          ) : null}
        </Flex>
      </PlainField>
      {nothingToPay ? (
        <Text color="fg.muted" textStyle="sm">
          {t("booking.cashCard.nothingToPay")}
        </Text>
      ) : null}
    </Panel>
  );
}
