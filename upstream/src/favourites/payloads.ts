/**
 * Body rules of the favourites routes: offer_id a positive whole number (as digits or a number),
 * page from 1 (1 by default) and per_page from 1 to MAX_FAVOURITES (20 by default, larger values
 * capped), so one page can hold every favourite of an account.
 */
import { PayloadError, textOrNumberField } from "../accounts/payload-fields";

/** The most offers an account keeps. */
export const MAX_FAVOURITES = 200;
export const DEFAULT_FAVOURITES_PER_PAGE = 20;

export const FAVOURITE_MESSAGES = {
  offerRequired: "offer_id is required",
  offerInvalid: "offer_id must be an offer id (a positive whole number)",
  pageInvalid: "page must be a whole number from 1 to 999999999",
  perPageInvalid: `per_page must be a whole number from 1 to ${MAX_FAVOURITES}`,
  tooMany: `An account keeps at most ${MAX_FAVOURITES} favourites`,
} as const;

type Body = Record<string, unknown>;

export function parseOfferId(body: Body): number {
  const raw = textOrNumberField(body, "offer_id").trim();
  if (raw === "") throw new PayloadError(FAVOURITE_MESSAGES.offerRequired);
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw new PayloadError(FAVOURITE_MESSAGES.offerInvalid);
  return Number(raw);
}

export interface FavouritePaging {
  page: number;
  perPage: number;
}

export function parsePaging(body: Body): FavouritePaging {
  const page = textOrNumberField(body, "page").trim();
  const perPage = textOrNumberField(body, "per_page").trim();
  if (page !== "" && !/^[1-9]\d{0,8}$/.test(page))
    throw new PayloadError(FAVOURITE_MESSAGES.pageInvalid);
  if (perPage !== "" && !/^0*[1-9]\d{0,14}$/.test(perPage))
    throw new PayloadError(FAVOURITE_MESSAGES.perPageInvalid);
  return {
    page: page === "" ? 1 : Number(page),
    perPage:
      perPage === "" ? DEFAULT_FAVOURITES_PER_PAGE : Math.min(Number(perPage), MAX_FAVOURITES),
  };
}
