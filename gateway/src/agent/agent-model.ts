/** The agent's profile, clients and quotes as GraphQL shows them (amounts in the traveller's currency). */
import type { AgentClient, ResolversParentTypes } from "../__generated__/resolvers-types";
import type { LoginCheck } from "../accounts/accounts.mappers";
import { toOffer } from "../booking/booking-model";
import type { MoneyMapper as Money } from "../locale/locale.mappers";
import { toMoney } from "../locale/money";
import { toTravellerAmount, type MoneyContext } from "../wallet/wallet-model";
import type { AgentClientEntry, AgentQuoteEntry } from "./agent.mappers";

// The objects as resolvers build them (amounts as `Money` models: see locale.mappers.ts).
type AgentProfile = ResolversParentTypes["AgentProfile"];
type AgentQuote = ResolversParentTypes["AgentQuote"];

const usd = (amount: number): Money => toMoney(amount, "USD");

/** `amountUsd` in the traveller's currency; null without a rate. */
function inTravellerCurrency(money: MoneyContext, amountUsd: number): Money | null {
  const amount = toTravellerAmount(money, amountUsd, "USD");
  return amount === null ? null : toMoney(amount, money.currency);
}

/** The credit limit is kept in US dollars (the upstream's profile `credit_limit`). */
export function toAgentProfile(profile: LoginCheck["profile"], money: MoneyContext): AgentProfile {
  const limit = profile.credit_limit;
  return {
    id: String(profile.userId),
    userType: "AGENT",
    firstName: profile.first_name,
    lastName: profile.last_name,
    email: profile.email,
    creditLimitUsd: limit === null ? null : usd(limit),
    creditLimit: limit === null ? null : inTravellerCurrency(money, limit),
    displayPrice: profile.display_price === 1,
  };
}

export function toAgentClient(c: AgentClientEntry): AgentClient {
  return {
    id: String(c.client_id),
    name: c.name,
    email: c.email,
    phoneCountryCode: c.phone === null ? null : c.phone_country_code,
    phone: c.phone,
    nationalityId: c.nationality_id === null ? null : String(c.nationality_id),
    nationalityName: c.nationality_name,
    notes: c.notes,
    createdAt: c.created_at,
  };
}

export function toAgentQuote(q: AgentQuoteEntry, money: MoneyContext): AgentQuote {
  return {
    id: String(q.quote_id),
    reference: q.reference,
    client: { id: String(q.client.client_id), name: q.client.name, email: q.client.email },
    offer: toOffer(q.offer, money),
    checkIn: q.check_in,
    checkOut: q.check_out,
    guests: q.guests,
    rooms: q.rooms,
    priceUsd: usd(q.price_usd),
    price: inTravellerCurrency(money, q.price_usd),
    status: q.status,
    validUntil: q.valid_until,
    reservationReference: q.reservation_reference,
    createdAt: q.created_at,
  };
}
