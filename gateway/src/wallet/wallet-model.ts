/**
 * The wallet's cards as the shared rules see them (`@travel/schema/wallet`) and as GraphQL shows
 * them, and the wallet of one product (spec §4 card status, selection, certificate prompt).
 */
import {
  cardId,
  cardUsability,
  defaultCertificate,
  isActiveStatus,
  needsCertificatePrompt,
  productMatches,
  selectCertificate,
  type CardKind,
  type WalletCard,
} from "@travel/schema/wallet";
import { roundToMinorUnit } from "@travel/schema/money";
import type { ResolversParentTypes, WalletProduct } from "../__generated__/resolvers-types";
import { convertAmount, type RateTable } from "../locale/exchange";
import { toMoney } from "../locale/money";
import type { WalletOptionName } from "@travel/schema/wallet";
import { modelSlot } from "./graphql-model";
import type { WalletData } from "./wallet-data";
import type { PaymentCardEntry } from "./wallet.mappers";

// The objects as resolvers build them (amounts as `Money` models: see locale.mappers.ts).
type PaymentCard = ResolversParentTypes["PaymentCard"];
type ProductWallet = ResolversParentTypes["ProductWallet"];
type Wallet = ResolversParentTypes["Wallet"];

/** One card: the upstream row, its kind, and what the shared rules read of it. */
export interface CardModel {
  entry: PaymentCardEntry;
  kind: CardKind;
  rule: WalletCard;
}

/** Amounts in the traveller's currency (spec §8: null when no rate is available). */
export interface MoneyContext {
  /** ISO 4217 code of the traveller's currency. */
  currency: string;
  /** Rates from USD; null when they could not be loaded (logged). */
  table: RateTable | null;
}

/** `amount` of `from` in the traveller's currency, rounded to its minor unit; null without a rate. */
export function toTravellerAmount(
  money: MoneyContext,
  amount: number,
  from: string,
): number | null {
  if (from.toUpperCase() === money.currency) return roundToMinorUnit(amount, money.currency);
  if (!money.table) return null;
  return convertAmount(money.table, amount, from, money.currency)?.amount ?? null;
}

/** Today's date, ISO (UTC, as the upstream counts expiry days). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The card the shared rules judge. A card past its expiry day counts as not active (the
 * upstream refuses it), whatever its status says.
 */
export function cardModel(entry: PaymentCardEntry, kind: CardKind, today: string): CardModel {
  const expired = entry.expires_on !== null && entry.expires_on < today;
  return {
    entry,
    kind,
    rule: {
      id: cardId(entry.card_code, entry.payment_card_id),
      kind,
      status: expired ? "EXPIRED" : entry.status,
      services: entry.services,
      amount: entry.card_amount,
      productCode: entry.payment_product_code,
      redemptionPrice: entry.payment_card_redemption_price,
    },
  };
}

/** Whether a card's status says it was spent (REDEEMED): the upstream then decides (see book-offer.ts). */
export function isSpent(card: CardModel): boolean {
  return card.entry.status.trim().toUpperCase() === "REDEEMED";
}

/** The card's value in the traveller's currency; null without a rate. */
export function valueOf(card: CardModel, money: MoneyContext): number | null {
  return toTravellerAmount(money, card.entry.card_amount, card.entry.payment_card_currency);
}

const cardSlot = modelSlot<PaymentCard, "usability", CardModel>("PaymentCard");

const moneyOf = toMoney;

export function toPaymentCard(card: CardModel, money: MoneyContext): PaymentCard {
  const e = card.entry;
  const value = valueOf(card, money);
  return cardSlot.attach(
    {
      id: card.rule.id,
      cardCode: e.card_code,
      paymentCardId: String(e.payment_card_id),
      kind: card.kind,
      name: e.name,
      proCode: e.pro_code,
      status: e.status,
      // an expired card is not active whatever its status says (see cardModel)
      active: isActiveStatus(card.rule.status),
      services: e.services,
      productCode: e.payment_product_code,
      amount: moneyOf(e.card_amount, e.payment_card_currency),
      redemptionPrice:
        e.payment_card_redemption_price === null
          ? null
          : moneyOf(e.payment_card_redemption_price, e.payment_card_currency),
      amountInCurrency: value === null ? null : toMoney(value, money.currency),
    },
    card,
  );
}

/** The model of a PaymentCard built by toPaymentCard (for PaymentCard.usability). */
export const paymentCardModel = (card: PaymentCard): CardModel => cardSlot.read(card);

/** The traveller's cards, judged by the shared rules. */
export interface WalletModel {
  data: WalletData;
  certificates: CardModel[];
  discountCards: CardModel[];
  cashCards: CardModel[];
}

