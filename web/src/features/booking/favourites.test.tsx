import { screen, within } from "@testing-library/react";
import { db } from "../../testing/db";
import { buildViewer } from "../../testing/factories";
import { renderApp } from "../../testing/render-app";

/** The offer page's head, with its heart (a search result's heart: search/result-hearts.test.tsx). */
async function offerPage() {
  await screen.findByRole("heading", { level: 1, name: "Harbour View Hotel" });
  return document.body;
}

describe("the favourite toggle", () => {
  it("saves and removes an offer from its page, with its name and pressed state", async () => {
    db.viewer = buildViewer({ id: "7" });
    const { user } = renderApp("/hotel/offers/101");
    const card = await offerPage();
    const heart = within(card).getByRole("button", { name: "Save to favourites" });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    await user.click(heart);
    const saved = await within(card).findByRole("button", { name: "Remove from favourites" });
    expect(saved).toHaveAttribute("aria-pressed", "true");
    expect(db.favourites).toEqual([{ ownerId: "7", offerId: expect.any(String) }]);
    await user.click(saved);
    expect(await within(card).findByRole("button", { name: "Save to favourites" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(db.favourites).toEqual([]);
  });

  it("asks a signed-out visitor to sign in and saves nothing", async () => {
    const { user } = renderApp("/hotel/offers/101");
    const card = await offerPage();
    await user.click(within(card).getByRole("button", { name: "Save to favourites" }));
    expect(await screen.findByRole("dialog", { name: /sign in/i })).toBeInTheDocument();
    expect(db.favourites).toEqual([]);
  });

  it("is on the offer page too, in Spanish", async () => {
    document.cookie = "language=es-ES; path=/";
    db.viewer = buildViewer({ id: "7" });
    const offer = db.offers.find((o) => o.name === "Harbour View Hotel")!;
    db.favourites = [{ ownerId: "7", offerId: offer.id }];
    renderApp(`/hotel/offers/${offer.id}`);
    const heart = await screen.findByRole("button", { name: "Quitar de favoritos" });
    expect(heart).toHaveAttribute("aria-pressed", "true");
  });
});

describe("the favourites page (/user/favourites)", () => {
  it("says when nothing is saved", async () => {
    db.viewer = buildViewer({ id: "7" });
    renderApp("/user/favourites");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Favourites" }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/You have not saved any offers yet/)).toBeInTheDocument();
  });

  it("lists the viewer's saved offers as cards, and a removed one leaves", async () => {
    db.viewer = buildViewer({ id: "7" });
    const [first, second] = db.offers;
    db.favourites = [
      { ownerId: "7", offerId: first!.id },
      { ownerId: "8", offerId: second!.id },
    ];
    const { user } = renderApp("/user/favourites");
    const list = await screen.findByRole("list", { name: "Saved offers" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(within(list).getByRole("link", { name: first!.name })).toBeInTheDocument();
    expect(screen.getByText("Saved offers: 1")).toBeInTheDocument();
    await user.click(within(list).getByRole("button", { name: "Remove from favourites" }));
    expect(await screen.findByText(/You have not saved any offers yet/)).toBeInTheDocument();
  });

  it("lists an offer of any area, named by its area and linked to its area's booking view", async () => {
    db.viewer = buildViewer({ id: "7" });
    db.favourites = [
      { ownerId: "7", offerId: "601" },
      { ownerId: "7", offerId: "451" },
    ];
    renderApp("/user/favourites");
    const list = await screen.findByRole("list", { name: "Saved offers" });
    const [car, week] = within(list).getAllByRole("listitem");
    expect(car).toHaveTextContent("Lisbon, PT · Cars");
    expect(within(car!).getByRole("link", { name: "Toyota Corolla or similar" })).toHaveAttribute(
      "href",
      "/cars/offers/601",
    );
    expect(car).toHaveTextContent("From $40.00 per day");
    expect(week).toHaveTextContent("Lagos, PT · Weeks");
    expect(within(week!).getByRole("link", { name: "Week at Praia Club" })).toHaveAttribute(
      "href",
      "/resorts/offers/451",
    );
    expect(week).toHaveTextContent("From $900.00 per week");
  });

  it("is linked from the account page", async () => {
    db.viewer = buildViewer({ id: "7" });
    renderApp("/user-details");
    const link = await screen.findByRole("link", { name: "Your favourites" });
    expect(link).toHaveAttribute("href", "/user/favourites");
  });
});
