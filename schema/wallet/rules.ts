/**
 * The wallet and price rules of the spec as pure functions, one per rule (spec §4 card status,
 * selection and certificate prompt; §5 product matching and discounts never below zero; §6 wallet
 * by options; §9 wallet product codes, price-limit factors, minimum check-in and week start).
 * Shared by the gateway (server-side pricing and booking checks) and the web app (wallet panel).
 * Amounts are computed by the money module (`../money`: exact decimals, rounded to the currency's
 * minor unit, halves away from zero). Browser-safe: no node imports.
 */
import {
  PRICE_LIMIT_FACTORS,
  convertToNumber,
  coveredWithinLimit,
  deductNeverBelowZero,
  nonNegative,
  priceLimitFactor,
  roundMoney,
  roundToMinorUnit,
  type UsdRates,
} from "../money/money";

export { PRICE_LIMIT_FACTORS, priceLimitFactor, type UsdRates };

import {
  ACTIVE_STATUS,
  DEFAULT_WEEK_START,
  ONLY_DISCOUNT,
  type CardUnusableReason,
  type CardUsability,
  type OnlyDiscountMarker,
  type WalletCard,
  type WalletSelection,
} from "./wallet-types";

export * from "./wallet-types";

/** The selection key of a card: `card_code` plus `payment_card_id` (spec §4). */
export function cardId(cardCode: string, paymentCardId: number | string): string {
  return `${cardCode}:${paymentCardId}`;
}

/**
 * Round to the currency's minor unit (cents by default), halves away from zero, without
 * floating-point noise (1.005 → 1.01): the money module's one rule.
 */
export function roundAmount(amount: number, currency = "USD"): number {
  return roundToMinorUnit(amount, currency);
}

/** Spec §4 card status: trimmed and case-insensitive equal to ACTIVE ('ACTIVE-REFRESH' is a plan status, not usable). */
export function isActiveStatus(status: string | null | undefined): boolean {
  return (status ?? "").trim().toUpperCase() === ACTIVE_STATUS;
}

/**
 * Spec §5 product matching: case-insensitive partial match of a card's product code against the
 * product, either way round ('hlt' matches HLT, 'HLTGD' matches HLT). An empty code matches nothing.
 */
export function productMatches(code: string | null | undefined, product: string): boolean {
  const c = (code ?? "").trim().toUpperCase();
  const p = product.trim().toUpperCase();
  if (c === "" || p === "") return false;
  return c.includes(p) || p.includes(c);
}

const USABLE: CardUsability = { usable: true, reason: null };
const unusable = (reason: CardUnusableReason): CardUsability => ({ usable: false, reason });

/**
 * Spec §4 card status: only ACTIVE cards are usable; a certificate must list the product in its
 * services (partial match); discount and cash cards need an amount above 0; a discount card tied to
 * a product (`productCode`) must match it.
 */
export function cardUsability(card: WalletCard, product: string): CardUsability {
  if (!isActiveStatus(card.status)) return unusable("NOT_ACTIVE");
  if (card.kind === "CERTIFICATE") {
    return card.services.some((code) => productMatches(code, product))
      ? USABLE
      : unusable("NOT_FOR_PRODUCT");
  }
  if (!(card.amount > 0)) return unusable("NO_AMOUNT");
  if (card.kind === "DISCOUNT_CARD" && card.productCode != null && card.productCode.trim() !== "") {
    if (!productMatches(card.productCode, product)) return unusable("NOT_FOR_PRODUCT");
  }
  return USABLE;
}

/** True when `cardUsability(card, product)` is usable. */
export function isCardUsable(card: WalletCard, product: string): boolean {
  return cardUsability(card, product).usable;
}

/**
 * Spec §4 selection: the current certificate (by id) stays while it is still usable for the
 * product, else the first usable one is chosen, else null.
 */
export function selectCertificate<C extends WalletCard>(
  userCertificates: readonly C[],
  product: string,
  currentId?: string | null,
): C | null {
  const usable = userCertificates.filter((card) => isCardUsable(card, product));
  if (currentId != null) {
    const current = usable.find((card) => card.id === currentId);
    if (current) return current;
  }
  return usable[0] ?? null;
}

/**
 * Spec §4 selection: the organisation's usable certificate for the product with the highest
 * redemption price (none counts as 0; ties: the first listed); null when it has none.
 */
export function defaultCertificate<C extends WalletCard>(
  orgCertificates: readonly C[],
  product: string,
): C | null {
  let best: C | null = null;
  for (const card of orgCertificates) {
    if (!isCardUsable(card, product)) continue;
    if (best === null || (card.redemptionPrice ?? 0) > (best.redemptionPrice ?? 0)) best = card;
  }
  return best;
}

/**
 * Spec §4: choosing a certificate clears the discount cards of that product. Choosing none
 * (null) only removes the certificate.
 */
export function chooseCertificate(selection: WalletSelection, id: string | null): WalletSelection {
  if (id === null) return { ...selection, certificateId: null };
  return { ...selection, certificateId: id, discountCardIds: [] };
}

