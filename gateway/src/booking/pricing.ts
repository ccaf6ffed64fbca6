/**
 * The price of a trip with the wallet applied, computed on the server with the shared rules
 * (`@travel/schema/wallet`, spec §4 selection and prompt, §5 never below zero, §9 price-limit
 * factors), in the traveller's currency:
 *
 * - units: nights for NIGHT offers, rental days for DAY offers, guests for PERSON offers, 1 for
 *   WEEK and TRIP offers; subtotal = the trip's total from
 *   the offer's calendar (the upstream's POST /api/offers/price, the search's total) converted to
 *   the traveller's currency; subtotalUsd, sent to book, is that total itself;
 * - the selection after the rules: no selection given → the spec's default (the first usable
 *   certificate); a certificate clears discount cards (when both are sent the certificate wins);
 * - a certificate: total = max(0, subtotal − its value); discount cards: the 'only-discount'
 *   marker (total 0) when they cover the subtotal within the product's price-limit factor, else
 *   subtotal − their sum, never below zero;
 * - no card chosen and the prompt answered USE_DEFAULT: the organisation's default certificate is
 *   bought (its redemption price added) and its value applied;
 * - the prompt is required when the spec's conditions hold and it has not been answered, for the
 *   wallet's four products only (HLT, ACT, RST, STY: an offer of another area, whose
 *   `Offer.product` is null, never asks it); cards are matched against the offer's area code by
 *   the same partial rule in every area, and the cash card pays in any area.
 *
 * Every amount is computed by the money module (`@travel/schema/money`): exact decimals, rounded
 * to the minor unit of the currency it is in.
 *
 * A quote keeps to the rules quietly (an unusable chosen certificate is replaced by the first
 * usable one, unusable discount cards are left out); a booking refuses chosen cards that cannot
 * pay (`refusals`), except cards already spent, which go to the upstream: it answers the same
 * reservation to a repeated request id, and CARD_ALREADY_USED otherwise.
 */
import { priceLimitFactor, roundToMinorUnit, sum, toDecimal } from "@travel/schema/money";
import {
  applyDiscount,
  cardUsability,
  chooseCertificate,
  chooseDiscountCards,
  needsCertificatePrompt,
  priceWithCertificate,
  selectCertificate,
  isWalletProduct,
  type WalletSelection,
} from "@travel/schema/wallet";
import {
  isSpent,
  orgHasCertificateFor,
  productWalletModel,
  toTravellerAmount,
  valueOf,
  type CardModel,
} from "../wallet/wallet-model";
import { offeredMoney } from "../wallet/offered-money";
import type {
  CardRefusal,
  PriceLine,
  PriceRequest,
  PriceResult,
  PricingMode,
  SpentCard,
} from "./pricing-types";

export type * from "./pricing-types";

/** Label keys of the lines that are not a card's name. */
export const LINE_LABELS = {
  BASE: "Price",
  CERTIFICATE_PURCHASE: "Certificate redemption price",
} as const;

/**
 * The currency to price in: the traveller's when a rate to it is known, else USD (the offers'
 * own currency; the rate failure is already logged). The wallet summary's rule too.
 */
export const pricingMoney = offeredMoney;

/** `applied` (priced currency) in the card's own currency, at most the card's amount. */
export function amountUsedOf(card: CardModel, applied: number, value: number): number {
  if (value <= 0) return 0;
  const share = toDecimal(applied).div(value);
  return roundToMinorUnit(
    toDecimal(card.entry.card_amount).times(share.gt(1) ? 1 : share),
    card.entry.payment_card_currency,
  );
}

/** Whether a chosen card can pay for the product (spent cards: see the module comment). */
function acceptable(card: CardModel, product: string, mode: PricingMode): boolean {
  if (cardUsability(card.rule, product).usable) return true;
  return (
    mode === "book" &&
    isSpent(card) &&
    cardUsability({ ...card.rule, status: "ACTIVE" }, product).usable
  );
}

/**
 * What each discount card takes off, in the order chosen, until `deduction` (subtotal − total)
 * is covered; the 'only-discount' remainder within the price-limit factor goes to the last card
 * that takes anything. Cards that take nothing are left out (they are not spent). Amounts in
 * `currency` (USD when not given), rounded to its minor unit.
 */
export function discountShares(
  values: readonly number[],
  deduction: number,
  currency = "USD",
): { index: number; applied: number }[] {
  let left = deduction;
  const shares = values.map((value, index) => {
    const applied = roundToMinorUnit(Math.min(value, left), currency);
    left = roundToMinorUnit(toDecimal(left).minus(applied), currency);
    return { index, applied };
  });
  const taken = shares.filter((s) => s.applied > 0);
  const last = taken[taken.length - 1];
  if (left > 0 && last)
    last.applied = roundToMinorUnit(toDecimal(last.applied).plus(left), currency);
  return taken;
}

