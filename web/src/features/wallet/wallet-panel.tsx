import { Panel, plainList } from "@travel/design-system";
import { useId, type ReactNode } from "react";
import { Box, Checkbox, Fieldset, Heading, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { type LabelKey, useTranslation } from "../../lib/i18n";
import { getFragmentData, graphql } from "../../__generated__";
import type { WalletPanelCardFragment } from "../../__generated__/graphql";
import { CardAmount } from "./card-amount";
import type { WalletPanelProps } from "../../lib/wallet/wallet-panel-props";
import { chooseCertificate, chooseDiscountCards } from "../../lib/wallet/selection";

export type { WalletSelection } from "../../lib/wallet/selection";

/** What the panel shows of a card of the product's wallet (lib/wallet/product-wallet-query.ts). */
export const WalletPanelCard = graphql(`
  fragment WalletPanelCard on PaymentCard {
    id
    name
    cardCode
    ...CardAmounts
    usability(product: $product) {
      usable
      reason
    }
  }
`);

type PanelCard = WalletPanelCardFragment;

/** Value of the "No certificate" choice. */
const NO_CERTIFICATE = "none";

function CardText({ card }: { card: PanelCard }) {
  const { t } = useTranslation();
  return (
    <Stack gap="0" minW="0">
      <Text fontWeight="medium" overflowWrap="anywhere">
        {card.name}
      </Text>
      <Text as="span" color="fg.muted" textStyle="sm">
        {t("walletPanel.worth")} <CardAmount card={card} />
        {" · "}
        <Box as="span" fontFamily="mono">
          {card.cardCode}
        </Box>
      </Text>
    </Stack>
  );
}

/** Cards of one kind that cannot pay for the product, each with the reason. */
function UnusableCards({
  cards,
  productLabel,
}: {
  cards: readonly PanelCard[];
  productLabel: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (cards.length === 0) return null;
  return (
    <Box>
      <Text id={headingId} textStyle="sm" fontWeight="semibold" color="fg.muted">
        {t("walletPanel.unusableHeading")}
      </Text>
      <Box as="ul" aria-labelledby={headingId} {...plainList} mt="1">
        {cards.map((card) => (
          <Box as="li" key={card.id} textStyle="sm" color="fg.muted" py="1" overflowWrap="anywhere">
            {card.name} ({card.cardCode}):{" "}
            {t(`walletPanel.reason.${card.usability.reason ?? "NOT_ACTIVE"}`, {
              product: productLabel,
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The words of one kind of card: its title, and the notes when it has none or none usable. */
interface CardKindText {
  titleKey: LabelKey;
  noneKey: LabelKey;
  noneUsableKey: LabelKey;
}

const CERTIFICATES: CardKindText = {
  titleKey: "walletPanel.certificates",
  noneKey: "walletPanel.noCertificates",
  noneUsableKey: "walletPanel.noneUsable.certificates",
};

const DISCOUNT_CARDS: CardKindText = {
  titleKey: "walletPanel.discountCards",
  noneKey: "walletPanel.noDiscountCards",
  noneUsableKey: "walletPanel.noneUsable.discountCards",
};

/**
 * One kind of card: its usable cards (`children`), or a note that there are none or none usable;
 * then the cards that cannot be used, with the reason.
 */
function CardKind({
  kind,
  cards,
  productLabel,
  children,
}: {
  kind: CardKindText;
  cards: readonly PanelCard[];
  productLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      {cards.some((c) => c.usability.usable) ? (
        children
      ) : (
        <Stack gap="1">
          <Text fontWeight="semibold">{t(kind.titleKey)}</Text>
          <Text color="fg.muted" textStyle="sm">
            {t(cards.length === 0 ? kind.noneKey : kind.noneUsableKey, {
              product: productLabel,
            })}
          </Text>
        </Stack>
      )}
      <UnusableCards cards={cards.filter((c) => !c.usability.usable)} productLabel={productLabel} />
    </Stack>
  );
}

/**
 * The wallet for one product in the booking view (spec §4 selection): usable certificates as a
 * radio group (with "No certificate"), usable discount cards as checkboxes — choosing a
 * certificate clears the discount cards and the reverse — and the cards that cannot be used,
 * with the reason. Only the kinds the organisation enables are shown.
 */
export function WalletPanel({
  wallet,
  productLabel,
  selection,
  onChange,
  disabled,
}: WalletPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const showCertificates = wallet.options.includes("CERTIFICATES");
  const showDiscountCards = wallet.options.includes("DISCOUNT_CARDS");
  const certificates = getFragmentData(WalletPanelCard, wallet.certificates);
  const discountCards = getFragmentData(WalletPanelCard, wallet.discountCards);
  const usableCertificates = certificates.filter((c) => c.usability.usable);
  const usableDiscountCards = discountCards.filter((c) => c.usability.usable);
  if (!showCertificates && !showDiscountCards) return null;

  return (
    <Panel layout="stack" as="section" aria-labelledby={headingId} gap="5">
      <Stack gap="1">
        <Heading as="h2" id={headingId} size="lg">
          {t("walletPanel.heading")}
        </Heading>
        {showCertificates && showDiscountCards ? (
          <Text color="fg.muted" textStyle="sm">
            {t("walletPanel.rule")}
          </Text>
        ) : null}
      </Stack>

      {showCertificates ? (
        <CardKind kind={CERTIFICATES} cards={certificates} productLabel={productLabel}>
          <RadioGroup.Root
            value={selection.certificateId ?? NO_CERTIFICATE}
            onValueChange={(e) =>
              onChange(
                chooseCertificate(
                  selection,
                  e.value === NO_CERTIFICATE || e.value === null ? null : e.value,
                ),
              )
            }
            disabled={disabled}
          >
            <RadioGroup.Label textStyle="md" fontWeight="semibold" mb="2">
              {t("walletPanel.certificates")}
            </RadioGroup.Label>
            <Stack gap="3">
              {usableCertificates.map((card) => (
                <RadioGroup.Item key={card.id} value={card.id} alignItems="flex-start">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator mt="0.5" />
                  <RadioGroup.ItemText>
                    <CardText card={card} />
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
              <RadioGroup.Item value={NO_CERTIFICATE}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t("walletPanel.noCertificate")}</RadioGroup.ItemText>
              </RadioGroup.Item>
            </Stack>
          </RadioGroup.Root>
        </CardKind>
      ) : null}

      {showDiscountCards ? (
        <CardKind kind={DISCOUNT_CARDS} cards={discountCards} productLabel={productLabel}>
          <Fieldset.Root disabled={disabled}>
            <Fieldset.Legend textStyle="md" fontWeight="semibold" color="fg">
              {t("walletPanel.discountCards")}
            </Fieldset.Legend>
            <Fieldset.Content mt="2" gap="3">
              {usableDiscountCards.map((card) => {
                const checked = selection.discountCardIds.includes(card.id);
                return (
                  <Checkbox.Root
                    key={card.id}
                    checked={checked}
                    alignItems="flex-start"
                    onCheckedChange={(e) =>
                      onChange(
                        chooseDiscountCards(
                          selection,
                          e.checked === true
                            ? [...selection.discountCardIds, card.id]
                            : selection.discountCardIds.filter((id) => id !== card.id),
                        ),
                      )
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control mt="0.5" />
                    <Checkbox.Label>
                      <CardText card={card} />
                    </Checkbox.Label>
                  </Checkbox.Root>
                );
              })}
            </Fieldset.Content>
          </Fieldset.Root>
        </CardKind>
      ) : null}
    </Panel>
  );
}
