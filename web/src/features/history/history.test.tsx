import { act, screen, within } from "@testing-library/react";
import { HISTORY_STORAGE_KEY } from "./history-storage";
import { renderApp } from "../../testing/render-app";

const historySection = () => screen.findByRole("region", { name: "Your recent activity" });

describe("history on a product area's page", () => {
  it("shows the last search and the last offer viewed, surviving a reload", async () => {
    const first = renderApp("/hotel?destination=Lisbon");
    expect(await screen.findByRole("list", { name: "Offers in Hotels" })).toBeInTheDocument();
    // the search on screen now is not repeated as a reminder
    expect(screen.queryByRole("region", { name: "Your recent activity" })).not.toBeInTheDocument();
    await act(() => first.router.navigate("/hotel/offers/101"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Harbour View Hotel" }),
    ).toBeInTheDocument();
    first.unmount();

    // a reload: a new app reading the stored history
    renderApp("/hotel");
    const section = await historySection();
    expect(within(section).getByText("Your last search:")).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Lisbon" })).toHaveAttribute(
      "href",
      "/hotel?destination=Lisbon",
    );
    expect(within(section).getByRole("link", { name: "Harbour View Hotel" })).toHaveAttribute(
      "href",
      "/hotel/offers/101",
    );
  });

  it("keeps one entry per type: a new search replaces the last one", async () => {
    const first = renderApp("/hotel?destination=Lisbon");
    expect(await screen.findByRole("list", { name: "Offers in Hotels" })).toBeInTheDocument();
    await act(() => first.router.navigate("/hotel?destination=Porto"));
    await act(() => first.router.navigate("/hotel"));
    const section = await historySection();
    expect(within(section).getAllByRole("listitem")).toHaveLength(1);
    expect(within(section).getByRole("link", { name: "Porto" })).toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(HISTORY_STORAGE_KEY) ?? "{}");
    expect(stored).toMatchObject({
      version: 1,
      entries: [{ kind: "search", destination: "Porto" }],
    });
  });

  it("shows another area's history only on that area's page", async () => {
    const first = renderApp("/hotel?destination=Lisbon");
    expect(await screen.findByRole("list", { name: "Offers in Hotels" })).toBeInTheDocument();
    await act(() => first.router.navigate("/activities"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Activities" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your recent activity" })).not.toBeInTheDocument();
  });

  it("ignores corrupt stored history", async () => {
    window.localStorage.setItem(HISTORY_STORAGE_KEY, "{oops");
    renderApp("/hotel");
    expect(await screen.findByRole("list", { name: "Offers in Hotels" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your recent activity" })).not.toBeInTheDocument();
  });
});
