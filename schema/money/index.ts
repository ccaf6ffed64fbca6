/**
 * `@travel/schema/money`: amounts computed one way (exact decimals, ISO 4217 minor units, one
 * rounding rule, conversion through USD rates, price-limit factors, never below zero, formatting),
 * used by the upstream, the gateway and the web app. Browser-safe.
 */
export {
  PRICE_LIMIT_FACTORS,
  RATE_SIGNIFICANT_DIGITS,
  convert,
  convertToNumber,
  coveredWithinLimit,
  crossRate,
  currencyCode,
  deductNeverBelowZero,
  fromMinorUnits,
  minorUnit,
  nonNegative,
  priceLimitFactor,
  roundMoney,
  roundToMinorUnit,
  sum,
  toDecimal,
  toDecimalString,
  toMinorUnits,
  usdRate,
  type DecimalInput,
  type UsdRates,
} from "./money";
export { currencySymbol, formatMoney } from "./format";
