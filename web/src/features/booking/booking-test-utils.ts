import { screen, waitFor, within } from "@testing-library/react";
import { replaceLeaveSiteForTests } from "../../lib/leave-site";
import { db, type CheckoutRecord } from "../../testing/db";
import { buildViewer, type ViewerRecord } from "../../testing/factories";
import { buildDemoWallet, type PaymentCardRecord } from "../../testing/wallet-factories";

/** Helpers of the booking view tests. */

/** The price panel of the booking view. */
export const pricePanel = () => screen.getByRole("region", { name: "Price" });

/** Waits until the price panel's total reads `text` (as formatted, e.g. "$20.00"). */
export async function totalShows(text: string) {
  await waitFor(() => {
    const list = within(pricePanel()).getByRole("list", { name: "Price breakdown" });
    const total = within(list).getByText("Total to pay").closest("li");
    expect(total).toHaveTextContent(`Total to pay${text}`);
  });
}

/** Signs in traveller 7 with these wallet cards (the demo wallet by default) and every option. */
export function signInWithWallet({
  cards = buildDemoWallet("7"),
  viewer = {},
  wallet = true,
}: { cards?: PaymentCardRecord[]; viewer?: Partial<ViewerRecord>; wallet?: boolean } = {}) {
  db.viewer = buildViewer({ id: "7", ...viewer });
  db.walletCards = cards;
  db.siteConfig.walletOptions = wallet ? ["CERTIFICATES", "DISCOUNT_CARDS", "CASH_CARD"] : [];
}

/**
 * Records the payment pages Book leaves for (jsdom cannot navigate away); the test restores the
 * real navigation with `replaceLeaveSiteForTests(null)` after it.
 */
export function recordPaymentPages(): string[] {
  const left: string[] = [];
  replaceLeaveSiteForTests((url) => left.push(url));
  return left;
}

/**
 * The traveller on the payment provider's page (the last checkout's payment settled as
 * `outcome`), then back on /checkout/return.
 */
export async function payAndComeBack(
  router: { navigate: (to: string) => Promise<void> | void },
  outcome: CheckoutRecord["payment"] = "paid",
) {
  const checkout = db.checkouts.at(-1);
  if (!checkout) throw new Error("no checkout was started");
  checkout.payment = outcome;
  await router.navigate(`/checkout/return?checkout=${checkout.id}`);
  return checkout;
}
