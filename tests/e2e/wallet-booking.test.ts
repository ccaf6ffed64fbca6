/**
 * Wallet and booking in Chromium against the product as `npm start` runs it: the demo traveller
 * opens the wallet, books a hotel with the certificate the wallet panel picks, finds the booking
 * in their trips and the certificate spent (refused when sent again straight to GraphQL); the
 * wallet demo traveller, who has no hotel card, is prompted for a certificate and books with the
 * site's; the demo traveller pays part of a hotel with the cash card and sees its balance go
 * down on the wallet page's total; a signed-out visitor is asked to sign in and refused by the
 * API. Screenshots in tests/artifacts at 375 and 1280 px.
 */
import type { Locator, Page } from "playwright-core";
import { expectSignedIn, signIn } from "./support/account";
import { useLoopbackPages, productUrl, screenshot, viewports, waitUntil } from "./support/browser";
import { searchArea } from "./support/search";
import { finishBooking } from "./support/checkout";
import { chooseBookableStay } from "./support/stay";

const HOTEL = "Casa do Miradouro Boutique Hotel";

let page: Page;

const pages = useLoopbackPages();

async function openContext(viewport: { width: number; height: number }): Promise<void> {
  ({ page } = await pages.open({ viewport }));
}

async function signedInAs(email: string, password: string): Promise<void> {
  await page.goto(productUrl());
  await signIn(page, email, password);
  await expectSignedIn(page);
}

/** Opens the hotel from the Hotels page, as a traveller would. */
async function openHotel(): Promise<void> {
  const results = await searchArea(page, "/hotel", "Hotels", "Lisbon");
  await results.getByRole("link", { name: HOTEL }).click();
  // (a certificate prompt may open at once: the page behind it is hidden from the accessibility tree)
  await page.getByRole("heading", { level: 1, name: HOTEL, includeHidden: true }).waitFor();
}

const pricePanel = () => page.getByRole("region", { name: "Price" });
const breakdown = () => pricePanel().getByRole("list", { name: "Price breakdown" });

/** The amount on a line of the price breakdown, e.g. "Total to pay" → 69. */
async function amountOf(line: Locator): Promise<number> {
  const text = await line.innerText();
  const match = text.replace(/,/g, "").match(/-?\$(\d+(?:\.\d{2})?)/);
  if (!match) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(match[1]) * (text.includes("-$") ? -1 : 1);
}

const lineOf = (label: string | RegExp) =>
  breakdown().getByRole("listitem").filter({ hasText: label });

/** Books what the page shows and returns the booking reference from the confirmation. */
async function bookNow(): Promise<{ reference: string; total: string }> {
  await pricePanel().getByRole("button", { name: "Book now" }).click();
  const confirmation = await finishBooking(page);
  const text = await confirmation.innerText();
  const reference = text.match(/\b[A-Z]{2}-[A-Z0-9]{6}\b/)?.[0];
  if (!reference) throw new Error(`no reference in:\n${text}`);
  const total = text.match(/\$[\d,]+\.\d{2}/)?.[0] ?? "";
  return { reference, total };
}

