import { screen } from "@testing-library/react";
import { themeTypes } from "../../theme/theme-types";
import { axeViolations } from "../../testing/axe";
import { declarationsOf } from "../../testing/page-css";
import { renderWithSystem } from "../../testing/render";
import { ThemeBadge } from "./theme-badge";

test.each(themeTypes)("a %s badge takes that theme's colours", async (type) => {
  const { container } = renderWithSystem(<ThemeBadge type={type}>Label</ThemeBadge>);
  expect(screen.getByText("Label")).toHaveAttribute("data-theme-type", type);
  const cssName = type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  expect(declarationsOf("--chakra-colors-color-palette-solid")).toContain(
    `--chakra-colors-color-palette-solid: var(--chakra-colors-theme-${cssName}-solid)`,
  );
  expect(await axeViolations(container)).toEqual([]);
});

test("passes other badge props through", () => {
  renderWithSystem(
    <ThemeBadge type="future" size="lg" title="Coming soon">
      Future
    </ThemeBadge>,
  );
  expect(screen.getByText("Future")).toHaveAttribute("title", "Coming soon");
});
