/**
 * `npx tsx examples/partner/src/main.ts [gateway URL]`: books a two-night Lisbon stay for the demo
 * traveller against a running gateway (default http://localhost:4000) and prints what happened.
 * It stops at the payment: open the printed payment page, pay (the embedded test provider takes
 * 4242 4242 4242 4242), then press Enter here.
 */
import { createInterface } from "node:readline/promises";
import { bookAStay } from "./book-a-stay";
import { createPartnerClient } from "./client";

const base = process.argv[2] ?? "http://localhost:4000";
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The traveller pays in a browser; Enter once they are back. */
async function payInABrowser(paymentUrl: string): Promise<void> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    await terminal.question(`Pay on ${paymentUrl}\nthen press Enter… `);
  } finally {
    terminal.close();
  }
}

bookAStay(
  createPartnerClient(`${base}/graphql`),
  {
    email: "traveller@example.com",
    password: "Traveller#1",
    destination: "lis",
    checkIn: inDays(30),
    checkOut: inDays(32),
    guests: 2,
  },
  payInABrowser,
)
  .then((stay) => {
    console.log(`${stay.traveller} booked ${stay.hotel} for ${stay.total}: ${stay.reference}`);
    console.log(`retry with the same requestId answered checkout ${stay.retryCheckoutId}`);
    console.log(`after signOut the token gets ${stay.afterSignOut}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
