import { screen } from "@testing-library/react";
import { axeViolations } from "../../testing/axe";
import { declarationsOf } from "../../testing/page-css";
import { renderWithSystem } from "../../testing/render";
import { Panel } from "./panel";

test("a bordered, rounded box on the panel background, as any element", async () => {
  const { container } = renderWithSystem(
    <Panel as="section" aria-label="Trip" layout="stack" gap="4">
      <p>Dates</p>
    </Panel>,
  );
  const section = screen.getByRole("region", { name: "Trip" });
  expect(section).toContainElement(screen.getByText("Dates"));
  expect(declarationsOf("border-width")).toContain("border-width: 1px");
  expect(declarationsOf("background")).toContain("background: var(--chakra-colors-bg-panel)");
  expect(declarationsOf("flex-direction")).toContain("flex-direction: column");
  expect(await axeViolations(container)).toEqual([]);
});

test("the subtle tone, a smaller radius and padding", () => {
  renderWithSystem(
    <Panel tone="subtle" radius="lg" padding="sm">
      Notice
    </Panel>,
  );
  expect(screen.getByText("Notice")).toBeInTheDocument();
  expect(declarationsOf("background")).toContain("background: var(--chakra-colors-bg-subtle)");
});
