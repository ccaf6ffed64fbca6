import { act, screen, waitFor, within } from "@testing-library/react";
import { addDays } from "@travel/schema/wallet";
import { todayIso } from "../../lib/dates";
import { db } from "../../testing/db";
import { buildViewer } from "../../testing/factories";
import { renderApp } from "../../testing/render-app";

const day = (n: number) => addDays(todayIso(), n);
const card = async (area: string, name: string) => {
  const list = await screen.findByRole("list", { name: `Results in ${area}` });
  return within(list).getByRole("link", { name }).closest("li")!;
};

describe("a search result's heart", () => {
  it("saves the offer, which its page then shows saved; removed there, the result follows", async () => {
    db.viewer = buildViewer({ id: "7" });
    const { user, router } = renderApp(`/hotel?checkIn=${day(3)}&checkOut=${day(5)}`);
    const result = await card("Hotels", "Harbour View Hotel");
    const heart = within(result).getByRole("button", { name: "Save to favourites" });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    await user.click(heart);
    const saved = await within(result).findByRole("button", { name: "Remove from favourites" });
    expect(saved).toHaveAttribute("aria-pressed", "true");
    expect(db.favourites).toEqual([{ ownerId: "7", offerId: "101" }]);

    await user.click(within(result).getByRole("link", { name: "Harbour View Hotel" }));
    await screen.findByRole("heading", { level: 1, name: "Harbour View Hotel" });
    const onPage = await within(screen.getByRole("main")).findByRole("button", {
      name: "Remove from favourites",
    });
    expect(onPage).toHaveAttribute("aria-pressed", "true");
    await user.click(onPage);
    await within(screen.getByRole("main")).findByRole("button", { name: "Save to favourites" });
    expect(db.favourites).toEqual([]);

    // back on the results (from Apollo's cache): the result's heart is no longer pressed
    await act(() => router.navigate(-1));
    const again = await card("Hotels", "Harbour View Hotel");
    await waitFor(() =>
      expect(within(again).getByRole("button", { name: "Save to favourites" })).toHaveAttribute(
        "aria-pressed",
        "false",
      ),
    );
  });

  it("saves an offer of any area, and shows the hearts already saved", async () => {
    db.viewer = buildViewer({ id: "7" });
    db.favourites = [{ ownerId: "7", offerId: "101" }];
    const { user } = renderApp(`/stays?checkIn=${day(4)}&checkOut=${day(6)}`);
    const result = await card("Stays", "Alfama Apartment");
    await user.click(within(result).getByRole("button", { name: "Save to favourites" }));
    await within(result).findByRole("button", { name: "Remove from favourites", pressed: true });
    const alfama = db.searchOffers.find((o) => o.name === "Alfama Apartment")!;
    expect(db.favourites).toContainEqual({ ownerId: "7", offerId: alfama.id });
  });

  it("asks a signed-out visitor to sign in and saves nothing", async () => {
    const { user } = renderApp(`/hotel?checkIn=${day(3)}&checkOut=${day(5)}`);
    const result = await card("Hotels", "Harbour View Hotel");
    await user.click(within(result).getByRole("button", { name: "Save to favourites" }));
    expect(await screen.findByRole("dialog", { name: /sign in/i })).toBeInTheDocument();
    expect(db.favourites).toEqual([]);
  });

  it("is named in Spanish, pressed for a saved offer", async () => {
    document.cookie = "language=es-ES; path=/";
    db.viewer = buildViewer({ id: "7" });
    db.favourites = [{ ownerId: "7", offerId: "101" }];
    renderApp(`/hotel?checkIn=${day(3)}&checkOut=${day(5)}`);
    const list = await screen.findByRole("list", { name: /^Resultados de/ });
    const heart = await within(list).findByRole("button", { name: "Quitar de favoritos" });
    expect(heart).toHaveAttribute("aria-pressed", "true");
  });
});
