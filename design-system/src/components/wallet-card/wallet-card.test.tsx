import { screen, within } from "@testing-library/react";
import { axeViolations } from "../../testing/axe";
import { renderWithSystem } from "../../testing/render";
import { WalletCard } from "./wallet-card";

const labels = { status: "State", code: "Code", amount: "Value", usableOn: "Usable on" };

test("a card shows its name, status (named for screen readers), code, amount and products", async () => {
  const { container } = renderWithSystem(
    <ul>
      <WalletCard
        name="Spring Getaway"
        code="CERT-2041"
        status="spent"
        statusLabel="Spent"
        amount="$100.00"
        usableOn="Hotels, Cruises"
        labels={labels}
      />
    </ul>,
  );
  const card = screen.getByRole("listitem");
  expect(card).toHaveAttribute("data-status", "spent");
  expect(
    within(card).getByRole("heading", { level: 3, name: "Spring Getaway" }),
  ).toBeInTheDocument();
  expect(within(card).getByText("Spent").closest("span")).toHaveTextContent("State: Spent");
  expect(card).toHaveTextContent("CodeCERT-2041Value$100.00Usable onHotels, Cruises");
  expect(await axeViolations(container)).toEqual([]);
});
