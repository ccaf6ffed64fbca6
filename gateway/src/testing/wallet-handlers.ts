/** msw handlers of the upstream WALLET contract over the in-memory wallet db. */
import { http, HttpResponse, type JsonBodyType } from "msw";
import type { PaymentCardEntry } from "../wallet/wallet.mappers";
import { bearerUser, expired } from "./savings-handlers";
import { db as upstream, walletDb as db } from "./upstream-db";
import type { TestCard, WalletFault } from "./wallet-db";

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === "object" && v !== null ? (v as Json) : {});

export async function receiveJson(request: Request): Promise<Json> {
  const raw = await request.text();
  let body: Json;
  try {
    body = obj(raw ? JSON.parse(raw) : {});
  } catch {
    body = {};
  }
  const url = new URL(request.url);
  db.received.push({
    path: `${url.pathname}${url.search}`,
    body,
    authorization: request.headers.get("authorization"),
  });
  return body;
}

/** The answer of a fault; null for "ok". */
export function faultAnswer(fault: WalletFault): Promise<Response> | Response | null {
  switch (fault) {
    case "hang":
      return new Promise<never>(() => {});
    case "500":
      return HttpResponse.json({ status: 0, message: "Internal error" }, { status: 500 });
    case "garbage":
      return new HttpResponse('{"status": 1, "data": { "data": [ {"card_code": ', {
        headers: { "content-type": "application/json" },
      });
    case "wrongShape":
      return HttpResponse.json({ status: 1, data: { data: [{ card_code: 7, status: null }] } });
    default:
      return null;
  }
}

/** The contract's fields of a card (PaymentCardRow). */
export function paymentCardRow(card: TestCard): PaymentCardEntry {
  const { kind: _kind, user_id: _user, redeemed_reservation_id: _redeemed, ...row } = card;
  return row;
}

const details = (cards: TestCard[], currency: string) => ({
  count: cards.length,
  total_amount: cards.reduce((sum, c) => sum + c.card_amount, 0),
  currency,
});

/** The handlers, mounted under `baseUrl` (the mocked upstream's base URL). */
export function createWalletHandlers(baseUrl: string) {
  const url = (path: string) => `${baseUrl}${path}`;
  return [
    http.post(url("/api/walletUser/getPaymentCardByOrg"), async ({ request }) => {
      const body = await receiveJson(request);
      const fault = faultAnswer(db.faults.orgCards);
      if (fault) return fault;
      const orgId = body.org_id ?? upstream.siteConfig.orgId;
      if (orgId !== upstream.siteConfig.orgId) {
        return HttpResponse.json({ status: 0, message: "Organisation not found" }, { status: 404 });
      }
      const catalogue = db.cards.filter((c) => c.user_id === null).map(paymentCardRow);
      return HttpResponse.json({ status: 1, data: { data: catalogue } } as JsonBodyType);
    }),
    http.post(url("/api/booking/get-paymentcard-by-user"), async ({ request }) => {
      const body = await receiveJson(request);
      const userId = bearerUser(request);
      if (userId === undefined) return expired();
      if (typeof body.currency !== "string" || !/^[A-Z]{3}$/.test(body.currency)) {
        return HttpResponse.json({ status: 0, message: "currency" }, { status: 400 });
      }
      const fault = faultAnswer(db.faults.userCards);
      if (fault) return fault;
      const mine = db.cards.filter((c) => c.user_id === userId);
      const of = (kind: TestCard["kind"]) => mine.filter((c) => c.kind === kind);
      return HttpResponse.json({
        status: 1,
        data: {
          data: [
            {
              certidata: of("certificate").map(paymentCardRow),
              discountcarddata: of("discount").map(paymentCardRow),
              cashcarddata: of("cash").map(paymentCardRow),
              certificate_details: details(of("certificate"), body.currency),
              discountcard_details: details(of("discount"), body.currency),
              cashcard_details: details(of("cash"), body.currency),
              // the organisation's options, as the upstream answers them
              walletOptions: {
                org_site_wallet: db.walletOptions ?? upstream.siteConfig.org_site_wallet,
              },
            },
          ],
        },
      } as unknown as JsonBodyType);
    }),
  ];
}
