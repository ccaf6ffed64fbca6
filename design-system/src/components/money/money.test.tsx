import { screen, within } from "@testing-library/react";
import { axeViolations } from "../../testing/axe";
import { renderWithSystem } from "../../testing/render";
import { formatMoneyAmount, isNegativeAmount } from "./format-money";
import { Money } from "./money";
import { PriceBreakdown } from "./price-breakdown";

const usd = (decimal: string) => ({ decimal, currency: "USD" });

test("an amount is written from its decimal string for the language, with the currency's digits", () => {
  expect(formatMoneyAmount("1234.5", "usd", "en-US")).toBe("$1,234.50");
  expect(formatMoneyAmount("1234.5", "EUR", "es-ES")).toBe("1234,50\u00a0€");
  expect(formatMoneyAmount("1630", "JPY", "en-US")).toBe("¥1,630");
  expect(formatMoneyAmount("1.235", "KWD", "en-US")).toBe("KWD\u00a01.235");
  // the decimal itself, not a float: no 0.1 + 0.2 artefact, halves away from zero
  expect(formatMoneyAmount("90071992547409.99", "USD", "en-US")).toBe("$90,071,992,547,409.99");
  expect(formatMoneyAmount("10.125", "USD", "en-US")).toBe("$10.13");
  expect(formatMoneyAmount("-10.125", "USD", "en-US")).toBe("-$10.13");
  expect(formatMoneyAmount("-0.001", "USD", "en-US")).toBe("$0.00");
});

test("a malformed currency or language falls back to the decimal and the code; a non-decimal throws", () => {
  expect(formatMoneyAmount("12.50", "NOT A CODE", "en-US")).toBe("12.50 NOT A CODE");
  expect(formatMoneyAmount("12.50", "USD", "not_a_language")).toBe("12.50 USD");
  expect(() => formatMoneyAmount("12,50", "USD", "en-US")).toThrow(
    'formatMoneyAmount: not a decimal amount: "12,50"',
  );
  expect(() => formatMoneyAmount("NaN", "USD")).toThrow(RangeError);
});

test("negative amounts are savings; zero and positive ones are not", () => {
  expect(isNegativeAmount("-25.00")).toBe(true);
  expect(isNegativeAmount("-0.00")).toBe(false);
  expect(isNegativeAmount("0")).toBe(false);
  expect(isNegativeAmount("25.00")).toBe(false);
});

test("Money shows the earlier price struck through, named for screen readers, and a caption", async () => {
  const { container } = renderWithSystem(
    <Money
      value={usd("138.00")}
      locale="en-US"
      was={{ value: usd("160.00"), label: "Was" }}
      caption="per night"
    />,
  );
  expect(container).toHaveTextContent("Was $160.00 $138.00 per night");
  expect(screen.getByText("$160.00").tagName).toBe("DEL");
  expect(screen.getByText("Was")).toBeInTheDocument();
  expect(await axeViolations(container)).toEqual([]);
});

test("Money in a sentence: the amount strong where the sentence puts it, in either language", async () => {
  const { container } = renderWithSystem(
    <p>
      <Money value={usd("35.00")} locale="en-US" sentence="{{price}} per person" />
      <Money
        value={{ decimal: "108", currency: "EUR" }}
        locale="es-ES"
        sentence="desde {{price}}"
      />
      <Money value={usd("5")} locale="en-US" sentence="each" />
    </p>,
  );
  expect(screen.getByText("$35.00").tagName).toBe("STRONG");
  expect(screen.getByText("$35.00").parentElement).toHaveTextContent(/^\$35\.00 per person$/);
  expect(screen.getByText(/^108,00/).parentElement).toHaveTextContent(/^desde 108,00\s€$/);
  expect(screen.getByText("$5.00").parentElement).toHaveTextContent(/^\$5\.00 each$/);
  expect(await axeViolations(container)).toEqual([]);
});

test("the breakdown lists its lines and the total last; a negative line is a saving", async () => {
  const { container } = renderWithSystem(
    <PriceBreakdown
      label="Price breakdown"
      locale="en-US"
      lines={[
        { key: "base", label: "Subtotal", amount: usd("300.00"), detail: "3 nights" },
        { key: "cert", label: "Certificate Spring", amount: usd("-50.00") },
        { key: "tax", label: "Taxes", amount: usd("24.00") },
      ]}
      total={{ label: "Total", amount: usd("274.00") }}
    />,
  );
  const list = screen.getByRole("list", { name: "Price breakdown" });
  const items = within(list).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual([
    "Subtotal$300.003 nights",
    "Certificate Spring-$50.00",
    "Taxes$24.00",
    "Total$274.00",
  ]);
  expect(items.map((item) => item.hasAttribute("data-saving"))).toEqual([
    false,
    true,
    false,
    false,
  ]);
  expect(await axeViolations(container)).toEqual([]);
});
