import { useState } from "react";
import { Field } from "@chakra-ui/react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../testing/axe";
import { renderWithSystem } from "../../testing/render";
import { DateField } from "./date-field";
import type { DateFieldProps } from "./types";

function Harness(props: Partial<DateFieldProps> & { initial?: string; seen?: string[] }) {
  const { initial = "", seen = [], ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <Field.Root>
      <Field.Label>Check-in</Field.Label>
      <DateField
        value={value}
        onValueChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
        {...rest}
      />
      <output data-testid="value">{value}</output>
    </Field.Root>
  );
}

const input = () => screen.getByRole("textbox", { name: "Check-in" });
const openCalendar = async (name: RegExp = /Choose date|Change date/) => {
  await userEvent.click(screen.getByRole("button", { name }));
  const dialog = await screen.findByRole("dialog", { name: "Choose date" });
  await within(dialog).findByRole("grid");
  return dialog;
};
const focusedDay = () => document.activeElement as HTMLElement;

test("typed days are read in the locale's order or as ISO; other text is reported as typed", async () => {
  const seen: string[] = [];
  renderWithSystem(<Harness seen={seen} />);
  expect(input()).toHaveAttribute("placeholder", "MM/DD/YYYY".toLowerCase());
  await userEvent.type(input(), "12/25/2026");
  expect(screen.getByTestId("value")).toHaveTextContent("2026-12-25");
  await userEvent.clear(input());
  await userEvent.type(input(), "2026-02-30");
  expect(screen.getByTestId("value")).toHaveTextContent("2026-02-30");
  expect(seen.at(-1)).toBe("2026-02-30"); // not a real day: the text itself, for the form to refuse
  await userEvent.clear(input());
  expect(seen.at(-1)).toBe("");
  await userEvent.type(input(), "2026-3-7");
  await userEvent.tab();
  expect(input()).toHaveValue("03/07/2026"); // tidied on leaving
  expect(screen.getByTestId("value")).toHaveTextContent("2026-03-07");
});

test("Spanish: day first, the pattern and the month and day names in Spanish", async () => {
  renderWithSystem(
    <Harness
      locale="es-ES"
      initial="2026-12-25"
      min="2026-12-03"
      text={{ day: "dd", month: "mm", year: "aaaa", chooseDate: "Elegir fecha" }}
    />,
  );
  expect(input()).toHaveValue("25/12/2026");
  expect(input()).toHaveAttribute("placeholder", "dd/mm/aaaa");
  await userEvent.click(
    screen.getByRole("button", { name: /Change date, 25 de diciembre de 2026/ }),
  );
  const dialog = await screen.findByRole("dialog", { name: "Elegir fecha" });
  await within(dialog).findByRole("grid");
  expect(within(dialog).getByText("Diciembre de 2026")).toBeInTheDocument();
  const headers = [...dialog.querySelectorAll("th")];
  expect(headers[0]).toHaveAttribute("abbr", "domingo");
  await userEvent.clear(input());
  await userEvent.type(input(), "7/3/2027");
  expect(screen.getByTestId("value")).toHaveTextContent("2027-03-07");
});

test("the calendar starts weeks on Sunday, focuses the chosen day and disables days before min", async () => {
  const { container } = renderWithSystem(<Harness initial="2026-12-10" min="2026-12-08" />);
  const dialog = await openCalendar();
  const headers = [...dialog.querySelectorAll("th")];
  expect(headers.map((h) => h.getAttribute("abbr"))).toEqual([
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
  ]);
  // 1 December 2026 is a Tuesday: the first row starts on Sunday 29 November
  const firstRow = dialog.querySelector("tbody tr")!;
  expect(within(firstRow as HTMLElement).getAllByRole("gridcell")[0]).toHaveAttribute(
    "data-value",
    "2026-11-29",
  );
  await waitFor(() => expect(focusedDay()).toHaveAttribute("data-value", "2026-12-10"));
  const dec7 = dialog.querySelector('[data-part="table-cell-trigger"][data-value="2026-12-07"]');
  expect(dec7).toHaveAttribute("aria-disabled", "true");
  expect(dec7).toHaveAccessibleName(/December 7, 2026, not available/);
  await userEvent.click(dec7 as HTMLElement);
  expect(screen.getByTestId("value")).toHaveTextContent("2026-12-10");
  expect(await axeViolations(container)).toEqual([]);
});

