import { screen, waitFor, within } from "@testing-library/react";
import { db } from "../../testing/db";
import { buildAgentClient, buildAgentQuote } from "../../testing/agent-factories";
import { buildViewer } from "../../testing/factories";
import { renderApp } from "../../testing/render-app";
import { buildReservation } from "../../testing/wallet-factories";

afterEach(() => {
  document.cookie = "currency_code=; max-age=0; path=/";
});

function seedAgent() {
  db.viewer = buildViewer({
    id: "8",
    email: "alex.agent@example.com",
    firstName: "Alex",
    lastName: "Agent",
    userType: "AGENT",
    role: "Agent",
    creditLimit: 5000,
    displayPrice: true,
  });
  db.agentClients = [
    buildAgentClient({
      agentId: "8",
      id: "21",
      name: "Rafael Duarte",
      email: "rafael@example.com",
    }),
    buildAgentClient({
      agentId: "8",
      id: "22",
      name: "Aisha Rahman",
      email: "aisha@example.com",
      phone: null,
      phoneCountryCode: null,
      nationalityId: null,
      nationalityName: null,
      notes: "Step-free rooms only.",
    }),
    buildAgentClient({ agentId: "99", id: "23", name: "Someone Else", email: "else@example.com" }),
  ];
  db.agentQuotes = [
    buildAgentQuote({
      agentId: "8",
      clientId: "21",
      offerId: "101",
      reference: "Q-7K3Q9Z",
      priceUsd: 450,
      status: "OPEN",
      validUntil: "2027-02-01",
      createdAt: "2026-11-20T10:00:00.000Z",
    }),
    buildAgentQuote({
      agentId: "8",
      clientId: "22",
      offerId: "102",
      reference: "Q-9BNV3C",
      status: "BOOKED",
      reservationReference: "WH-AGNT26",
      createdAt: "2026-11-01T10:00:00.000Z",
    }),
  ];
  db.reservations = [
    buildReservation({ ownerId: "8", offerId: "102", reference: "WH-AGNT26", total: 300 }),
    buildReservation({ ownerId: "7", offerId: "101", reference: "WH-TRAVEL" }),
  ];
}

