/**
 * The operations the sandbox opens with, one tab each: what a partner does first. Sign in (tab 2)
 * answers a Bearer token; paste it into the Headers tab of the signed-in examples. Every one is
 * checked against the schema (example-tabs.test.ts).
 */
import { DEFAULT_SANDBOX_QUERY } from "./default-query";

/** One tab of GraphiQL's `defaultTabs`: the operation, its variables and headers as JSON text. */
export interface SandboxTab {
  query: string;
  variables?: string;
  headers?: string;
}

const PASTE_TOKEN = JSON.stringify(
  { Authorization: "Bearer <paste the token from Sign in>" },
  null,
  2,
);
const json = (value: unknown) => JSON.stringify(value, null, 2);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const trip = { offerId: "101", checkIn: inDays(30), checkOut: inDays(33), guests: 2 };

export const EXAMPLE_TABS: SandboxTab[] = [
  { query: DEFAULT_SANDBOX_QUERY },
  {
    query: `# Sign in for a Bearer token (the demo traveller), then send it in the Headers tab
# of the other examples: {"Authorization": "Bearer <token>"}.
mutation SignIn($input: SignInInput!) {
  signIn(input: $input) {
    token
    viewer { email firstName userType }
    errors { field code message retryAfter }
  }
}
`,
    variables: json({
      input: { email: "traveller@example.com", password: "Traveller#1", tokenDelivery: "BEARER" },
    }),
  },
  {
    query: `# Who the token belongs to; an invalid, expired or revoked token is UNAUTHENTICATED.
query Viewer {
  viewer { id email firstName lastName userType canBook }
}
`,
    headers: PASTE_TOKEN,
  },
  {
    query: `# The traveller's certificates and discount cards, and what hotels may use.
query Wallet {
  wallet {
    enabled
    certificates { id name status amount { decimal currency formatted } }
    discountCards { id name status amount { decimal currency formatted } }
    forProduct(product: HLT) { certificatePrompt defaultCertificate { id name } }
  }
}
`,
    headers: PASTE_TOKEN,
  },
  {
    query: `# Hotels in Lisbon, priced in the visitor's currency, five at a time: pass the answer's
# pageInfo.endCursor as $after for the next five, until hasNextPage is false.
query Offers($after: String) {
  offersConnection(product: HLT, destination: "lis", first: 5, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes {
      id name destination rating priceUnit
      price { decimal currency formatted }
    }
  }
}
`,
  },
  {
    query: `# The price of a stay before booking it, with the wallet's rules applied.
query Quote($input: QuoteInput!) {
  quote(input: $input) {
    canBook certificatePromptRequired onlyDiscount
    lines { code label amount { formatted } }
    total { decimal currency formatted }
  }
}
`,
    variables: json({ input: { trip, certificatePrompt: "DECLINE" } }),
    headers: PASTE_TOKEN,
  },
  {
    query: `# Books the quoted stay with a card payment. Send expectedTotal = the quote's total. Send
# the traveller to checkout.paymentUrl to pay (the test provider takes 4242 4242 4242 4242); with
# nothing left to pay, reservation is the booking at once. The same requestId sent again answers
# the same checkout (one payment): retry with it after OUTCOME_UNKNOWN or PAYMENT_UNAVAILABLE.
mutation StartCheckout($input: BookOfferInput!) {
  startCheckout(input: $input) {
    checkout { id status paymentUrl amountDue { formatted } }
    reservation { id reference }
    errors { field code message }
  }
}
`,
    variables: json({
      input: { trip, certificatePrompt: "DECLINE", expectedTotal: 0, requestId: "sandbox-0001" },
    }),
    headers: PASTE_TOKEN,
  },
  {
    query: `# Once the traveller is back from the payment page: books the paid checkout (once, also
# when sent again). CONFIRMED with the reservation; AWAITING_PAYMENT with failure after a
# declined card (send them to paymentUrl again); CANCELLED if they cancelled there.
mutation CompleteCheckout($id: ID!) {
  completeCheckout(id: $id) {
    checkout { id status failure card { brand last4 } }
    reservation { id reference checkIn checkOut guests }
    errors { field code message }
  }
}
`,
    variables: json({ id: "<the checkout id from StartCheckout>" }),
    headers: PASTE_TOKEN,
  },
  {
    query: `# The referral programmes, then a page of the people the traveller referred (five a page).
query Referrals($program: ID!) {
  campaigns(campaignType: "Referral") { id name campaignType }
  referrals(program: $program, page: 1) {
    page totalPages count
    items { firstName lastName status creditAmount { formatted } }
  }
}
`,
    variables: json({ program: "1" }),
    headers: PASTE_TOKEN,
  },
];
