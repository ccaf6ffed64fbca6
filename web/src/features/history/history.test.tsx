import { act, screen, within } from "@testing-library/react";
import { addDays } from "@travel/schema/wallet";
import { formatDay, todayIso } from "../../lib/dates";
import { HISTORY_STORAGE_KEY } from "./history-storage";
import { renderApp } from "../../testing/render-app";

const historySection = () => screen.findByRole("region", { name: "Your recent activity" });
const checkIn = addDays(todayIso(), 3);
const checkOut = addDays(checkIn, 2);
const lisbon = `destinationId=1&destination=Lisbon&checkIn=${checkIn}&checkOut=${checkOut}&guests=2&rooms=1`;
const results = (area: string) => screen.findByRole("list", { name: `Results in ${area}` });

describe("history on a product area's page", () => {
  it("shows the last search (place, dates, party) and the last offer viewed, surviving a reload", async () => {
    const first = renderApp(`/hotel?${lisbon}`);
    expect(await results("Hotels")).toBeInTheDocument();
    // the search on screen now is not repeated as a reminder
    expect(screen.queryByRole("region", { name: "Your recent activity" })).not.toBeInTheDocument();
    await act(() => first.router.navigate("/hotel/offers/101"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Harbour View Hotel" }),
    ).toBeInTheDocument();
    first.unmount();

    // a reload: a new app reading the stored history
    const second = renderApp("/hotel");
    const section = await historySection();
    expect(within(section).getByText("Your last search:")).toBeInTheDocument();
    const dates = `${formatDay(checkIn, "en-US")} to ${formatDay(checkOut, "en-US")}`;
    const again = within(section).getByRole("link", { name: `Lisbon · ${dates} · Guests: 2` });
    expect(again).toHaveAttribute("href", `/hotel?${lisbon}`);
    expect(within(section).getByRole("link", { name: "Harbour View Hotel" })).toHaveAttribute(
      "href",
      "/hotel/offers/101",
    );
    // one click opens the search again
    await second.user.click(again);
    expect(await results("Hotels")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Destination" })).toHaveValue("Lisbon");
  });

  it("keeps one entry per type: a new search replaces the last one", async () => {
    const first = renderApp(`/hotel?${lisbon}`);
    expect(await results("Hotels")).toBeInTheDocument();
    await act(() =>
      first.router.navigate(`/hotel?destination=Porto&checkIn=${checkIn}&checkOut=${checkOut}`),
    );
    await act(() => first.router.navigate("/hotel"));
    const section = await historySection();
    expect(within(section).getAllByRole("listitem")).toHaveLength(1);
    expect(within(section).getByRole("link", { name: /^Porto · / })).toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(HISTORY_STORAGE_KEY) ?? "{}");
    expect(stored).toMatchObject({
      version: 1,
      entries: [{ kind: "search", destination: "Porto", checkIn, checkOut, guests: 2 }],
    });
  });

  it("still opens a search stored before dates were kept", async () => {
    window.localStorage.setItem(
      HISTORY_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        entries: [
          { kind: "search", area: "hotel", destination: "Lisbon", at: "2026-06-01T10:00:00Z" },
        ],
      }),
    );
    renderApp("/hotel");
    const section = await historySection();
    expect(within(section).getByRole("link", { name: "Lisbon" })).toHaveAttribute(
      "href",
      "/hotel?destination=Lisbon",
    );
  });

  it("shows another area's history only on that area's page", async () => {
    const first = renderApp(`/hotel?${lisbon}`);
    expect(await results("Hotels")).toBeInTheDocument();
    await act(() => first.router.navigate("/activities"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Activities" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your recent activity" })).not.toBeInTheDocument();
  });

  it("ignores corrupt stored history", async () => {
    window.localStorage.setItem(HISTORY_STORAGE_KEY, "{oops");
    renderApp("/hotel");
    expect(await screen.findByRole("search", { name: "Search Hotels" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your recent activity" })).not.toBeInTheDocument();
  });
});
