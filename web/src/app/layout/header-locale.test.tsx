import { screen, waitFor, within } from "@testing-library/react";
import { readCookie } from "../../lib/cookies";
import { renderApp } from "../../testing/render-app";

describe("currency picker", () => {
  it("stores the chosen currency in the currency_code cookie and shows it at once", async () => {
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Currency: USD $" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a currency" });

    await user.type(within(dialog).getByRole("searchbox", { name: "Search currencies" }), "euro");
    const choices = within(dialog).getAllByRole("button", { pressed: false });
    expect(choices.map((c) => c.textContent)).toEqual(["🇪🇺EUREuro"]);
    await user.click(choices[0]!);

    expect(readCookie("currency_code")).toBe("EUR");
    expect(document.cookie).toContain("currency_code=EUR");
    expect(await screen.findByRole("button", { name: "Currency: EUR €" })).toBeInTheDocument();
    expect(screen.getByText("Prices shown in Euro (EUR)")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("says so when no currency matches the search", async () => {
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Currency: USD $" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a currency" });
    await user.type(within(dialog).getByRole("searchbox", { name: "Search currencies" }), "zzz");
    expect(within(dialog).getByRole("status")).toHaveTextContent("No currency matches “zzz”.");
  });

  it("opens from the user menu and marks the current currency", async () => {
    document.cookie = "currency_code=GBP; path=/";
    const { user } = renderApp("/");
    expect(await screen.findByRole("button", { name: "Currency: GBP £" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    await user.click(await screen.findByRole("menuitem", { name: "Currencies" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a currency" });
    expect(within(dialog).getByRole("button", { pressed: true })).toHaveTextContent("GBP");
  });
});

describe("language picker", () => {
  it("stores es-ES in the language cookie and switches the texts to Spanish at once", async () => {
    const { user } = renderApp("/hotel");
    expect(await screen.findByRole("heading", { level: 1, name: "Hotels" })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Language: English" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a language" });
    await user.click(within(dialog).getByRole("button", { name: "Español" }));

    expect(readCookie("language")).toBe("es-ES");
    expect(await screen.findByRole("heading", { level: 1, name: "Hoteles" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Productos" });
    expect(within(nav).getByRole("link", { name: "Vuelos" })).toHaveAttribute("href", "/flight");
    expect(screen.getByRole("button", { name: "Idioma: Español" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Menú de la cuenta" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("lang", "es-ES");
    expect(document.title).toBe("Hoteles · Acme Travel");
  });

  it("switches back to a language whose labels it has already", async () => {
    const { user } = renderApp("/hotel");
    expect(await screen.findByRole("heading", { level: 1, name: "Hotels" })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Language: English" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Choose a language" })).getByRole("button", {
        name: "Español",
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Hoteles" })).toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: "Idioma: Español" }));
    const dialog = await screen.findByRole("dialog", { name: "Elige un idioma" });
    await user.click(within(dialog).getByRole("button", { name: "English" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Hotels" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("lang", "en-US");
  });

  it("starts in the language of the language cookie", async () => {
    document.cookie = "language=es-ES; path=/";
    renderApp("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "¿Adónde vamos ahora?" }),
    ).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Productos" });
    expect(await within(nav).findByRole("button", { name: "Ofertas del día" })).toBeInTheDocument();
  });

  it("opens from the user menu", async () => {
    const { user } = renderApp("/");
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    await user.click(await screen.findByRole("menuitem", { name: "Language" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a language" });
    expect(within(dialog).getByRole("button", { pressed: true })).toHaveTextContent("English");
  });
});
