import { screen, waitFor, within } from "@testing-library/react";
import { db } from "../../testing/db";
import { buildAgentClient, buildAgentQuote } from "../../testing/agent-factories";
import { buildViewer } from "../../testing/factories";
import { renderApp } from "../../testing/render-app";

function seedAgentQuotes() {
  db.viewer = buildViewer({ id: "8", firstName: "Alex", lastName: "Agent", userType: "AGENT" });
  db.agentClients = [
    buildAgentClient({ agentId: "8", id: "21", name: "Rafael Duarte" }),
    buildAgentClient({ agentId: "8", id: "22", name: "Aisha Rahman" }),
  ];
  db.agentQuotes = [
    buildAgentQuote({
      agentId: "8",
      clientId: "21",
      offerId: "101",
      id: "31",
      reference: "Q-7K3Q9Z",
      checkIn: "2027-03-01",
      checkOut: "2027-03-04",
      guests: 3,
      rooms: 2,
      status: "OPEN",
      validUntil: "2027-02-01",
      createdAt: "2026-11-20T10:00:00.000Z",
    }),
    buildAgentQuote({
      agentId: "8",
      clientId: "22",
      offerId: "502",
      id: "32",
      reference: "Q-FLIGHT",
      checkIn: "2027-04-10",
      checkOut: null,
      guests: 2,
      status: "OPEN",
      validUntil: "2027-02-01",
      createdAt: "2026-11-10T10:00:00.000Z",
    }),
    buildAgentQuote({
      agentId: "8",
      clientId: "22",
      offerId: "102",
      id: "33",
      reference: "Q-9BNV3C",
      status: "BOOKED",
      reservationReference: "WH-AGNT26",
      createdAt: "2026-11-01T10:00:00.000Z",
    }),
  ];
}

const quoteItems = async () => {
  const list = await screen.findByRole("list", { name: "Quotes you prepared, newest first" });
  return within(list).getAllByRole("listitem");
};

describe("the agent's quotes: book and decline", () => {
  it("links each open quote to its offer's booking view with the quote's trip and id", async () => {
    seedAgentQuotes();
    renderApp("/agent/my-quotes");
    const [hotel, flight, booked] = await quoteItems();
    expect(within(hotel!).getByRole("link", { name: "Book quote Q-7K3Q9Z" })).toHaveAttribute(
      "href",
      "/hotel/offers/101?checkIn=2027-03-01&checkOut=2027-03-04&guests=3&rooms=2&quote=31",
    );
    // a flight has one day and no rooms
    expect(within(flight!).getByRole("link", { name: "Book quote Q-FLIGHT" })).toHaveAttribute(
      "href",
      "/flight/offers/502?checkIn=2027-04-10&guests=2&quote=32",
    );
    expect(within(booked!).queryByRole("link", { name: /Book quote/ })).toBeNull();
    expect(within(booked!).queryByRole("button", { name: /Decline quote/ })).toBeNull();
  });

  it("declines a quote after the alert dialog asks, keyboard first, and the list shows it declined", async () => {
    seedAgentQuotes();
    const { user } = renderApp("/agent/my-quotes");
    const [hotel] = await quoteItems();
    const decline = within(hotel!).getByRole("button", { name: "Decline quote Q-7K3Q9Z" });

    // Escape keeps it open and asks nothing
    decline.focus();
    await user.keyboard("{Enter}");
    let dialog = await screen.findByRole("alertdialog", { name: "Decline quote Q-7K3Q9Z?" });
    expect(dialog).toHaveTextContent(
      "Rafael Duarte will no longer be able to book this quote. This cannot be undone.",
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(db.agentCalls.declineAgentQuote).toEqual([]);
    expect(db.agentQuotes[0]?.status).toBe("OPEN");

    await user.click(decline);
    dialog = await screen.findByRole("alertdialog", { name: "Decline quote Q-7K3Q9Z?" });
    await user.click(within(dialog).getByRole("button", { name: "Decline quote" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Quote Q-7K3Q9Z was declined.");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(db.agentCalls.declineAgentQuote).toEqual(["31"]);
    const [updated] = await quoteItems();
    expect(within(updated!).getByText("Declined")).toBeInTheDocument();
    expect(within(updated!).queryByRole("button", { name: /Decline quote/ })).toBeNull();
    expect(within(updated!).queryByRole("link", { name: /Book quote/ })).toBeNull();
  });

  it("shows the gateway's refusal in the dialog when the quote is no longer open", async () => {
    seedAgentQuotes();
    const { user } = renderApp("/agent/my-quotes");
    const [hotel] = await quoteItems();
    // booked meanwhile, elsewhere
    db.agentQuotes[0]!.status = "BOOKED";
    await user.click(within(hotel!).getByRole("button", { name: "Decline quote Q-7K3Q9Z" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Decline quote Q-7K3Q9Z?" });
    await user.click(within(dialog).getByRole("button", { name: "Decline quote" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This quote is not open any more",
    );
    await user.click(within(dialog).getByRole("button", { name: "Keep it open" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });
});
