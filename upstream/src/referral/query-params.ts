/**
 * Query-parameter rules of the referral routes: ids and page numbers are whole numbers written
 * in digits (surrounding spaces ignored); anything else is a PayloadError naming the parameter.
 * per_page defaults to 5 (spec §9) and is capped at 50; page defaults to 1; campaign_type
 * defaults to Promotion.
 */
import { PayloadError } from "../accounts/payload-fields";

export const DEFAULT_PER_PAGE = 5;
export const MAX_PER_PAGE = 50;
export const MAX_PAGE = 999_999_999;
export const DEFAULT_CAMPAIGN_TYPE = "Promotion";

const value = (query: URLSearchParams, name: string) => (query.get(name) ?? "").trim();

/** A required positive id (up to 9 digits). */
export function idParam(query: URLSearchParams, name: string, what: string): number {
  const raw = value(query, name);
  if (raw === "") throw new PayloadError(`${name} is required`);
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw new PayloadError(`${name} must be ${what}`);
  return Number(raw);
}

export interface Paging {
  page: number;
  perPage: number;
}

export function pagingParams(query: URLSearchParams): Paging {
  const page = value(query, "page");
  const perPage = value(query, "per_page");
  if (page !== "" && !/^[1-9]\d{0,8}$/.test(page))
    throw new PayloadError(`page must be a whole number from 1 to ${MAX_PAGE}`);
  if (perPage !== "" && !/^0*[1-9]\d{0,14}$/.test(perPage))
    throw new PayloadError(`per_page must be a whole number from 1 to ${MAX_PER_PAGE}`);
  return {
    page: page === "" ? 1 : Number(page),
    perPage: perPage === "" ? DEFAULT_PER_PAGE : Math.min(Number(perPage), MAX_PER_PAGE),
  };
}

/** A campaign type such as Promotion, Referral or Cashback (matched case-insensitively). */
export function campaignTypeParam(query: URLSearchParams): string {
  const raw = value(query, "campaign_type");
  if (raw === "") return DEFAULT_CAMPAIGN_TYPE;
  if (raw.length > 50 || !/^[A-Za-z][A-Za-z0-9 _-]*$/.test(raw))
    throw new PayloadError("campaign_type must be a campaign type such as Promotion");
  return raw;
}

/** Pages needed for `count` items. */
export const totalPages = (count: number, perPage: number) => Math.ceil(count / perPage);
