import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../testing/axe";
import { renderWithSystem } from "../../testing/render";
import { PlainField } from "../form-field/plain-field";
import { PasswordInput } from "./password-input";

test("the toggle shows and hides the password and says which it will do", async () => {
  const { container } = renderWithSystem(
    <PlainField label="Password">
      <PasswordInput showLabel="Show password" hideLabel="Hide password" maxLength={13} />
    </PlainField>,
  );
  const input = screen.getByLabelText("Password");
  expect(input).toHaveAttribute("type", "password");
  expect(input).toHaveAttribute("autocomplete", "current-password");
  const toggle = screen.getByRole("button", { name: "Show password" });
  expect(toggle).toHaveAttribute("aria-pressed", "false");
  await userEvent.click(toggle);
  expect(input).toHaveAttribute("type", "text");
  expect(screen.getByRole("button", { name: "Hide password" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(await axeViolations(container)).toEqual([]);
});
