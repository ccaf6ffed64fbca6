import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../testing/axe";
import { renderWithSystem } from "../../testing/render";
import { ChoiceList } from "./choice-list";

test("each choice is a button, the current one pressed; a click chooses", async () => {
  const onChoose = jest.fn();
  const { container } = renderWithSystem(
    <ChoiceList
      aria-label="Currencies"
      current="EUR"
      onChoose={onChoose}
      choices={[
        { value: "USD", code: "USD", label: "US Dollar", mark: "🇺🇸" },
        { value: "EUR", code: "EUR", label: "Euro", mark: "🇪🇺" },
        { value: "es-ES", label: "Español", lang: "es-ES" },
      ]}
    />,
  );
  const list = screen.getByRole("list", { name: "Currencies" });
  expect(within(list).getAllByRole("listitem")).toHaveLength(3);
  expect(screen.getByRole("button", { name: "EUR Euro" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByRole("button", { name: "USD US Dollar" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  expect(screen.getByRole("button", { name: "Español" })).toHaveAttribute("lang", "es-ES");
  await userEvent.click(screen.getByRole("button", { name: "USD US Dollar" }));
  expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ value: "USD" }));
  expect(await axeViolations(container)).toEqual([]);
});
