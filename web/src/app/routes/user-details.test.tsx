import { screen, waitFor, within } from "@testing-library/react";
import { db } from "../../testing/db";
import { buildViewer } from "../../testing/factories";
import { buildTravelerRecord } from "../../testing/profile-resolvers";
import { renderApp } from "../../testing/render-app";

const SECTION_HEADINGS = ["Booking history", "Your details", "Saved travellers", "My Trips"];

describe("/user-details (spec §2: booking history, my account, travel profile, my trips)", () => {
  beforeEach(() => {
    db.viewer = buildViewer({ id: "7", firstName: "Tess" });
    db.savedTravelers = [
      buildTravelerRecord({ ownerId: "7", id: "11", firstName: "Tom", lastName: "Traveller" }),
    ];
  });

  it("holds a section each, in the user menu's order, with links to each", async () => {
    renderApp("/user-details");
    expect(await screen.findByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
    await screen.findByRole("heading", { level: 2, name: "Saved travellers" });
    const headings = screen
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent)
      .filter((name) => SECTION_HEADINGS.includes(name ?? ""));
    expect(headings).toEqual(SECTION_HEADINGS);

    const nav = screen.getByRole("navigation", { name: "Sections of this page" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Booking History", "/user-details#booking-history"],
      ["My Account", "/user-details#my-account"],
      ["Travel Profile", "/user-details#travel-profile"],
      ["My Trips", "/user-details#my-trips"],
    ]);
    // Each link's target holds its section.
    expect(
      within(document.getElementById("travel-profile")!).getByRole("heading", {
        name: "Saved travellers",
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { level: 3, name: /Tom Traveller/ }),
    ).toBeInTheDocument();
  });

  it("opens at the section its address names", async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      renderApp("/user-details#my-trips");
      await waitFor(() => expect(scrolled).toContain("my-trips"));
      expect(scrolled.every((id) => id === "my-trips")).toBe(true);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("is reached from the user menu at the chosen section", async () => {
    const { user, router } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Account menu" }));
    await user.click(await screen.findByRole("menuitem", { name: "Travel Profile" }));
    expect(await screen.findByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
    const { pathname, hash } = router.state.location;
    expect(pathname + hash).toBe("/user-details#travel-profile");
  });
});
