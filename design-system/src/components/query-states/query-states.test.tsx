import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../testing/axe";
import { renderWithSystem } from "../../testing/render";
import { UiTextProvider, defaultUiText } from "../ui-text";
import { ErrorState, LoadingState, NothingState } from "./query-states";

test("loading is a polite status, in the app's words", async () => {
  const { container } = renderWithSystem(
    <UiTextProvider value={{ ...defaultUiText, loading: "Cargando…" }}>
      <LoadingState />
    </UiTextProvider>,
  );
  expect(screen.getByRole("status")).toHaveTextContent("Cargando…");
  expect(await axeViolations(container)).toEqual([]);
});

test("an error is an alert with a retry button", async () => {
  const retry = jest.fn();
  const { container } = renderWithSystem(<ErrorState onRetry={retry} />);
  expect(screen.getByRole("alert")).toHaveTextContent(defaultUiText.loadFailed);
  await userEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(retry).toHaveBeenCalledTimes(1);
  expect(await axeViolations(container)).toEqual([]);
});

test("nothing to show says so, with what to do next", () => {
  renderWithSystem(
    <NothingState message="No trips yet">
      <a href="/hotel">Browse hotels</a>
    </NothingState>,
  );
  expect(screen.getByText("No trips yet")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Browse hotels" })).toBeInTheDocument();
});
