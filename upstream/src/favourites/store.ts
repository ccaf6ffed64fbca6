/** Favourites rows: the offers one account saved, newest first, with the offer in a language. */
import { sql } from "kysely";
import { lockAccount } from "../accounts/account-lock";
import { kyselyOf, type Queryable } from "../db/db";
import { selectOffers, type OfferRow } from "../offers/store";

/** A saved offer as the routes answer it. */
export interface FavouriteRow {
  offer: OfferRow;
  saved_at: string;
}

export interface FavouritePage {
  count: number;
  favourites: FavouriteRow[];
}

/** How many offers the account keeps. */
export async function countFavourites(db: Queryable, userId: number): Promise<number> {
  const row = await kyselyOf(db)
    .selectFrom("favourites")
    .select(sql<number>`count(*)::integer`.as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** One page of the account's favourites, newest first (then the highest offer id). */
export async function favouritePage(
  db: Queryable,
  userId: number,
  paging: { page: number; perPage: number },
  language: string,
): Promise<FavouritePage> {
  const rows = await selectOffers<{ saved_at: Date | string }>(
    db,
    language,
    sql`f.user_id = ${userId}::int`,
    {
      extra: sql`, f.saved_at`,
      join: sql`JOIN favourites f ON f.offer_id = offers.offer_id`,
      order: sql`f.saved_at DESC, offers.offer_id DESC`,
      limit: sql`LIMIT ${paging.perPage}::int OFFSET ${(paging.page - 1) * paging.perPage}::int`,
    },
  );
  return {
    count: await countFavourites(db, userId),
    favourites: rows.map(({ saved_at, ...offer }) => ({
      offer,
      saved_at: new Date(saved_at).toISOString(),
    })),
  };
}

/**
 * Saves the offer for the account, once: saving it again keeps the first row and its time. The
 * account row is locked so two saves at once cannot pass the cap together. Answers whether the
 * offer is saved now (false: the cap was reached).
 */
export async function saveFavourite(
  tx: Queryable,
  userId: number,
  offerId: number,
  max: number,
  now: Date,
): Promise<boolean> {
  await lockAccount(tx, userId);
  const kysely = kyselyOf(tx);
  const kept = await kysely
    .selectFrom("favourites")
    .select("offer_id")
    .where("user_id", "=", userId)
    .where("offer_id", "=", offerId)
    .executeTakeFirst();
  if (kept !== undefined) return true;
  if ((await countFavourites(tx, userId)) >= max) return false;
  await kysely
    .insertInto("favourites")
    .values({ user_id: userId, offer_id: offerId, saved_at: now })
    .onConflict((oc) => oc.columns(["user_id", "offer_id"]).doNothing())
    .execute();
  return true;
}

/** Removes the offer from the account's favourites; answers whether it was there. */
export async function removeFavourite(
  db: Queryable,
  userId: number,
  offerId: number,
): Promise<boolean> {
  const result = await kyselyOf(db)
    .deleteFrom("favourites")
    .where("user_id", "=", userId)
    .where("offer_id", "=", offerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