describe("agent pages, for an agent", () => {
  it("shows the profile: name, email, credit limit in the chosen currency, display price", async () => {
    seedAgent();
    document.cookie = "currency_code=EUR; path=/";
    renderApp("/agent/profile");
    const profile = await screen.findByRole("region", { name: "Your agent account" });
    expect(profile).toHaveTextContent("NameAlex Agent");
    expect(profile).toHaveTextContent("Emailalex.agent@example.com");
    expect(profile).toHaveTextContent("Account typeAgent");
    expect(profile).toHaveTextContent("€4,500.00");
    expect(profile).toHaveTextContent("$5,000.00 in US dollars");
    expect(profile).toHaveTextContent("Yes, your pages show prices");
    await waitFor(() => expect(document.title).toBe("Agent Profile · Acme Travel"));
  });

  it("lists the quotes newest first with client, offer, price and status", async () => {
    seedAgent();
    renderApp("/agent/my-quotes");
    const list = await screen.findByRole("list", { name: "Quotes you prepared, newest first" });
    const [open, booked] = within(list).getAllByRole("listitem");
    expect(within(open!).getByRole("heading", { level: 3 })).toHaveTextContent("Q-7K3Q9Z");
    expect(open).toHaveTextContent("Rafael Duarte");
    expect(open).toHaveTextContent("Harbour View Hotel");
    expect(open).toHaveTextContent("$450.00");
    expect(within(open!).getByText("Open")).toBeInTheDocument();
    expect(open).toHaveTextContent("Valid until Feb 1, 2027");
    expect(open).toHaveTextContent("2 guests");
    expect(within(booked!).getByText("Booked")).toBeInTheDocument();
    expect(booked).toHaveTextContent("Booking WH-AGNT26");
  });

  it("lists the agent's own bookings", async () => {
    seedAgent();
    renderApp("/agent/booking-history");
    const list = await screen.findByRole("list", {
      name: "Bookings you made for your clients, newest first",
    });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(list).toHaveTextContent("WH-AGNT26");
    expect(screen.queryByText("WH-TRAVEL")).toBeNull();
  });

  it("lists the clients by name and adds one with the form", async () => {
    seedAgent();
    const { user } = renderApp("/agent/client-list");
    const list = await screen.findByRole("list", { name: "Your clients, by name · Clients: 2" });
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Aisha Rahman", "Rafael Duarte"]);
    const aisha = within(list).getAllByRole("listitem")[0]!;
    expect(aisha).toHaveTextContent("PhoneNot given");
    expect(aisha).toHaveTextContent("NotesStep-free rooms only.");

    const form = screen.getByRole("form", { name: "Add a client" });
    // the shared rules, on submit
    await user.type(within(form).getByLabelText(/Email/), "zoe@");
    await user.click(within(form).getByRole("button", { name: "Add client" }));
    expect(await within(form).findByText("Please Enter The Client's Name")).toBeInTheDocument();
    expect(within(form).getByText("Invalid Mail")).toBeInTheDocument();
    expect(db.agentCalls.addAgentClient).toEqual([]);

    await user.type(within(form).getByLabelText(/Full name/), "Zoë O’Brien");
    await user.type(within(form).getByLabelText(/Email/), "example.com");
    await user.type(within(form).getByLabelText(/Dialling code/), "+44");
    await user.type(within(form).getByLabelText(/Phone number/), "77-00 900");
    await user.selectOptions(within(form).getByLabelText(/Nationality/), "British");
    await user.type(within(form).getByLabelText(/Notes/), "Quiet rooms.");
    await user.click(within(form).getByRole("button", { name: "Add client" }));
    expect(await screen.findByText("Zoë O’Brien was added to your clients.")).toBeInTheDocument();
    expect(db.agentCalls.addAgentClient).toEqual([
      {
        name: "Zoë O’Brien",
        email: "zoe@example.com",
        phoneCountryCode: "+44",
        phone: "7700900",
        nationalityId: "4",
        notes: "Quiet rooms.",
        idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      },
    ]);
    const updated = await screen.findByRole("list", { name: /Clients: 3/ });
    expect(within(updated).getByRole("heading", { level: 3, name: "Zoë O’Brien" })).toBeVisible();
    expect(within(form).getByLabelText(/Full name/)).toHaveValue("");
  });

  it("shows the gateway's refusal on the email field", async () => {
    seedAgent();
    const { user } = renderApp("/agent/client-list");
    const form = await screen.findByRole("form", { name: "Add a client" });
    await user.type(within(form).getByLabelText(/Full name/), "Rafael Duarte");
    await user.type(within(form).getByLabelText(/Email/), "rafael@example.com");
    await user.click(within(form).getByRole("button", { name: "Add client" }));
    expect(
      await within(form).findByText("You already have a client with this email"),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/Email/)).toHaveAttribute("aria-invalid", "true");
  });
});

describe("agent pages, for anyone else", () => {
  it.each(["/agent/profile", "/agent/my-quotes", "/agent/booking-history", "/agent/client-list"])(
    "%s shows a traveller the not-allowed page, never the data",
    async (route) => {
      seedAgent();
      db.viewer = buildViewer({ id: "7", userType: "TRAVELLER" });
      renderApp(route);
      expect(
        await screen.findByRole("heading", { level: 1, name: "Agents only" }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(/You are signed in with a traveller account, which cannot open it/),
      ).toBeVisible();
      expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
        "href",
        "/",
      );
      await waitFor(() => expect(document.title).toBe("Agents only · Acme Travel"));
      expect(screen.queryByText("Rafael Duarte")).toBeNull();
      expect(screen.queryByRole("form")).toBeNull();
      expect(db.agentCalls.reads).toBe(0);
    },
  );

  it("opens sign-in for a signed-out visitor", async () => {
    seedAgent();
    db.viewer = null;
    renderApp("/agent/client-list");
    expect(await screen.findByRole("dialog", { name: "Sign In" })).toBeInTheDocument();
    expect(screen.getByText("Sign in to see this page.")).toBeInTheDocument();
    expect(db.agentCalls.reads).toBe(0);
  });
});
