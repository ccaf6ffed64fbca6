/** Decoders of the referral endpoints (`{ status: 1, data }` envelope). */
import {
  DecodeError,
  envelope,
  listOf,
  num,
  object,
  str,
  strOrNull,
  type JsonObject,
} from "../upstream/decode";
import type {
  ActionEntry,
  CampaignEntry,
  LoyaltyPromotionEntry,
  LoyaltyStateEntry,
  ReferralEntry,
  ReferralListPage,
} from "./referral.mappers";

/** An id sent as a number or as text. */
function id(obj: JsonObject, key: string): string {
  const value = obj[key];
  if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
  if (typeof value === "string" && value !== "") return value;
  throw new DecodeError(`field ${key} should be an id, got ${JSON.stringify(value)}`);
}

/** A number, or its decimal text (PostgreSQL numerics often travel as text). */
function amount(obj: JsonObject, key: string): number {
  const value = obj[key];
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return num(obj, key);
}

function integer(obj: JsonObject, key: string): number {
  const value = amount(obj, key);
  if (!Number.isInteger(value)) throw new DecodeError(`field ${key} should be an integer`);
  return value;
}

function campaign(c: JsonObject): CampaignEntry {
  return {
    campaign_id: id(c, "campaign_id"),
    campaign_name: str(c, "campaign_name"),
    campaign_type: str(c, "campaign_type"),
    description: strOrNull(c, "description"),
    landing_url: strOrNull(c, "landing_url"),
    refferal_code: strOrNull(c, "refferal_code"),
    start_date: strOrNull(c, "start_date"),
    end_date: strOrNull(c, "end_date"),
  };
}

export function decodeCampaignList(json: unknown): CampaignEntry[] {
  return listOf(envelope(json, ["data"]), "body.data", campaign);
}

function referral(r: JsonObject): ReferralEntry {
  return {
    referral_id: id(r, "referral_id"),
    first_name: str(r, "first_name"),
    last_name: str(r, "last_name"),
    email: str(r, "email"),
    status: str(r, "status"),
    credit_amount: amount(r, "credit_amount"),
    currency_code: str(r, "currency_code"),
    created_at: str(r, "created_at"),
  };
}

export function decodeReferralList(json: unknown): ReferralListPage {
  const d = object(envelope(json, ["data"]), "body.data");
  return {
    count: integer(d, "count"),
    totalPages: integer(d, "totalPages"),
    page: integer(d, "page"),
    per_page: integer(d, "per_page"),
    referrals: listOf(d.referrals, "body.data.referrals", referral),
  };
}

export function decodeActionsList(json: unknown): ActionEntry[] {
  return listOf(envelope(json, ["data"]), "body.data", (a) => ({
    action_id: id(a, "action_id"),
    action: str(a, "action"),
    description: str(a, "description"),
    points: integer(a, "points"),
    created_at: str(a, "created_at"),
  }));
}

function promotion(p: JsonObject): LoyaltyPromotionEntry {
  return {
    campaign_id: id(p, "campaign_id"),
    campaign_name: str(p, "campaign_name"),
    campaign_type: str(p, "campaign_type"),
    landing_url: strOrNull(p, "landing_url"),
    refferal_code: strOrNull(p, "refferal_code"),
  };
}

export function decodeLoyaltyState(json: unknown): LoyaltyStateEntry {
  const d = object(envelope(json, ["data"]), "body.data");
  if (typeof d.enabled !== "boolean") {
    throw new DecodeError(`field enabled should be a boolean, got ${JSON.stringify(d.enabled)}`);
  }
  const rewards =
    d.rewards === null || d.rewards === undefined ? null : object(d.rewards, "body.data.rewards");
  return {
    enabled: d.enabled,
    start_date: strOrNull(d, "start_date"),
    end_date: strOrNull(d, "end_date"),
    rewards: rewards && {
      points: integer(rewards, "points"),
      credit: amount(rewards, "credit"),
      currency_code: str(rewards, "currency_code"),
      tier: strOrNull(rewards, "tier"),
    },
    promotions: listOf(d.promotions ?? [], "body.data.promotions", promotion),
  };
}
