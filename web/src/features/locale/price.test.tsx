import { screen, within } from "@testing-library/react";
import { db } from "../../testing/db";
import { renderInApp } from "../../testing/render-app";
import { LocaleButtons } from "./locale-buttons";
import { Price } from "./price";

describe("<Price>", () => {
  it("shows a USD amount in the visitor's currency, converted with the USD rates", async () => {
    document.cookie = "currency_code=EUR; path=/";
    renderInApp(<Price amountUsd={100} />);
    expect(await screen.findByText("€90.00")).toBeInTheDocument();
  });

  it("re-renders converted when the visitor picks another currency", async () => {
    const { user } = renderInApp(
      <>
        <LocaleButtons />
        <Price amountUsd={100} />
      </>,
    );
    expect(await screen.findByText("$100.00")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Currency: USD $" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a currency" });
    await user.click(within(dialog).getByRole("button", { name: /JPY/ }));
    expect(await screen.findByText("¥15,000")).toBeInTheDocument();
  });

  it("shows the USD amount when the rates cannot be loaded", async () => {
    db.exchangeRates = null;
    document.cookie = "currency_code=EUR; path=/";
    renderInApp(
      <>
        <LocaleButtons />
        <Price amountUsd={100} />
      </>,
    );
    expect(await screen.findByRole("button", { name: "Currency: EUR €" })).toBeInTheDocument();
    expect(screen.getByText("$100.00")).toBeInTheDocument();
  });
});
