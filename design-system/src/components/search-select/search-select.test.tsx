import { useState } from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../testing/axe";
import { renderWithSystem } from "../../testing/render";
import { SearchSelect } from "./search-select";

const countries = [
  { id: "PT", name: "Portugal" },
  { id: "ES", name: "Spain" },
  { id: "PE", name: "Peru" },
];

function Country({ onChange }: { onChange: (id: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <SearchSelect
      label="Country"
      options={countries}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
      noMatchText={(query) => `No country has “${query}”.`}
      helperText="Type a few letters."
    />
  );
}

test("typing filters the options; arrows and Enter choose one; no match is said", async () => {
  const onChange = jest.fn();
  const { container } = renderWithSystem(<Country onChange={onChange} />);
  const box = screen.getByRole("combobox", { name: "Country" });
  expect(box).toHaveAccessibleDescription("Type a few letters.");
  await userEvent.type(box, "p");
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
    "Portugal",
    "Spain",
    "Peru",
  ]);
  await userEvent.type(box, "e");
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Peru"]);
  expect(await axeViolations(container)).toEqual([]);
  await userEvent.keyboard("{Enter}");
  expect(onChange).toHaveBeenLastCalledWith("PE");
  expect(box).toHaveValue("Peru");
  await userEvent.clear(box);
  expect(onChange).toHaveBeenLastCalledWith("");
  await userEvent.type(box, "xy");
  expect(screen.getByText("No country has “xy”.")).toBeInTheDocument();
});
