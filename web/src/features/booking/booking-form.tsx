import type { ComponentType } from "react";
import { Alert, Grid, Stack, Text } from "@chakra-ui/react";
import { Panel } from "@travel/design-system";
import { FormikProvider } from "formik";
import { useTranslation } from "../../lib/i18n";
import type { TripInput } from "../../__generated__/graphql";
import type { SearchArea } from "../../lib/offer-areas";
import type { WalletPanelProps } from "../../lib/wallet/wallet-panel-props";
import { BookingConfirmation } from "./booking-confirmation";
import { CashCardField } from "./cash-card-field";
import { CertificatePrompt } from "./certificate-prompt";
import { PricePanel } from "./price-panel";
import { TravellersFields } from "./travellers-fields";
import { TripFields } from "./trip-fields";
import { useBooking, type Offer } from "./use-booking";

export interface BookingFormProps {
  offer: Offer;
  /** The offer's area (what its dates, party and rooms are). */
  area: SearchArea;
  areaLabel: string;
  areaPath: string;
  minCheckinDays: number;
  /** The site's first day of the week (0 Sunday). */
  weekStart: number;
  canBook: boolean;
  WalletPanel: ComponentType<WalletPanelProps>;
  /** An agent's "quote for a client" of the trip (the agent feature's), handed in by the route. */
  QuoteForClient?: ComponentType<{ trip: TripInput | null }>;
}

/**
 * The booking form of one offer: the trip and the wallet on one side (its certificates and
 * discount cards for a wallet product only; the cash card for any), the quote and Book on the
 * other, the certificate prompt when it applies; the confirmation once booked.
 */
export function BookingForm({
  areaLabel,
  areaPath,
  WalletPanel,
  QuoteForClient,
  ...input
}: BookingFormProps) {
  const { t } = useTranslation();
  const booking = useBooking(input);
  const { formik, viewer, sessionLoading, wallet } = booking;
  const { product } = input.offer;

  if (booking.reservation) {
    return (
      <BookingConfirmation
        reservation={booking.reservation}
        backTo={areaPath}
        backLabel={t("booking.back", { area: areaLabel })}
      />
    );
  }

  const { agentQuote } = booking;
  return (
    <Stack gap="6">
      {agentQuote ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            {t("booking.agentQuote", {
              reference: agentQuote.reference,
              client: agentQuote.client.name,
            })}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <FormikProvider value={formik}>
        <form noValidate onSubmit={formik.handleSubmit}>
          <Grid
            templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 3fr) minmax(0, 2fr)" }}
            gap="6"
          >
            <Stack gap="6" minW="0">
              <TripFields booking={booking} />
              {viewer ? <TravellersFields booking={booking} /> : null}
              {viewer ? (
                product && !wallet.failed && wallet.shown && wallet.wallet ? (
                  <WalletPanel
                    wallet={wallet.wallet}
                    productLabel={areaLabel}
                    selection={wallet.selection}
                    onChange={booking.changeSelection}
                  />
                ) : null
              ) : sessionLoading ? null : (
                <Panel tone="subtle" padding="md">
                  <Text>{t("walletPanel.signedOut")}</Text>
                </Panel>
              )}
              {viewer ? <CashCardField booking={booking} /> : null}
            </Stack>
            <PricePanel booking={booking} offer={input.offer} />
          </Grid>

          {product ? (
            <CertificatePrompt
              open={booking.promptOpen}
              certificate={wallet.defaultCertificate}
              productLabel={areaLabel}
              onAnswer={(next) => {
                booking.answerPrompt(next);
                booking.clearErrors();
              }}
              onDismiss={booking.dismissPrompt}
            />
          ) : null}
        </form>
      </FormikProvider>
      {/* its own form, beside the booking's (forms do not nest) */}
      {QuoteForClient ? <QuoteForClient trip={booking.trip} /> : null}
    </Stack>
  );
}
