/**
 * REST routes of the wallet: the organisation's certificate catalogue and the signed-in user's
 * cards (spec §3 user card response, §7).
 */
import { convert, roundToMinorUnit, sum } from "@travel/schema/money";
import { requireSession } from "../accounts/sessions";
import type { Db } from "../db/db";
import { badRequest, HttpError } from "../http/http-error";
import { REFERENCE_CACHE_CONTROL, type PublicReads } from "../http/cached-read";
import { ok, type Route } from "../http/router";
import { latestRates } from "../rates/store";
import { currencyCodes } from "../reference/store";
import { RATE_TABLES } from "../rates/routes";
import { SITE_ORG_ID } from "../site/organisation";
import { cardRefusal } from "./card-rules";
import { checked, optionalCurrencyField, optionalIdField } from "./payloads";
import {
  listCatalogue,
  listUserCards,
  orgSiteWallet,
  paymentCardRow,
  type StoredCard,
} from "./store";

export const UNKNOWN_ORGANISATION = "Organisation not found";
export const UNKNOWN_CURRENCY = "currency must be a known currency code such as USD";
/** The currency the wallet totals are in when the caller names none. */
export const DEFAULT_WALLET_CURRENCY = "USD";

export interface CardTotals {
  /** How many of the cards can pay today (active, not expired, an amount left). */
  count: number;
  /** Their value together, converted to `currency` (cards whose currency has no rate left out). */
  total_amount: number;
  currency: string;
}

/** Totals of the usable cards, in `currency` at the latest stored rates (units per USD). */
export function cardTotals(
  cards: readonly StoredCard[],
  currency: string,
  unitsPerUsd: ReadonlyMap<string, number>,
  today: string,
): CardTotals {
  const usable = cards.filter((c) => cardRefusal(c, null, today) === null);
  // each card converted and rounded to the currency's minor unit (money module), then added
  const amounts = usable.map((card) =>
    convert(card.card_amount, card.payment_card_currency, currency, unitsPerUsd),
  );
  const total = sum(amounts.filter((a) => a !== null));
  return { count: usable.length, total_amount: roundToMinorUnit(total, currency), currency };
}

/** The tables the organisation's catalogue is read from. */
export const CATALOGUE_TABLES = [
  "organisations",
  "payment_cards",
  "card_name_translations",
] as const;

/** The tables of the reference values a user's wallet is built with (kept between writes). */
export const CURRENCY_TABLES = ["currencies"] as const;
export const ORGANISATION_TABLES = ["organisations"] as const;

export function walletRoutes(db: Db, now: () => Date, reads: PublicReads): Route[] {
  // the same for every user: read once, then again only after a write of their tables
  const knownCurrencies = () =>
    reads.value("currency-codes", CURRENCY_TABLES, () => currencyCodes(db));
  const ratesNow = () => reads.value("latest-rates", RATE_TABLES, () => latestRates(db));
  const siteWallet = () =>
    reads.value(`org-site-wallet:${SITE_ORG_ID}`, ORGANISATION_TABLES, () =>
      orgSiteWallet(db, SITE_ORG_ID),
    );
  return [
    {
      method: "POST",
      path: "/api/walletUser/getPaymentCardByOrg",
      handler: async ({ body, language }) => {
        const orgId =
          checked(() => optionalIdField(body, "org_id", "an organisation id")) ?? SITE_ORG_ID;
        return reads.jsonIn(
          language,
          `catalogue:${orgId}`,
          CATALOGUE_TABLES,
          REFERENCE_CACHE_CONTROL,
          async () => {
            // a 404 is not kept: the load fails
            if ((await orgSiteWallet(db, orgId)) === null)
              throw new HttpError(404, UNKNOWN_ORGANISATION);
            return { status: 1, data: { data: await listCatalogue(db, orgId, language) } };
          },
        );
      },
    },
    {
      method: "POST",
      path: "/api/booking/get-paymentcard-by-user",
      handler: async ({ body, authorization, language }) => {
        const session = await requireSession(db, authorization, now());
        const currency =
          checked(() => optionalCurrencyField(body, "currency")) ?? DEFAULT_WALLET_CURRENCY;
        if (!(await knownCurrencies()).has(currency)) throw badRequest(UNKNOWN_CURRENCY);
        const cards = await listUserCards(db, session.account_id, language);
        // every currency's latest rate: the cards' and the asked currency's are among them
        const { unitsPerUsd } = await ratesNow();
        const today = now().toISOString().slice(0, 10);
        const of = (kind: StoredCard["kind"]) => cards.filter((c) => c.kind === kind);
        const totals = (kind: StoredCard["kind"]) =>
          cardTotals(of(kind), currency, unitsPerUsd, today);
        return ok({
          status: 1,
          data: {
            data: [
              {
                certidata: of("certificate").map(paymentCardRow),
                discountcarddata: of("discount").map(paymentCardRow),
                cashcarddata: of("cash").map(paymentCardRow),
                certificate_details: totals("certificate"),
                discountcard_details: totals("discount"),
                cashcard_details: totals("cash"),
                walletOptions: {
                  org_site_wallet: (await siteWallet()) ?? "",
                },
              },
            ],
          },
        });
      },
    },
  ];
}
