/**
 * The example partner app (examples/partner: a TypeScript client whose types are generated from
 * the published SDL) against the real gateway and upstream: it signs in for a Bearer token,
 * finds and prices a Lisbon hotel, books it with an idempotency key, books again with the same
 * key (the first reservation comes back, nothing is booked twice) and signs out, after which the
 * token is UNAUTHENTICATED.
 */
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import { bookAStay } from "../../examples/partner/src/book-a-stay";
import { createPartnerClient } from "../../examples/partner/src/client";
import { bearerSignIn, graphqlAt, startTestGateway, startTestUpstream } from "../support/stack";

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

test("the example partner app books a stay once, even when it sends the booking twice", async () => {
  const client = createPartnerClient(`${gateway.url}/graphql`);
  const stay = await bookAStay(client, {
    email: "traveller@example.com",
    password: "Traveller#1",
    destination: "lis",
    checkIn: inDays(30),
    checkOut: inDays(32),
    guests: 2,
  });
  expect(stay.traveller).toBe("traveller@example.com");
  expect(stay.total).toMatch(/^\$\d/);
  expect(stay.retryReservationId).toBe(stay.reservationId);
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
