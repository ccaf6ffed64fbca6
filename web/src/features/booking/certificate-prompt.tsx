import { Button, Dialog, Stack, Text } from "@chakra-ui/react";
import { ModalDialog } from "@travel/design-system";
import { useQuery } from "@apollo/client/react";
import { convert, minorUnit } from "@travel/schema/money";
import { useTranslation } from "../../lib/i18n";
import type { CertificatePromptAnswer, ProductWalletQuery } from "../../__generated__/graphql";
import { getFragmentData } from "../../__generated__";
import { useLocale } from "../../lib/locale/use-locale";
import { MoneyAmount } from "../../lib/money/money-amount";
import { ExchangeRatesQuery } from "../../lib/money/exchange-rates-query";
import { usdRates } from "../../lib/money/usd-rates";
import { CardAmounts } from "../../lib/wallet/card-amounts";

export type DefaultCertificate = NonNullable<
  NonNullable<ProductWalletQuery["wallet"]>["forProduct"]["defaultCertificate"]
>;

interface CertificatePromptProps {
  open: boolean;
  /** The organisation's default certificate for the product (spec §4 selection). */
  certificate: DefaultCertificate | null;
  /** The product area's name. */
  productLabel: string;
  onAnswer: (answer: CertificatePromptAnswer) => void;
  /** Closed without an answer: booking stays blocked until it is answered. */
  onDismiss: () => void;
}

/**
 * The certificate prompt (spec §4): the traveller has no certificate and no discount card for the
 * product, and the organisation offers one — use its default certificate (its redemption price is
 * added, its value taken off) or continue without. Booking is blocked until it is answered.
 */
export function CertificatePrompt({
  open,
  certificate,
  productLabel,
  onAnswer,
  onDismiss,
}: CertificatePromptProps) {
  const { t } = useTranslation();
  const { info } = useLocale();
  const rates = usdRates(useQuery(ExchangeRatesQuery).data?.exchangeRates);
  const currency = info?.currentCurrency.code;
  const amounts = getFragmentData(CardAmounts, certificate);
  const value = amounts ? (amounts.amountInCurrency ?? amounts.amount) : null;
  // The redemption price in the traveller's currency when a rate allows, else in the card's own.
  const price = certificate?.redemptionPrice ?? null;
  const priceAmount =
    price && currency ? convert(price.decimal, price.currency, currency, rates) : null;
  const shownPrice =
    price && currency && priceAmount !== null
      ? { decimal: priceAmount.toFixed(minorUnit(currency)), currency }
      : price;
  return (
    <ModalDialog
      open={open}
      onClose={onDismiss}
      title={t("certificatePrompt.title")}
      // Escape or the close button put it off ("later"); a click outside does not.
      closeLabel={t("certificatePrompt.later")}
      closeOnInteractOutside={false}
      placement="center"
      role="alertdialog"
    >
      <Stack gap="4">
        <Dialog.Description>
          {t("certificatePrompt.intro", { product: productLabel })}
        </Dialog.Description>
        <Stack gap="3">
          <Button
            height="auto"
            py="3"
            whiteSpace="normal"
            flexDirection="column"
            gap="0.5"
            onClick={() => onAnswer("USE_DEFAULT")}
          >
            <span>
              {certificate
                ? t("certificatePrompt.useDefault", { name: certificate.name })
                : t("certificatePrompt.useDefaultUnnamed")}
            </span>
            {certificate && value ? (
              <Text as="span" textStyle="sm" fontWeight="normal">
                {shownPrice ? (
                  <>
                    {t("certificatePrompt.price")} <MoneyAmount value={shownPrice} />
                    {" · "}
                  </>
                ) : null}
                {t("certificatePrompt.value")} <MoneyAmount value={value} />
              </Text>
            ) : null}
          </Button>
          <Button variant="outline" whiteSpace="normal" onClick={() => onAnswer("DECLINE")}>
            {t("certificatePrompt.decline")}
          </Button>
        </Stack>
      </Stack>
    </ModalDialog>
  );
}