/**
 * Spec §4: choosing discount cards clears the certificate of that product. Choosing none (an
 * empty list) only removes the discount cards. Repeated ids are kept once.
 */
export function chooseDiscountCards(
  selection: WalletSelection,
  ids: readonly string[],
): WalletSelection {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { ...selection, discountCardIds: [] };
  return { ...selection, certificateId: null, discountCardIds: unique };
}

/** What the certificate prompt depends on (spec §4). */
export interface CertificatePromptInput {
  /** The organisation enables the Certificates wallet option. */
  certificatesEnabled: boolean;
  /** The traveller has a usable discount card for the product. */
  hasDiscountCardForProduct: boolean;
  /** The selected certificate; null or undefined when none. */
  selectedCertificate: unknown;
  /** The organisation's catalogue has a certificate for the product. */
  orgHasCertificateForProduct: boolean;
  /** The default certificate (`defaultCertificate`); null or undefined when none. */
  defaultCertificate: unknown;
}

/**
 * Spec §4: the certificate prompt opens when certificates are enabled, the traveller has no
 * discount card for the product, none is selected, the organisation has one for the product and a
 * default exists; booking is blocked until it is answered.
 */
export function needsCertificatePrompt(input: CertificatePromptInput): boolean {
  return (
    input.certificatesEnabled &&
    !input.hasDiscountCardForProduct &&
    input.selectedCertificate == null &&
    input.orgHasCertificateForProduct &&
    input.defaultCertificate != null
  );
}

/** A price with discount cards applied. */
export interface DiscountResult {
  /** What the traveller pays, rounded to the currency's minor unit; never below zero. */
  total: number;
  /** The discount cards cover the whole price within the factor: the traveller pays 0. */
  onlyDiscount: boolean;
  /** 'only-discount' when `onlyDiscount`, else null. */
  marker: OnlyDiscountMarker | null;
}

/**
 * Spec §5 and §9: discount cards worth `discountTotal` applied to `price`. When they cover the
 * price within the price-limit factor (price ≤ discountTotal × factor, compared in the currency's
 * minor unit) the result is the 'only-discount' marker and a total of 0; otherwise price minus the
 * discount, never below zero.
 */
export function applyDiscount(
  price: number,
  discountTotal: number,
  factor: number,
  currency = "USD",
): DiscountResult {
  if (coveredWithinLimit(price, discountTotal, factor, currency)) {
    return { total: 0, onlyDiscount: true, marker: ONLY_DISCOUNT };
  }
  return {
    total: deductNeverBelowZero(price, discountTotal, currency).toNumber(),
    onlyDiscount: false,
    marker: null,
  };
}

/**
 * Spec §5: a certificate worth `certificateValue` applied to `price`, never below zero, plus the
 * redemption price when the organisation's default certificate is bought at booking (USE_DEFAULT).
 */
export function priceWithCertificate(
  price: number,
  certificateValue: number,
  redemptionPrice = 0,
  currency = "USD",
): number {
  return roundMoney(
    deductNeverBelowZero(price, certificateValue, currency).plus(nonNegative(redemptionPrice)),
    currency,
  ).toNumber();
}

/**
 * `amount` of `from` in `to` through rates relative to USD, rounded to `to`'s minor unit; null
 * when a rate is missing (spec §8: no rate gives null, never an error).
 */
export function convertAmount(
  amount: number,
  from: string,
  to: string,
  rates: UsdRates,
): number | null {
  return convertToNumber(amount, from, to, rates);
}

/** The contract's name for `convertAmount`. */
export const convert = convertAmount;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses an ISO `YYYY-MM-DD` calendar date to UTC midnight; null when malformed or not a real date. */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return null;
  }
  return date;
}

/** ISO `YYYY-MM-DD` of a date (its UTC calendar day; pass a string to avoid time-zone questions). */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `date` plus `days` calendar days, ISO. */
export function addDays(date: string | Date, days: number): string {
  const start = typeof date === "string" ? parseIsoDate(date) : date;
  if (!start) throw new RangeError(`Not an ISO date: ${String(date)}`);
  return toIsoDate(new Date(start.getTime() + days * 86_400_000));
}

/**
 * Spec §9: the first bookable check-in date, today plus the site's minCheckinDays (negative or
 * fractional values count as 0 or are truncated). `today` as an ISO date or a Date (its UTC day).
 */
export function minCheckInDate(today: string | Date, minCheckinDays: number): string {
  const days = Number.isFinite(minCheckinDays) ? Math.max(0, Math.trunc(minCheckinDays)) : 0;
  return addDays(today, days);
}

/** Spec §9: the configured first day of the week (0 Sunday to 6 Saturday), default Sunday. */
export function weekStart(configured?: number | null): number {
  return Number.isInteger(configured) && (configured as number) >= 0 && (configured as number) <= 6
    ? (configured as number)
    : DEFAULT_WEEK_START;
}
