/**
 * Typed client of the upstream wallet endpoints (spec §7). The user's cards are read with the
 * session token as `Authorization: Bearer <token>`, exactly like the savings and referral calls;
 * the organisation's catalogue needs no session. Every call has a time limit.
 */
import { contractDecoder } from "../upstream/contract";
import type { UpstreamCallMeta, UpstreamHttp } from "../upstream/http";
import type { PaymentCardEntry, UserCardsEntry } from "./wallet.mappers";

export const WALLET_PATHS = {
  orgCards: "/api/walletUser/getPaymentCardByOrg",
  userCards: "/api/booking/get-paymentcard-by-user",
} as const;

/** POST /api/walletUser/getPaymentCardByOrg → the organisation's catalogue. */
const decodeOrgCards = contractDecoder("post", WALLET_PATHS.orgCards, (b) => b.data.data);
/** POST /api/booking/get-paymentcard-by-user → one entry per wallet (usually one). */
const decodeUserCards = contractDecoder("post", WALLET_PATHS.userCards, (b) => b.data.data);

export interface WalletClient {
  /** The organisation's certificate catalogue; `orgId` null asks for the site's organisation. */
  getOrgCards(meta: UpstreamCallMeta, orgId: number | null): Promise<PaymentCardEntry[]>;
  /** The signed-in user's cards; `currency` is the currency the caller shows amounts in. */
  getUserCards(meta: UpstreamCallMeta, token: string, currency: string): Promise<UserCardsEntry[]>;
}

export interface WalletClientOptions {
  /** Time limit of each call in milliseconds. */
  timeoutMs: number;
}

export function createWalletClient(http: UpstreamHttp, options: WalletClientOptions): WalletClient {
  const P = WALLET_PATHS;
  return {
    getOrgCards: (meta, orgId) =>
      http.post(P.orgCards, orgId === null ? {} : { org_id: orgId }, meta, decodeOrgCards, {
        timeoutMs: options.timeoutMs,
        idempotent: true, // a read: retried after a reset or a 503
      }),
    getUserCards: (meta, token, currency) =>
      http.post(P.userCards, { currency }, meta, decodeUserCards, {
        bearer: token,
        timeoutMs: options.timeoutMs,
        idempotent: true,
      }),
  };
}
