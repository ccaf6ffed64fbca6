import {
  cardId as selectionKey,
  cardUsability,
  convertAmount,
  defaultCertificate,
  isActiveStatus,
  isCardUsable,
  needsCertificatePrompt,
  selectCertificate,
  type WalletCard,
} from "@travel/schema/wallet";
import { roundMoney, sum } from "@travel/schema/money";
import type { WalletOption, WalletProduct } from "../__generated__/graphql";
import { usdRates } from "../lib/money/usd-rates";
import type { Db } from "./db";
import type { PaymentCardRecord } from "./wallet-factories";

/**
 * Root field `wallet` of schema/wallet.graphql over the in-memory db, with the shared wallet rules
 * (`@travel/schema/wallet`) as the gateway applies them: null when signed out; the sections of the
 * options the organisation enables; amounts converted to the visitor's currency.
 */

/** The currency the gateway converts amounts to: the visitor's `currency_code` cookie, else the default. */
export function currentCurrency(data: Db, cookies: Record<string, string>): string {
  const chosen = cookies.currency_code;
  return chosen && data.currencies.some((c) => c.code === chosen)
    ? chosen
    : data.defaultCurrencyCode;
}

/** An amount converted with the db's USD rates; null when a rate is missing (or rates failed). */
export function convertWithRates(
  data: Db,
  amount: number,
  from: string,
  to: string,
): number | null {
  return convertAmount(amount, from, to, usdRates(data.exchangeRates));
}

/** The selection key of a card (wallet.graphql PaymentCard.id). */
export const cardId = (card: Pick<PaymentCardRecord, "cardCode" | "paymentCardId">) =>
  selectionKey(card.cardCode, card.paymentCardId);

/** What the shared rules read of a card record. */
export function ruleCard(card: PaymentCardRecord): WalletCard & { record: PaymentCardRecord } {
  return {
    id: cardId(card),
    kind: card.kind,
    status: card.status,
    services: card.services,
    amount: card.amount,
    productCode: card.productCode,
    redemptionPrice: card.redemptionPrice,
    record: card,
  };
}

/** Whether a card record can pay for a product. */
export const usableFor = (card: PaymentCardRecord, product: string) =>
  isCardUsable(ruleCard(card), product);

/** A card record as the GraphQL PaymentCard, amounts converted to `currency`. */
export function toPaymentCard(data: Db, card: PaymentCardRecord, currency: string) {
  const converted = convertWithRates(data, card.amount, card.currency, currency);
  return {
    id: cardId(card),
    cardCode: card.cardCode,
    paymentCardId: String(card.paymentCardId),
    kind: card.kind,
    name: card.name,
    proCode: card.proCode,
    status: card.status,
    active: isActiveStatus(card.status),
    services: card.services,
    productCode: card.productCode,
    amount: { amount: card.amount, currency: card.currency },
    redemptionPrice:
      card.redemptionPrice === null
        ? null
        : { amount: card.redemptionPrice, currency: card.currency },
    amountInCurrency: converted === null ? null : { amount: converted, currency },
    usability: ({ product }: { product: WalletProduct }) => cardUsability(ruleCard(card), product),
  };
}

/** The signed-in traveller's cards of the enabled options, by kind. */
export function viewerCards(data: Db) {
  const viewer = data.viewer;
  const options: WalletOption[] = data.siteConfig.walletOptions;
  const mine = viewer ? data.walletCards.filter((c) => c.ownerId === viewer.id) : [];
  return {
    options,
    certificates: options.includes("CERTIFICATES")
      ? mine.filter((c) => c.kind === "CERTIFICATE")
      : [],
    discountCards: options.includes("DISCOUNT_CARDS")
      ? mine.filter((c) => c.kind === "DISCOUNT_CARD")
      : [],
    cashCard: options.includes("CASH_CARD")
      ? (mine.find((c) => c.kind === "CASH_CARD") ?? null)
      : null,
  };
}

/** The wallet for one product (wallet.graphql ProductWallet), following spec §4 selection. */
export function productWallet(data: Db, product: WalletProduct, current: string | null) {
  const { options, certificates, discountCards, cashCard } = viewerCards(data);
  const usableCertificates = certificates.filter((c) => usableFor(c, product));
  const usableDiscountCards = discountCards.filter((c) => usableFor(c, product));
  const selected = selectCertificate(certificates.map(ruleCard), product, current)?.record ?? null;
  const orgDefault = options.includes("CERTIFICATES")
    ? (defaultCertificate(data.orgCertificates.map(ruleCard), product)?.record ?? null)
    : null;
  const orgHasCertificateForProduct = data.orgCertificates.some((c) => usableFor(c, product));
  return {
    product,
    options,
    usableCertificates,
    usableDiscountCards,
    cashCard: cashCard && usableFor(cashCard, product) ? cashCard : null,
    selected,
    orgDefault,
    orgHasCertificateForProduct,
    certificatePrompt: needsCertificatePrompt({
      certificatesEnabled: options.includes("CERTIFICATES"),
      hasDiscountCardForProduct: usableDiscountCards.length > 0,
      selectedCertificate: selected,
      orgHasCertificateForProduct,
      defaultCertificate: orgDefault,
    }),
  };
}

export function walletResolvers(data: Db, cookies: Record<string, string>) {
  const currency = currentCurrency(data, cookies);
  const card = (c: PaymentCardRecord) => toPaymentCard(data, c, currency);
  return {
    wallet: () => {
      if (!data.viewer) return null;
      const { options, certificates, discountCards, cashCard } = viewerCards(data);
      return {
        options,
        enabled: options.length > 0,
        certificates: certificates.map(card),
        discountCards: discountCards.map(card),
        cashCard: cashCard ? card(cashCard) : null,
        summary: walletSummary(data, currency),
        forProduct: ({ product, current }: { product: WalletProduct; current?: string | null }) => {
          const w = productWallet(data, product, current ?? null);
          return {
            product,
            certificates: w.usableCertificates.map(card),
            discountCards: w.usableDiscountCards.map(card),
            cashCard: w.cashCard ? card(w.cashCard) : null,
            selectedCertificate: w.selected ? card(w.selected) : null,
            defaultCertificate: w.orgDefault ? card(w.orgDefault) : null,
            certificatePrompt: w.certificatePrompt,
          };
        },
      };
    },
  };
}

/** Wallet.summary as the gateway computes it: usable cards converted to `currency`, then added. */
function walletSummary(data: Db, currency: string) {
  const { certificates, discountCards, cashCard } = viewerCards(data);
  const usable = (c: PaymentCardRecord) =>
    isActiveStatus(c.status) && (c.kind === "CERTIFICATE" || c.amount > 0);
  let complete = true;
  let cardCount = 0;
  const worth = (cards: readonly PaymentCardRecord[]) => {
    const values = cards
      .filter(usable)
      .map((c) => convertWithRates(data, c.amount, c.currency, currency));
    complete &&= values.every((v) => v !== null);
    const known = values.filter((v) => v !== null);
    cardCount += known.length;
    return roundMoney(sum(known), currency).toNumber();
  };
  const parts = {
    certificates: worth(certificates),
    discountCards: worth(discountCards),
    cashCard: worth(cashCard ? [cashCard] : []),
  };
  const money = (amount: number) => ({ amount, currency });
  return {
    total: money(roundMoney(sum(Object.values(parts)), currency).toNumber()),
    certificates: money(parts.certificates),
    discountCards: money(parts.discountCards),
    cashCard: money(parts.cashCard),
    cardCount,
    complete,
  };
}
