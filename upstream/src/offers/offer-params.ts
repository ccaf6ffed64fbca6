/**
 * Offer query rules:
 *
 * - `product` is a wallet product code (HLT, ACT, RST, STY; case-insensitive); absent or empty
 *   means every product; anything else is a 400 naming the codes.
 * - `destination` is a case- and accent-insensitive substring of the offer's destination ("lis"
 *   finds Lisbon, "cancun" finds Cancún); absent or blank means anywhere; at most 100 characters,
 *   no control characters.
 * - An offer id (path `{id}`) is a positive whole number of up to 9 digits.
 */
import { hasDisallowedCharacters, PayloadError } from "../accounts/payload-fields";
import { WALLET_PRODUCTS, type WalletProduct } from "../wallet/card-rules";

export const MAX_DESTINATION_LENGTH = 100;
export const UNKNOWN_PRODUCT = `product must be one of ${WALLET_PRODUCTS.join(", ")}`;
export const BAD_OFFER_ID = "id must be an offer id (a positive whole number)";

/** Lower-case text without accents, for searching ("Cancún" → "cancun"). */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

export function isWalletProduct(code: string): code is WalletProduct {
  return (WALLET_PRODUCTS as readonly string[]).includes(code);
}

export interface OfferQuery {
  product: WalletProduct | null;
  /** Folded (see foldText); null for anywhere. */
  destination: string | null;
}

export function parseOfferQuery(query: URLSearchParams): OfferQuery {
  const product = (query.get("product") ?? "").trim().toUpperCase();
  if (product !== "" && !isWalletProduct(product)) throw new PayloadError(UNKNOWN_PRODUCT);
  const destination = (query.get("destination") ?? "").trim();
  if (destination.length > MAX_DESTINATION_LENGTH)
    throw new PayloadError(
      `destination is too long (${MAX_DESTINATION_LENGTH} characters at most)`,
    );
  if (hasDisallowedCharacters(destination))
    throw new PayloadError("destination contains characters that are not allowed");
  return {
    product: product === "" ? null : (product as WalletProduct),
    destination: destination === "" ? null : foldText(destination),
  };
}

export function parseOfferId(raw: string | undefined): number {
  const text = (raw ?? "").trim();
  if (!/^[1-9]\d{0,8}$/.test(text)) throw new PayloadError(BAD_OFFER_ID);
  return Number(text);
}
