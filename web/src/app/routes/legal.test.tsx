import { screen, within } from "@testing-library/react";
import { LEGAL_DOCUMENTS } from "../../features/legal";
import { isLabelKey } from "../../lib/i18n";
import { renderApp } from "../../testing/render-app";

describe("legal pages", () => {
  it("gives every section of both texts a label", () => {
    const keys = Object.values(LEGAL_DOCUMENTS).flatMap((d) => [
      d.title,
      d.intro,
      ...d.sections.flatMap((s) => [s.heading, s.body]),
    ]);
    expect(keys.filter((key) => !isLabelKey(key))).toEqual([]);
  });

  it("shows the privacy policy: what is stored, the cookies, the savings provider, contact", async () => {
    renderApp("/privacy-policy");
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    expect(
      await screen.findByText(/^This policy explains what Acme Travel keeps about you/),
    ).toBeInTheDocument();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      "Contents",
      "What we store",
      "Cookies and storage in your browser",
      "The savings programme",
      "Why we use it",
      "How long we keep it",
      "Your choices and rights",
      "Contact",
    ]);
    const cookies = screen.getByRole("region", { name: "Cookies and storage in your browser" });
    const items = within(cookies)
      .getAllByRole("listitem")
      .map((li) => li.textContent?.split(":")[0]);
    expect(items).toEqual([
      "session",
      "org_id",
      "user_data",
      "language and currency_code",
      "country",
      "service",
    ]);
    const contents = screen.getByRole("navigation", { name: "Contents" });
    expect(
      within(contents).getByRole("link", { name: "Cookies and storage in your browser" }),
    ).toHaveAttribute("href", "#cookies");
    expect(screen.getByText(/^Acme Travel runs this site and is responsible/)).toBeInTheDocument();
  });

  it("shows the terms of use with bookings and cancellations", async () => {
    renderApp("/terms-of-use");
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
    const cancellations = await screen.findByRole("region", { name: "Changes and cancellations" });
    expect(
      within(cancellations).getByText(/^Bookings cannot be changed or cancelled on the site/),
    ).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Bookings" })).toBeInTheDocument();
  });
});
