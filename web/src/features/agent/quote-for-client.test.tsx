import { screen, waitFor, within } from "@testing-library/react";
import { addDays } from "@travel/schema/wallet";
import { formatDay, todayIso } from "../../lib/dates";
import { db } from "../../testing/db";
import { buildAgentClient } from "../../testing/agent-factories";
import { buildViewer } from "../../testing/factories";
import { renderApp } from "../../testing/render-app";

const checkIn = addDays(todayIso(), 10);
const checkOut = addDays(todayIso(), 12);
const bookingView = `/hotel/offers/101?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&rooms=1`;

function seedAgent() {
  db.viewer = buildViewer({ id: "8", firstName: "Alex", lastName: "Agent", userType: "AGENT" });
  db.agentClients = [
    buildAgentClient({ agentId: "8", id: "21", name: "Rafael Duarte" }),
    buildAgentClient({ agentId: "8", id: "22", name: "Aisha Rahman" }),
    buildAgentClient({ agentId: "99", id: "23", name: "Someone Else" }),
  ];
  db.agentQuotes = [];
}

const quotePanel = () => screen.findByRole("region", { name: "Quote for a client" });

describe("quote for a client, in an agent's booking view", () => {
  it("makes a quote of the view's trip for the client chosen and shows its reference and last day", async () => {
    seedAgent();
    const { user } = renderApp(bookingView);
    const panel = await quotePanel();
    const form = within(panel).getByRole("form", { name: "Quote for a client" });
    const client = await within(form).findByLabelText(/Client/);
    expect(
      within(client)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a client", "Aisha Rahman", "Rafael Duarte"]);

    await user.click(within(form).getByRole("button", { name: "Send quote" }));
    expect(await within(form).findByText("Please choose a client")).toBeInTheDocument();
    expect(db.agentCalls.createAgentQuote).toEqual([]);

    await user.selectOptions(client, "Rafael Duarte");
    await user.click(within(form).getByRole("button", { name: "Send quote" }));
    const validUntil = formatDay(addDays(todayIso(), 7), "en-US");
    expect(await within(panel).findByRole("status")).toHaveTextContent(
      `Quote Q-000001 for Rafael Duarte: $240.00, valid until ${validUntil}.`,
    );
    expect(db.agentCalls.createAgentQuote).toEqual([
      {
        clientId: "21",
        trip: { offerId: "101", checkIn, checkOut, guests: 2, rooms: 1 },
        idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      },
    ]);
    expect(db.agentQuotes).toMatchObject([{ clientId: "21", status: "OPEN", priceUsd: 240 }]);
  });

  it("shows a refused client on its field and a day sold out as a message", async () => {
    seedAgent();
    const { user } = renderApp(bookingView);
    const panel = await quotePanel();
    const client = await within(panel).findByLabelText(/Client/);
    await user.selectOptions(client, "Aisha Rahman");
    // no longer one of the agent's clients
    db.agentClients = db.agentClients.filter((c) => c.id !== "22");
    await user.click(within(panel).getByRole("button", { name: "Send quote" }));
    expect(await within(panel).findByText("This client is not one of yours")).toBeInTheDocument();
    expect(client).toHaveAttribute("aria-invalid", "true");
    expect(within(panel).queryByRole("alert")).toBeNull();

    db.offers.find((o) => o.id === "101")!.soldOut = [addDays(checkIn, 1)];
    await user.selectOptions(client, "Rafael Duarte");
    await user.click(within(panel).getByRole("button", { name: "Send quote" }));
    expect(await within(panel).findByRole("alert")).toHaveTextContent(
      `The offer is sold out on ${addDays(checkIn, 1)}`,
    );
    expect(db.agentQuotes).toEqual([]);
  });

  it("links to the client list when the agent has no clients", async () => {
    seedAgent();
    db.agentClients = [];
    renderApp(bookingView);
    const panel = await quotePanel();
    expect(await within(panel).findByText(/You have no clients yet\./)).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "Add a client" })).toHaveAttribute(
      "href",
      "/agent/client-list",
    );
    expect(within(panel).queryByRole("button", { name: "Send quote" })).toBeNull();
  });

  it("is not there for a traveller", async () => {
    seedAgent();
    db.viewer = buildViewer({ id: "7" });
    renderApp(bookingView);
    await screen.findByRole("region", { name: "Who's travelling" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Book now" })).toBeEnabled());
    expect(screen.queryByRole("region", { name: "Quote for a client" })).toBeNull();
    expect(db.agentCalls.reads).toBe(0);
  });
});