export function priceTrip(request: PriceRequest): PriceResult {
  const { offer, units, money, wallet, mode, tripTotalUsd } = request;
  const product = offer.product_code;
  const currency = money.currency;
  const subtotal = roundToMinorUnit(
    toTravellerAmount(money, tripTotalUsd, "USD") ?? tripTotalUsd,
    currency,
  );
  const convertible = (c: CardModel) => valueOf(c, money) !== null;
  const refusals: CardRefusal[] = [];

  // The selection after the rules (spec §4)
  const certificates = wallet?.certificates ?? [];
  const discounts = wallet?.discountCards ?? [];
  const usableCertificates = certificates.filter(
    (c) => cardUsability(c.rule, product).usable && convertible(c),
  );
  let selection: WalletSelection = { product, certificateId: null, discountCardIds: [] };
  if (request.selection === null) {
    selection = chooseCertificate(
      selection,
      selectCertificate(
        usableCertificates.map((c) => c.rule),
        product,
      )?.id ?? null,
    );
  } else {
    selection = chooseDiscountCards(selection, request.selection.discountCardIds);
    selection = chooseCertificate(selection, request.selection.certificateId);
  }

  let certificate: CardModel | null = null;
  const discountCards: CardModel[] = [];
  if (selection.certificateId !== null) {
    if (mode === "quote") {
      const kept = selectCertificate(
        usableCertificates.map((c) => c.rule),
        product,
        selection.certificateId,
      );
      certificate = usableCertificates.find((c) => c.rule === kept) ?? null;
    } else {
      const chosen = certificates.find((c) => c.rule.id === selection.certificateId) ?? null;
      if (chosen && acceptable(chosen, product, mode) && convertible(chosen)) certificate = chosen;
      else {
        refusals.push({
          field: "selection.certificateId",
          cardId: selection.certificateId,
          card: chosen,
        });
      }
    }
  }
  for (const id of selection.discountCardIds) {
    const chosen = discounts.find((c) => c.rule.id === id) ?? null;
    if (chosen && acceptable(chosen, product, mode) && convertible(chosen)) {
      discountCards.push(chosen);
    } else if (mode === "book") {
      refusals.push({ field: "selection.discountCardIds", cardId: id, card: chosen });
    }
  }

  // The certificate prompt (spec §4)
  const productWallet = wallet
    ? productWalletModel(wallet, request.catalogue, product, null)
    : null;
  // the prompt is the wallet's four products' (an offer whose Offer.product is null has none)
  const promptNeeded =
    isWalletProduct(product) &&
    wallet !== null &&
    productWallet !== null &&
    !wallet.data.failed &&
    needsCertificatePrompt({
      certificatesEnabled: wallet.data.options.includes("CERTIFICATES"),
      hasDiscountCardForProduct: productWallet.discountCards.length > 0,
      selectedCertificate: certificate,
      orgHasCertificateForProduct: orgHasCertificateFor(request.catalogue, product),
      defaultCertificate: productWallet.defaultCertificate,
    });

  const lines: PriceLine[] = [{ code: "BASE", label: LINE_LABELS.BASE, amount: subtotal }];
  const spent: SpentCard[] = [];
  let total = subtotal;
  let onlyDiscount = false;
  let certificatePurchased = false;

  const orgDefault = productWallet?.defaultCertificate ?? null;
  const buyDefault =
    certificate === null &&
    discountCards.length === 0 &&
    request.answer === "USE_DEFAULT" &&
    orgDefault !== null &&
    convertible(orgDefault);

  if (certificate !== null || buyDefault) {
    const card = (certificate ?? orgDefault) as CardModel;
    const value = valueOf(card, money) ?? 0;
    const redemption = buyDefault
      ? (toTravellerAmount(
          money,
          card.entry.payment_card_redemption_price ?? 0,
          card.entry.payment_card_currency,
        ) ?? 0)
      : 0;
    const applied = Math.min(value, subtotal);
    total = priceWithCertificate(subtotal, value, redemption, currency);
    if (buyDefault) {
      lines.push({
        code: "CERTIFICATE_PURCHASE",
        label: LINE_LABELS.CERTIFICATE_PURCHASE,
        amount: redemption,
      });
    }
    lines.push({ code: "CERTIFICATE", label: card.entry.name, amount: -applied });
    spent.push({
      card,
      kind: buyDefault ? "org_certificate" : "certificate",
      applied,
      amountUsed: amountUsedOf(card, applied, value),
    });
    certificate = card;
    certificatePurchased = buyDefault;
  } else if (discountCards.length > 0) {
    const values = discountCards.map((c) => valueOf(c, money) ?? 0);
    const result = applyDiscount(
      subtotal,
      sum(values).toNumber(),
      priceLimitFactor(product),
      currency,
    );
    total = result.total;
    onlyDiscount = result.onlyDiscount;
    const deduction = roundToMinorUnit(toDecimal(subtotal).minus(total), currency);
    for (const share of discountShares(values, deduction, currency)) {
      const card = discountCards[share.index] as CardModel;
      lines.push({ code: "DISCOUNT_CARD", label: card.entry.name, amount: -share.applied });
      spent.push({
        card,
        kind: "discount",
        applied: share.applied,
        amountUsed: amountUsedOf(card, share.applied, values[share.index] ?? 0),
      });
    }
  }

  return {
    units,
    currency,
    subtotal,
    total: roundToMinorUnit(total, currency),
    subtotalUsd: roundToMinorUnit(tripTotalUsd, "USD"),
    lines,
    certificate,
    certificatePurchased,
    discountCards: spent.filter((c) => c.kind === "discount").map((c) => c.card),
    onlyDiscount,
    certificatePromptRequired: promptNeeded && request.answer === null,
    spent,
    refusals,
  };
}
