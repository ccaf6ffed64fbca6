/**
 * Cross-rate rule: with every rate stored as units per 1 US dollar, the rate from A to B
 * (units of B per 1 A) is perUsd(B) / perUsd(A), computed in decimal and kept to the money
 * module's RATE_SIGNIFICANT_DIGITS (12) so that floating-point noise does not leak into prices
 * (USD → USD is exactly 1). Throws on a rate that is not positive.
 */
export { crossRate } from "@travel/schema/money";
