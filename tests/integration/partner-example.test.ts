/**
 * The example partner app (examples/partner: a TypeScript client whose types are generated from
 * the published SDL) against the real gateway, upstream and its embedded payment provider: it
 * signs in for a Bearer token, finds and prices a Lisbon hotel, starts a checkout with an
 * idempotency key, starts it again with the same key (the first checkout comes back: one
 * payment), the traveller pays on the provider's page with a test card, the app completes the
 * checkout (booked once) and signs out, after which the token is UNAUTHENTICATED.
 */
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import { bookAStay } from "../../examples/partner/src/book-a-stay";
import { createPartnerClient } from "../../examples/partner/src/client";
import { bearerSignIn, graphqlAt, startTestGateway, startTestUpstream } from "../support/stack";
import { payWithTestCard } from "@travel/upstream/src/testing/pay-with-test-card";

let upstream: RunningUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  upstream = await startTestUpstream("partner-example");
  gateway = await startTestGateway(upstream.url);
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The pages the traveller was sent to, and where the provider sent them back. */
const visits: { paymentUrl: string; backTo: string | null }[] = [];

/** The traveller on the provider's page: opens it, pays with the test card that succeeds. */
async function travellerPays(paymentUrl: string): Promise<void> {
  expect((await fetch(paymentUrl)).status).toBe(200);
  const paid = await payWithTestCard(paymentUrl);
  expect(paid.status).toBe(303);
  visits.push({ paymentUrl, backTo: paid.headers.get("location") });
}

test("the example partner app books a paid stay once, even when it starts the checkout twice", async () => {
  const client = createPartnerClient(`${gateway.url}/graphql`);
  const stay = await bookAStay(
    client,
    {
      email: "traveller@example.com",
      password: "Traveller#1",
      destination: "lis",
      checkIn: inDays(30),
      checkOut: inDays(32),
      guests: 2,
    },
    travellerPays,
  );
  expect(stay.traveller).toBe("traveller@example.com");
  expect(stay.total).toMatch(/^\$\d/);
  expect(stay.checkoutId).toMatch(/^co_/);
  expect(stay.retryCheckoutId).toBe(stay.checkoutId);
  // one payment page, paid once, back on the site with the checkout's id
  expect(visits).toHaveLength(1);
  expect(visits[0]!.backTo).toMatch(
    new RegExp(`^${gateway.url}/checkout/return\\?checkout=${stay.checkoutId}&payment_id=pay_`),
  );
  expect(stay.reference).toMatch(/\S/);
  expect(stay.afterSignOut).toBe("UNAUTHENTICATED");

  // exactly one reservation for the stay in the traveller's list
  const call = graphqlAt(() => gateway.url);
  const auth = await bearerSignIn(call, "traveller@example.com", "Traveller#1");
  const { body } = await call<{ reservations: { id: string; reference: string }[] }>(
    "{ reservations { id reference } }",
    {},
    auth,
  );
  expect(body.data.reservations.filter((r) => r.reference === stay.reference)).toHaveLength(1);
}, 60_000);
