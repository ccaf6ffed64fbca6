import { useState } from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../testing/axe";
import { renderWithSystem } from "../../testing/render";
import { Pagination } from "./pagination";

function Pages({ total }: { total: number }) {
  const [page, setPage] = useState(1);
  return <Pagination page={page} totalPages={total} onPageChange={setPage} />;
}

test("a labelled navigation with the current page marked and the ends disabled", async () => {
  const { container } = renderWithSystem(<Pages total={3} />);
  const nav = screen.getByRole("navigation", { name: "Pages" });
  expect(nav).toHaveTextContent("Page 1 of 3");
  expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
  await userEvent.click(screen.getByRole("button", { name: "Next" }));
  await userEvent.click(screen.getByRole("button", { name: "Next" }));
  expect(nav).toHaveTextContent("Page 3 of 3");
  expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  expect(screen.getByRole("button", { name: "Page 3" })).toHaveFocus();
  expect(await axeViolations(container)).toEqual([]);
});
