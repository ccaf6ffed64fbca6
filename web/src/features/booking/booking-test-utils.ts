import { screen, waitFor, within } from "@testing-library/react";
import { db } from "../../testing/db";
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
