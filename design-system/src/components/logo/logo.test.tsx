import { screen } from "@testing-library/react";
import { axeViolations } from "../../testing/axe";
import { declarationsOf } from "../../testing/page-css";
import { renderWithSystem } from "../../testing/render";
import { Logo } from "./logo";

test("is one image named after the organisation, with the name shown beside the mark", async () => {
  const { container } = renderWithSystem(<Logo orgName="Sunway Travel" />);
  const logo = screen.getByRole("img", { name: "Sunway Travel" });
  expect(logo).toHaveTextContent("Sunway Travel");
  expect(logo.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  expect(screen.getAllByRole("img")).toHaveLength(1);
  expect(await axeViolations(container)).toEqual([]);
});

test("without the wordmark it keeps its accessible name", async () => {
  const { container } = renderWithSystem(<Logo orgName="Sunway Travel" showWordmark={false} />);
  const logo = screen.getByRole("img", { name: "Sunway Travel" });
  expect(logo).not.toHaveTextContent("Sunway Travel");
  expect(logo.querySelector("svg")).toBeInTheDocument();
  expect(await axeViolations(container)).toEqual([]);
});

test("works inside a link as the link's name", async () => {
  const { container } = renderWithSystem(
    <a href="/">
      <Logo orgName="Sunway Travel" size="sm" />
    </a>,
  );
  expect(screen.getByRole("link", { name: "Sunway Travel" })).toHaveAttribute("href", "/");
  expect(await axeViolations(container)).toEqual([]);
});

test("the mark is drawn in the brand and accent colours, so it follows the colour mode", () => {
  renderWithSystem(<Logo orgName="Sunway Travel" />);
  expect(declarationsOf("fill")).toEqual(
    expect.arrayContaining([
      "fill: var(--chakra-colors-brand-solid)",
      "fill: var(--chakra-colors-accent-solid)",
    ]),
  );
  expect(declarationsOf("stroke")).toContain("stroke: var(--chakra-colors-brand-contrast)");
});
