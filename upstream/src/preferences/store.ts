/** SQL of the stored preferences: the offered currency and known language, and the account's choice. */
import { kyselyOf, type Queryable } from "../db/db";

/** The code of an offered (status 1) currency, or null. */
export async function offeredCurrencyCode(db: Queryable, code: string): Promise<string | null> {
  const row = await kyselyOf(db)
    .selectFrom("currencies")
    .select("code")
    .where("code", "=", code)
    .where("status", "=", 1)
    .executeTakeFirst();
  return row?.code ?? null;
}

/** The site language's own spelling of a code (matched case-insensitively), or null. */
export async function knownLanguageCode(db: Queryable, code: string): Promise<string | null> {
  const row = await kyselyOf(db)
    .selectFrom("languages")
    .select("code")
    .where((eb) => eb(eb.fn("lower", ["code"]), "=", eb.fn("lower", [eb.val(code)])))
    .executeTakeFirst();
  return row?.code ?? null;
}

/** Stores the account's currency and/or language (null keeps the stored one); returns both. */
export async function storePreferences(
  db: Queryable,
  accountId: number,
  change: { currencyCode: string | null; language: string | null },
): Promise<{ currency_code: string; language: string }> {
  const row = await kyselyOf(db)
    .updateTable("accounts")
    .set((eb) => ({
      currency_code: eb.fn.coalesce(eb.val(change.currencyCode), "currency_code"),
      language: eb.fn.coalesce(eb.val(change.language), "language"),
    }))
    .where("account_id", "=", accountId)
    .returning(["currency_code", "language"])
    .executeTakeFirst();
  if (row === undefined) throw new Error(`account ${accountId} vanished`);
  return row;
}