test("keyboard: arrows, Page Down, Escape back to the button, Enter and Space choose", async () => {
  renderWithSystem(<Harness initial="2026-12-10" />);
  const dialog = await openCalendar();
  await waitFor(() => expect(focusedDay()).toHaveAttribute("data-value", "2026-12-10"));
  await userEvent.keyboard("{ArrowRight}");
  await waitFor(() => expect(focusedDay()).toHaveAttribute("data-value", "2026-12-11"));
  await userEvent.keyboard("{ArrowDown}");
  await waitFor(() => expect(focusedDay()).toHaveAttribute("data-value", "2026-12-18"));
  await userEvent.keyboard("{PageDown}");
  await waitFor(() => expect(focusedDay()).toHaveAttribute("data-value", "2027-01-18"));
  expect(within(dialog).getByText("January 2027")).toBeInTheDocument(); // the title follows
  await userEvent.keyboard("{Escape}");
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  // the calendar gives focus back to its button once it has closed (a frame later)
  await waitFor(() =>
    expect(screen.getByRole("button", { name: /Change date, December 10, 2026/ })).toHaveFocus(),
  );
  expect(screen.getByTestId("value")).toHaveTextContent("2026-12-10");

  await openCalendar();
  await waitFor(() => expect(focusedDay()).toHaveAttribute("data-value", "2026-12-10"));
  await userEvent.keyboard("{ArrowLeft}{Enter}");
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(screen.getByTestId("value")).toHaveTextContent("2026-12-09");
  expect(input()).toHaveValue("12/09/2026");
  // the calendar gives focus back to its button once it has closed (a frame later)
  await waitFor(() =>
    expect(screen.getByRole("button", { name: /Change date, December 9, 2026/ })).toHaveFocus(),
  );

  await openCalendar();
  await waitFor(() => expect(focusedDay()).toHaveAttribute("data-value", "2026-12-09"));
  await userEvent.keyboard("{ArrowUp}");
  await waitFor(() => expect(focusedDay()).toHaveAttribute("data-value", "2026-12-02"));
  await userEvent.keyboard("[Space]");
  expect(screen.getByTestId("value")).toHaveTextContent("2026-12-02");
});

test("Tab stays in the dialog; pressing outside closes it; Alt+Down opens it from the input", async () => {
  renderWithSystem(
    <>
      <Harness initial="2026-12-10" />
      <button type="button">Elsewhere</button>
    </>,
  );
  await userEvent.click(input());
  await userEvent.keyboard("{Alt>}{ArrowDown}{/Alt}");
  const dialog = await screen.findByRole("dialog", { name: "Choose date" });
  await waitFor(() => expect(focusedDay()).toHaveAttribute("data-value", "2026-12-10"));
  for (let i = 0; i < 4; i++) {
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await userEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
});

test("a value set from outside replaces the text", async () => {
  function Outside() {
    const [value, setValue] = useState("2026-12-10");
    return (
      <Field.Root>
        <Field.Label>Check-out</Field.Label>
        <DateField value={value} onValueChange={setValue} />
        <button type="button" onClick={() => setValue("2027-01-02")}>
          Move
        </button>
      </Field.Root>
    );
  }
  renderWithSystem(<Outside />);
  const field = screen.getByRole("textbox", { name: "Check-out" });
  expect(field).toHaveValue("12/10/2026");
  await userEvent.click(screen.getByRole("button", { name: "Move" }));
  expect(field).toHaveValue("01/02/2027");
});
