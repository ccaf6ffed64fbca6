import { screen, within } from "@testing-library/react";
import { LEGAL_DOCUMENTS } from "../../features/legal";
import { legalTexts as englishTexts } from "../../features/legal/texts/en-US";
import { legalTexts as spanishTexts } from "../../features/legal/texts/es-ES";
import { defaultLabels, isLabelKey } from "../../lib/i18n";
import { renderApp } from "../../testing/render-app";

const english: Record<string, string> = englishTexts;
const spanish: Record<string, string> = spanishTexts;

describe("legal pages", () => {
  const documents = Object.values(LEGAL_DOCUMENTS);
  const textKeys = documents.flatMap((d) => [
    d.intro,
    ...d.sections.flatMap((s) => [s.heading, s.body]),
  ]);

  it("gives each text a title label, and every section a text in English and Spanish", () => {
    expect(documents.map((d) => d.title).filter((key) => !isLabelKey(key))).toEqual([]);
    expect(Object.keys(english).sort()).toEqual([...textKeys].sort());
    expect(Object.keys(spanish).sort()).toEqual([...textKeys].sort());
    expect(textKeys.filter((key) => spanish[key]!.trim() === "")).toEqual([]);
    expect(textKeys.filter((key) => spanish[key] === english[key])).toEqual([]);
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort().join();
    expect(
      textKeys.filter((key) => placeholders(spanish[key]!) !== placeholders(english[key]!)),
    ).toEqual([]);
  });

  it("leaves the legal texts out of the labels every page loads", () => {
    expect(Object.keys(defaultLabels).filter((key) => key in english)).toEqual([]);
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

  it("shows the text in the language the visitor picks", async () => {
    const { user } = renderApp("/terms-of-use");
    expect(await screen.findByRole("region", { name: "Your account" })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Language: English" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a language" });
    await user.click(within(dialog).getByRole("button", { name: "Español" }));

    expect(
      await screen.findByRole("region", { name: spanish["termsOfUse.account.heading"] }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(spanish["termsOfUse.description"]!.replace("{{orgName}}", "Acme Travel")),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your account" })).not.toBeInTheDocument();
  });
});
