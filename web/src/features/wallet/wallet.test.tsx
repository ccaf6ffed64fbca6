import { act, screen, within } from "@testing-library/react";
import { db } from "../../testing/db";
import { buildViewer } from "../../testing/factories";
import { renderApp } from "../../testing/render-app";
import { buildDemoWallet, buildPaymentCard } from "../../testing/wallet-factories";

const ALL_OPTIONS = ["DISCOUNT_CARDS", "CERTIFICATES", "CASH_CARD"] as const;

function signedInWithWallet(options: readonly (typeof ALL_OPTIONS)[number][] = ALL_OPTIONS) {
  db.viewer = buildViewer({ id: "7" });
  db.walletCards = buildDemoWallet("7");
  db.siteConfig.walletOptions = [...options];
}

async function walletRegion() {
  return screen.findByRole("region", { name: "Your wallet" });
}

/** The card of the wallet with this name (its list item). */
function cardNamed(name: string): HTMLElement {
  const heading = screen.getByRole("heading", { level: 3, name });
  const item = heading.closest("li");
  if (!item) throw new Error(`no card ${name}`);
  return item;
}

describe("wallet page (spec §3, §4, §6)", () => {
  it("shows a section per enabled option, in order, with one h1", async () => {
    signedInWithWallet();
    renderApp("/wallet");
    const region = await walletRegion();
    expect(
      await within(region).findByRole("heading", { level: 2, name: "Certificates" }),
    ).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(["Wallet total", "Certificates", "Discount Cards", "Cash Card"]);
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([
      "Wallet",
    ]);
    const certificates = screen.getByRole("region", { name: "Certificates" });
    expect(within(certificates).getAllByRole("listitem")).toHaveLength(6);
    const cash = screen.getByRole("region", { name: "Cash Card" });
    expect(within(cash).getByRole("heading", { level: 3, name: "Cash Card" })).toBeInTheDocument();
  });

  it("shows what the usable cards are worth together, in the traveller's currency", async () => {
    signedInWithWallet();
    db.walletCards = [
      buildPaymentCard({ ownerId: "7", kind: "CERTIFICATE", name: "Hotel", amount: 100 }),
      buildPaymentCard({
        ownerId: "7",
        kind: "CERTIFICATE",
        name: "Old",
        amount: 80,
        status: "INACTIVE",
      }),
      buildPaymentCard({
        ownerId: "7",
        kind: "DISCOUNT_CARD",
        name: "London",
        amount: 20,
        currency: "GBP",
      }),
      buildPaymentCard({ ownerId: "7", kind: "CASH_CARD", name: "Cash", amount: 50 }),
    ];
    const { unmount } = renderApp("/wallet");
    const summary = await screen.findByRole("region", { name: "Wallet total" });
    // 100 + 20 GBP (25 USD) + 50; the inactive certificate is left out
    expect(
      within(summary).getByText("Your usable cards are worth $175.00 together."),
    ).toBeInTheDocument();
    expect(within(summary).getByText("Cash card balance").nextElementSibling).toHaveTextContent(
      "$50.00",
    );
    unmount();
    document.cookie = "currency_code=EUR; path=/";
    renderApp("/wallet");
    const inEuros = await screen.findByRole("region", { name: "Wallet total" });
    expect(
      within(inEuros).getByText("Your usable cards are worth €157.50 together."),
    ).toBeInTheDocument();
  });

  it("leaves out the section of an option the organisation does not enable", async () => {
    signedInWithWallet(["CERTIFICATES", "DISCOUNT_CARDS"]);
    renderApp("/wallet");
    const region = await walletRegion();
    await within(region).findByRole("heading", { level: 2, name: "Discount Cards" });
    expect(within(region).queryByRole("heading", { name: "Cash Card" })).not.toBeInTheDocument();
    expect(screen.queryByText("Cash Card")).not.toBeInTheDocument();
  });

  it("says the wallet is not available when no option is enabled", async () => {
    signedInWithWallet([]);
    renderApp("/wallet");
    const region = await walletRegion();
    expect(
      await within(region).findByText("The wallet is not available on this site."),
    ).toBeInTheDocument();
    expect(within(region).queryByRole("heading", { level: 2 })).not.toBeInTheDocument();
  });

  it("shows each card's state as text and its amount in the chosen currency (EUR)", async () => {
    document.cookie = "currency_code=EUR; path=/";
    signedInWithWallet();
    renderApp("/wallet");
    await walletRegion();
    await screen.findByRole("heading", { level: 3, name: "Hotel Stay Certificate" });

    const hotel = cardNamed("Hotel Stay Certificate");
    expect(within(hotel).getByText("Active")).toBeInTheDocument();
    expect(within(hotel).getByText("CERT-HLT")).toBeInTheDocument();
    expect(within(hotel).getByText("€90.00")).toBeInTheDocument(); // 100 USD at 0.9
    expect(within(hotel).getByText("Hotels")).toBeInTheDocument();

    // Lower-case "active" counts as active (spec §4); the states are words, not colours only.
    expect(within(cardNamed("City Break Certificate")).getByText("Active")).toBeInTheDocument();
    expect(
      within(cardNamed("City Break Certificate")).getByText("Hotels, Resorts"),
    ).toBeInTheDocument();
    expect(within(cardNamed("Old Hotel Certificate")).getByText("Inactive")).toBeInTheDocument();
    expect(within(cardNamed("Spent Certificate")).getByText("Spent")).toBeInTheDocument();

    // A card in another currency: converted, and its own amount beside it.
    const london = cardNamed("London Card");
    expect(within(london).getByText("€22.50")).toBeInTheDocument(); // 20 GBP = 25 USD = 22.50 EUR
    expect(within(london).getByText("£20.00 on the card")).toBeInTheDocument();
    expect(within(london).getByText("Any product")).toBeInTheDocument();
    // A card already in EUR shows one amount.
    const euro = cardNamed("Euro Resort Certificate");
    expect(within(euro).getByText("€90.00")).toBeInTheDocument();
    expect(within(euro).queryByText(/on the card/)).not.toBeInTheDocument();

    const cash = cardNamed("Cash Card");
    expect(within(cash).getByText("Balance")).toBeInTheDocument();
    expect(within(cash).getByText("€135.00")).toBeInTheDocument();
  });

  it("asks a signed-out visitor to sign in", async () => {
    renderApp("/wallet");
    expect(await screen.findByText("Sign in to see this page.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your wallet" })).not.toBeInTheDocument();
  });
});

describe("wallet loaded flag (spec §4, §9: 500 ms)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("is false when the wallet has just loaded and true 500 ms later", async () => {
    signedInWithWallet();
    renderApp("/wallet");
    const region = await walletRegion();
    await within(region).findByRole("heading", { level: 2, name: "Certificates" });
    // findBy* advanced the fake clock by at most one 50 ms poll since the wallet arrived.
    expect(region).toHaveAttribute("data-loaded", "false");
    expect(region).toHaveAttribute("aria-busy", "true");
    act(() => jest.advanceTimersByTime(400));
    expect(region).toHaveAttribute("data-loaded", "false");
    act(() => jest.advanceTimersByTime(100));
    expect(region).toHaveAttribute("data-loaded", "true");
    expect(region).toHaveAttribute("aria-busy", "false");
  });
});
