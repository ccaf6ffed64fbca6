import { screen, waitFor, within } from "@testing-library/react";
import { readCookie } from "../../lib/cookies";
import { db } from "../../testing/db";
import { buildViewer } from "../../testing/factories";
import { renderApp } from "../../testing/render-app";

async function chooseCurrency(
  user: ReturnType<typeof renderApp>["user"],
  from: string,
  to: string,
) {
  await user.click(await screen.findByRole("button", { name: `Currency: ${from}` }));
  const dialog = await screen.findByRole("dialog", { name: "Choose a currency" });
  await user.type(within(dialog).getByRole("searchbox", { name: "Search currencies" }), to);
  await user.click(within(dialog).getByRole("button", { pressed: false }));
}

describe("the pickers save a signed-in traveller's choice on the account", () => {
  it("saves the currency and the language when signed in", async () => {
    db.viewer = buildViewer({ email: "ana@example.com" });
    const { user } = renderApp("/");
    expect(await screen.findByRole("button", { name: "Account menu" })).toBeInTheDocument();
    await waitFor(() => expect(db.calls.viewer).toBeGreaterThan(0));
    await chooseCurrency(user, "USD $", "euro");
    expect(await screen.findByRole("button", { name: "Currency: EUR €" })).toBeInTheDocument();
    await waitFor(() =>
      expect(db.preferencesCalls.updatePreferences).toEqual([{ currencyCode: "EUR" }]),
    );
    expect(db.viewer.currencyCode).toBe("EUR");

    await user.click(screen.getByRole("button", { name: "Language: English" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a language" });
    await user.click(within(dialog).getByRole("button", { name: "Español" }));
    await waitFor(() =>
      expect(db.preferencesCalls.updatePreferences).toEqual([
        { currencyCode: "EUR" },
        { language: "es-ES" },
      ]),
    );
    expect(readCookie("language")).toBe("es-ES");
  });

  it("keeps to the cookies when signed out", async () => {
    const { user } = renderApp("/");
    await chooseCurrency(user, "USD $", "pound");
    expect(await screen.findByRole("button", { name: "Currency: GBP £" })).toBeInTheDocument();
    expect(readCookie("currency_code")).toBe("GBP");
    expect(db.preferencesCalls.updatePreferences).toEqual([]);
  });
});

describe("first visit", () => {
  it("stores the located country and currency, and prices follow", async () => {
    db.visitorDefaults = {
      countryId: "230",
      countryCode: "GB",
      currencyCode: "GBP",
      source: "GEOLOCATION",
    };
    renderApp("/");
    expect(await screen.findByRole("button", { name: "Currency: GBP £" })).toBeInTheDocument();
    expect(readCookie("currency_code")).toBe("GBP");
    expect(readCookie("country")).toBe("230");
    expect(db.preferencesCalls.visitorDefaults).toBe(1);
  });

  it("stores the fallback (United States, USD) when the visitor could not be located", async () => {
    renderApp("/");
    await waitFor(() => expect(readCookie("country")).toBe("235"));
    expect(readCookie("currency_code")).toBe("USD");
  });

  it("never replaces a currency the visitor chose", async () => {
    document.cookie = "currency_code=JPY; path=/";
    db.visitorDefaults = {
      countryId: "14",
      countryCode: "ES",
      currencyCode: "EUR",
      source: "GEOLOCATION",
    };
    renderApp("/");
    await waitFor(() => expect(readCookie("country")).toBe("14"));
    expect(readCookie("currency_code")).toBe("JPY");
    expect(await screen.findByRole("button", { name: "Currency: JPY ¥" })).toBeInTheDocument();
  });

  it("does not ask again once both cookies are set", async () => {
    document.cookie = "currency_code=EUR; path=/";
    document.cookie = "country=14; path=/";
    renderApp("/");
    expect(await screen.findByRole("button", { name: "Currency: EUR €" })).toBeInTheDocument();
    expect(db.preferencesCalls.visitorDefaults).toBe(0);
  });
});
