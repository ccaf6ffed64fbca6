import { screen, waitFor, within } from "@testing-library/react";
import { addDays } from "@travel/schema/wallet";
import { todayIso } from "../../lib/dates";
import { renderApp } from "../../testing/render-app";

describe("an offer's booking view", () => {
  it("opens from a search result at its own address", async () => {
    const checkIn = addDays(todayIso(), 2);
    const { user, router } = renderApp(`/stays?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}`);
    const list = await screen.findByRole("list", { name: "Results in Stays" });
    await user.click(within(list).getByRole("link", { name: "Alfama Apartment" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Alfama Apartment" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/stays/offers/401");
    await waitFor(() => expect(document.title).toBe("Alfama Apartment · Acme Travel"));
    expect(screen.getByRole("link", { name: "All offers in Stays" })).toHaveAttribute(
      "href",
      "/stays",
    );
  });

  it("answers an unknown offer, or one of another area, with a not-found note", async () => {
    renderApp("/hotel/offers/201");
    expect(await screen.findByText("This offer could not be found.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Hotels" })).toBeInTheDocument();
  });

  it("ignores dates in the address that cannot be booked", async () => {
    renderApp("/hotel/offers/101?checkIn=2001-01-01&guests=40");
    expect(await screen.findByRole("combobox", { name: "Guests" })).toHaveValue("2");
  });
});
