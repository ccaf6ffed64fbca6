/** Profile rule: the sign-in result and the login-check profile built from an account row. */
import type { ContractSchema } from "@travel/schema/rest";
import type { OpenedSession } from "./sessions";
import type { AccountRow } from "./store";

export type SignInResult = ContractSchema<"SignInResult">;

export function signInResult(account: AccountRow, session: OpenedSession): SignInResult {
  return {
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    username: account.first_name,
    email: account.email,
    currency_code: account.currency_code,
    language: account.language,
    nationality: account.nationality_id,
    userId: account.account_id,
    role: account.role,
    last_name: account.last_name,
    is_promotion: account.is_promotion,
    subscription_details: { plan_status: account.plan_status },
  };
}

export function loginProfile(
  account: AccountRow,
  referrer: Pick<AccountRow, "first_name" | "last_name"> | null,
) {
  return {
    userId: account.account_id,
    email: account.email,
    first_name: account.first_name,
    last_name: account.last_name,
    type: account.user_type,
    role: account.role,
    can_user_book: account.can_user_book,
    subscription_details: {
      plan_status: account.plan_status,
      access_code: account.access_code,
      phone_country_code: account.phone_country_code,
    },
    country: account.country_id,
    credit_limit: account.credit_limit,
    display_price: account.display_price,
    currency_code: account.currency_code,
    language: account.language,
    nationality: account.nationality_id,
    referral: referrer ? { first_name: referrer.first_name, last_name: referrer.last_name } : null,
  };
}
