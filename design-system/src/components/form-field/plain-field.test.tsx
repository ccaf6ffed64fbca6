import { screen } from "@testing-library/react";
import { Input } from "@chakra-ui/react";
import { axeViolations } from "../../testing/axe";
import { Provider } from "../provider";
import { renderWithSystem } from "../../testing/render";
import { PlainField } from "./plain-field";

test("the label names the control and the helper text describes it", async () => {
  const { container } = renderWithSystem(
    <PlainField label="Destination" helperText="A city or a country">
      <Input type="search" />
    </PlainField>,
  );
  const box = screen.getByRole("searchbox", { name: "Destination" });
  expect(box).toHaveAccessibleDescription("A city or a country");
  expect(box).not.toHaveAttribute("aria-invalid");
  expect(await axeViolations(container)).toEqual([]);
});

test("an error marks the control invalid and replaces the helper text unless kept", async () => {
  const { rerender } = renderWithSystem(
    <PlainField label="Nationality" helperText="Start typing" errorText="Please choose one.">
      <Input />
    </PlainField>,
  );
  const box = screen.getByRole("textbox", { name: "Nationality" });
  expect(box).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByText("Please choose one.")).toBeInTheDocument();
  expect(screen.queryByText("Start typing")).not.toBeInTheDocument();
  rerender(
    <Provider>
      <PlainField
        label="Nationality"
        helperText="Start typing"
        errorText="Please choose one."
        keepHelperText
      >
        <Input />
      </PlainField>
    </Provider>,
  );
  expect(screen.getByText("Start typing")).toBeInTheDocument();
});