/** Posts a GraphQL operation with the page's cookies (the session), as the web app does. */
async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await page.request.post(`${productUrl()}/graphql`, {
    data: { query, variables },
    headers: { "content-type": "application/json" },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const BOOK = `mutation ($input: BookOfferInput!) {
  bookOffer(input: $input) { reservation { reference } errors { code } } }`;

interface Reservation {
  reference: string;
  offer: { id: string };
  checkIn: string;
  checkOut: string | null;
  guests: number;
  cardsUsed: { id: string; kind: string }[];
}

test("the demo traveller books a hotel with a certificate, once", async () => {
  await openContext(viewports.desktop);
  await signedInAs("traveller@example.com", "Traveller#1");

  // The wallet: every enabled option, the hotel certificate active.
  await page.goto(`${productUrl()}/wallet`);
  const wallet = page.getByRole("region", { name: "Your wallet" });
  await page.locator('[data-loaded="true"]').first().waitFor();
  for (const section of ["Certificates", "Discount Cards", "Cash Card"]) {
    await wallet.getByRole("region", { name: section }).waitFor();
  }

  // The hotel: the wallet panel picks a usable hotel certificate and the price drops.
  await openHotel();
  await chooseBookableStay(page);
  const panel = page.getByRole("region", { name: "Pay with your wallet" });
  await panel.getByRole("radiogroup", { name: "Certificates" }).waitFor();
  expect(await panel.getByRole("radio", { name: "No certificate" }).isChecked()).toBe(false);
  await lineOf("Certificate:").waitFor();
  const subtotal = await amountOf(lineOf("Subtotal"));
  const total = await amountOf(lineOf("Total to pay"));
  expect(total).toBeLessThan(subtotal);
  expect(total).toBeGreaterThanOrEqual(0);
  expect(await page.getByRole("alertdialog").count()).toBe(0);

  const booked = await bookNow();
  expect(booked.total).toBe(`$${total.toFixed(2)}`);

  // The trip is in the traveller's trips.
  await page.getByRole("link", { name: "See your trips" }).click();
  const upcoming = page.getByRole("region", { name: "Upcoming trips" });
  await upcoming.getByText(booked.reference).waitFor();
  expect(
    await upcoming.getByRole("listitem").filter({ hasText: booked.reference }).innerText(),
  ).toContain(HOTEL);

  // The certificate is spent: shown so in the wallet, no longer offered for the hotel.
  const { reservations } = await graphql<{ reservations: Reservation[] }>(
    `
      {
        reservations {
          reference
          offer {
            id
          }
          checkIn
          checkOut
          guests
          cardsUsed {
            id
            kind
          }
        }
      }
    `,
    {},
  );
  const reservation = reservations.find((r) => r.reference === booked.reference)!;
  expect(reservation.cardsUsed).toEqual([{ id: expect.any(String), kind: "CERTIFICATE" }]);
  const spentId = reservation.cardsUsed[0]!.id;
  const spentCode = spentId.split(":")[0]!;
  await page.goto(`${productUrl()}/wallet`);
  const spentCard = page
    .getByRole("region", { name: "Certificates" })
    .getByRole("listitem")
    .filter({ hasText: spentCode });
  await spentCard.waitFor();
  expect(await spentCard.innerText()).toMatch(/State:\s*Spent/);

  // Sent again straight to the API with a new request id, the spent certificate is refused.
  const again = await graphql<{ bookOffer: { reservation: unknown; errors: { code: string }[] } }>(
    BOOK,
    {
      input: {
        trip: {
          offerId: reservation.offer.id,
          checkIn: reservation.checkIn,
          checkOut: reservation.checkOut,
          guests: reservation.guests,
        },
        selection: { product: "HLT", certificateId: spentId, discountCardIds: [] },
        requestId: `e2e-again-${Date.now()}`,
        expectedTotal: total,
      },
    },
  );
  expect(again.bookOffer.reservation).toBeNull();
  expect(again.bookOffer.errors.map((e) => e.code)).toEqual([
    expect.stringMatching(/^CARD_(ALREADY_USED|NOT_USABLE)$/),
  ]);
});

describe.each([
  ["mobile", viewports.mobile],
  ["desktop", viewports.desktop],
] as const)("at %s width", (name, viewport) => {
  test("a traveller without a hotel card is prompted for a certificate and books with it", async () => {
    await openContext(viewport);
    await signedInAs("wallet@example.com", "Wallet#2026");
    await page.goto(`${productUrl()}/wallet`);
    await page.locator('[data-loaded="true"]').first().waitFor();
    await screenshot(page, `wallet-${name}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    await openHotel();
    const prompt = page.getByRole("alertdialog", { name: "Use a certificate?" });
    await prompt.waitFor();
    await screenshot(page, `certificate-prompt-${name}`, { fullPage: false });
    // Booking waits for an answer: Book opens the prompt again.
    await prompt.getByRole("button", { name: "Decide later" }).click();
    await prompt.waitFor({ state: "detached" });
    await pricePanel().getByRole("button", { name: "Book now" }).click();
    await prompt.waitFor();
    await prompt.getByRole("button", { name: /^Use / }).click();
    await prompt.waitFor({ state: "detached" });
    await chooseBookableStay(page);

    await lineOf("Certificate bought with this booking").waitFor();
    const subtotal = await amountOf(lineOf("Subtotal"));
    const total = await amountOf(lineOf("Total to pay"));
    expect(total).toBeLessThan(subtotal);
    await screenshot(page, `offer-booking-${name}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    const booked = await bookNow();
    // The confirmation reads from the left like the rest of the page: each label starts at the
    // panel's left edge, its value beside it from sm up (under it on a phone), never centred.
    const confirmation = page.getByRole("region", { name: "Booking confirmed" });
    const left = async (text: string) =>
      (await confirmation.getByText(text, { exact: true }).boundingBox())!.x;
    const panelLeft = (await confirmation
      .getByRole("link", { name: "See your trips" })
      .boundingBox())!.x;
    for (const label of ["Booking reference", "Offer", "Dates", "Guests", "Total paid"])
      expect(Math.abs((await left(label)) - panelLeft)).toBeLessThan(2);
    const reference = confirmation.getByText(booked.reference);
    const label = confirmation.getByText("Booking reference", { exact: true });
    const [labelBox, valueBox] = [(await label.boundingBox())!, (await reference.boundingBox())!];
    if (name === "desktop") expect(valueBox.x).toBeGreaterThan(labelBox.x + labelBox.width);
    else expect(Math.abs(valueBox.x - labelBox.x)).toBeLessThan(2);
    await screenshot(page, `booking-confirmation-${name}`);
    await page.getByRole("link", { name: "See your trips" }).click();
    await page
      .getByRole("region", { name: "Upcoming trips" })
      .getByText(booked.reference)
      .waitFor();
  });
});

/** The cash card balance the wallet page's total shows, e.g. 150. */
async function cashBalanceOnWalletPage(): Promise<number> {
  await page.goto(`${productUrl()}/wallet`);
  await page.locator('[data-loaded="true"]').first().waitFor();
  const summary = page.getByRole("region", { name: "Wallet total" });
  await summary.getByText(/Your usable cards are worth \$[\d,]+\.\d{2} together\./).waitFor();
  return amountOf(summary.locator("dt", { hasText: "Cash card balance" }).locator("+ dd"));
}

// The demo traveller's cash card: no other browser test reads its balance (checked: the
// Spanish-content test reads card names only), and every run starts from a fresh data directory;
// the figures here are read before and after, so the order of the tests does not matter.
describe.each([
  ["mobile", viewports.mobile, 10],
  ["desktop", viewports.desktop, 15.5],
] as const)("at %s width, the cash card", (name, viewport, spend) => {
  test(`pays ${spend} of a hotel booking and the wallet's balance goes down by it`, async () => {
    await openContext(viewport);
    await signedInAs("traveller@example.com", "Traveller#1");
    const before = await cashBalanceOnWalletPage();
    expect(before).toBeGreaterThanOrEqual(spend);
    await screenshot(page, `wallet-summary-${name}`);

    await openHotel();
    await chooseBookableStay(page);
    const cash = page.getByRole("region", { name: "Pay with cash card" });
    await cash.getByText(/^Balance: \$[\d,]+\.\d{2}\. You can use up to/).waitFor();
    await lineOf("Total to pay").waitFor();
    const due = await amountOf(lineOf("Total to pay"));
    expect(due).toBeGreaterThan(spend);
    await cash.getByRole("textbox", { name: "Amount from your cash card" }).fill(String(spend));
    await lineOf("Cash card:").waitFor();
    expect(await amountOf(lineOf("Cash card:"))).toBe(-spend);
    const total = await waitUntil(
      () => amountOf(lineOf("Total to pay")),
      (t) => Math.abs(t - (due - spend)) < 0.005,
    );
    await screenshot(page, `cash-card-booking-${name}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    const booked = await bookNow();
    expect(booked.total).toBe(`$${total.toFixed(2)}`);
    expect(await cashBalanceOnWalletPage()).toBeCloseTo(before - spend, 2);
  });
});

test("signed out, Book asks to sign in and the API refuses the booking", async () => {
  await openContext(viewports.desktop);
  await openHotel();
  await pricePanel().getByRole("button", { name: "Book now" }).click();
  await page.getByRole("dialog", { name: "Sign In" }).getByLabel("Email Address").waitFor();

  const refused = await graphql<{
    bookOffer: { reservation: unknown; errors: { code: string }[] };
  }>(BOOK, {
    input: {
      trip: { offerId: "101", checkIn: "2030-01-10", checkOut: "2030-01-12", guests: 1 },
      requestId: `e2e-signed-out-${Date.now()}`,
      expectedTotal: 378,
    },
  });
  expect(refused.bookOffer).toEqual({ reservation: null, errors: [{ code: "SIGN_IN_REQUIRED" }] });
});