export function walletModel(data: WalletData, today: string): WalletModel {
  return {
    data,
    certificates: data.certificates.map((e) => cardModel(e, "CERTIFICATE", today)),
    discountCards: data.discountCards.map((e) => cardModel(e, "DISCOUNT_CARD", today)),
    cashCards: data.cashCards.map((e) => cardModel(e, "CASH_CARD", today)),
  };
}

/** The organisation's catalogue certificates, judged by the shared rules. */
export function catalogueModel(entries: readonly PaymentCardEntry[], today: string): CardModel[] {
  return entries.map((e) => cardModel(e, "CERTIFICATE", today));
}

/** Whether the organisation's catalogue has a certificate for the product (any state). */
export function orgHasCertificateFor(catalogue: readonly CardModel[], product: string): boolean {
  return catalogue.some((c) => c.entry.services.some((code) => productMatches(code, product)));
}

const enabled = (wallet: WalletModel, option: WalletOptionName) =>
  wallet.data.options.includes(option);

const usableFor = (cards: readonly CardModel[], product: string) =>
  cards.filter((c) => cardUsability(c.rule, product).usable);

/** The wallet of one product (or, for a booking, any area's code), after the spec's selection rules. */
export interface ProductWalletModel<P extends string = WalletProduct> {
  product: P;
  certificates: CardModel[];
  discountCards: CardModel[];
  cashCard: CardModel | null;
  selectedCertificate: CardModel | null;
  defaultCertificate: CardModel | null;
  certificatePrompt: boolean;
}

/**
 * Spec §4: the usable cards of the product; the current certificate kept while it matches, else
 * the first matching one; the organisation's highest redemption-price certificate as the
 * default (certificates enabled only); the prompt when certificates are enabled, the traveller
 * has no discount card for the product, none is selected, the organisation has one for the
 * product and a default exists. A wallet that could not be read never prompts.
 */
export function productWalletModel<P extends string = WalletProduct>(
  wallet: WalletModel,
  catalogue: readonly CardModel[],
  product: P,
  current: string | null,
): ProductWalletModel<P> {
  const certificates = usableFor(wallet.certificates, product);
  const discountCards = usableFor(wallet.discountCards, product);
  const selected = selectCertificate(
    certificates.map((c) => c.rule),
    product,
    current,
  );
  const selectedCertificate = certificates.find((c) => c.rule === selected) ?? null;
  const certificatesEnabled = enabled(wallet, "CERTIFICATES");
  const orgDefault = certificatesEnabled
    ? defaultCertificate(
        catalogue.map((c) => c.rule),
        product,
      )
    : null;
  const defaultCard = catalogue.find((c) => c.rule === orgDefault) ?? null;
  return {
    product,
    certificates,
    discountCards,
    cashCard: usableFor(wallet.cashCards, product)[0] ?? null,
    selectedCertificate,
    defaultCertificate: defaultCard,
    certificatePrompt:
      !wallet.data.failed &&
      needsCertificatePrompt({
        certificatesEnabled,
        hasDiscountCardForProduct: discountCards.length > 0,
        selectedCertificate,
        orgHasCertificateForProduct: orgHasCertificateFor(catalogue, product),
        defaultCertificate: defaultCard,
      }),
  };
}

export function toProductWallet(model: ProductWalletModel, money: MoneyContext): ProductWallet {
  const card = (c: CardModel | null) => (c === null ? null : toPaymentCard(c, money));
  return {
    product: model.product,
    certificates: model.certificates.map((c) => toPaymentCard(c, money)),
    discountCards: model.discountCards.map((c) => toPaymentCard(c, money)),
    cashCard: card(model.cashCard),
    selectedCertificate: card(model.selectedCertificate),
    defaultCertificate: card(model.defaultCertificate),
    certificatePrompt: model.certificatePrompt,
  };
}

const walletSlot = modelSlot<Wallet, "forProduct" | "summary", WalletModel>("Wallet");

export function toWallet(wallet: WalletModel, money: MoneyContext): Wallet {
  return walletSlot.attach(
    {
      options: wallet.data.options,
      enabled: wallet.data.options.length > 0,
      certificates: wallet.certificates.map((c) => toPaymentCard(c, money)),
      discountCards: wallet.discountCards.map((c) => toPaymentCard(c, money)),
      cashCard: wallet.cashCards[0] ? toPaymentCard(wallet.cashCards[0], money) : null,
    },
    wallet,
  );
}

/** The model of a Wallet built by toWallet (for Wallet.forProduct). */
export const walletModelOf = (wallet: Wallet): WalletModel => walletSlot.read(wallet);
