/** SQL of the stored preferences: the offered currency and known language, and the account's choice. */
import type { Queryable } from "../db/db";

/** The code of an offered (status 1) currency, or null. */
export async function offeredCurrencyCode(db: Queryable, code: string): Promise<string | null> {
  const [row] = await db.query<{ code: string }>(
    "SELECT code FROM currencies WHERE code = $1 AND status = 1",
    [code],
  );
  return row?.code ?? null;
}

/** The site language's own spelling of a code (matched case-insensitively), or null. */
export async function knownLanguageCode(db: Queryable, code: string): Promise<string | null> {
  const [row] = await db.query<{ code: string }>(
    "SELECT code FROM languages WHERE lower(code) = lower($1)",
    [code],
  );
  return row?.code ?? null;
}

/** Stores the account's currency and/or language (null keeps the stored one); returns both. */
export async function storePreferences(
  db: Queryable,
  accountId: number,
  change: { currencyCode: string | null; language: string | null },
): Promise<{ currency_code: string; language: string }> {
  const [row] = await db.query<{ currency_code: string; language: string }>(
    `UPDATE accounts SET currency_code = COALESCE($2, currency_code), language = COALESCE($3, language)
     WHERE account_id = $1 RETURNING currency_code, language`,
    [accountId, change.currencyCode, change.language],
  );
  if (row === undefined) throw new Error(`account ${accountId} vanished`);
  return row;
}
