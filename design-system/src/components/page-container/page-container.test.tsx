import { screen } from "@testing-library/react";
import { axeViolations } from "../../testing/axe";
import { declarationsOf, pageCss } from "../../testing/page-css";
import { renderWithSystem } from "../../testing/render";
import { PageContainer } from "./page-container";

test("centres its content, capped at the xxl breakpoint by default", async () => {
  const { container } = renderWithSystem(
    <PageContainer as="main">
      <h1>Your trips</h1>
    </PageContainer>,
  );
  const main = screen.getByRole("main");
  expect(main).toContainElement(screen.getByRole("heading", { name: "Your trips" }));
  expect(declarationsOf("max-width")).toContain("max-width: var(--chakra-sizes-breakpoint-xxl)");
  expect(declarationsOf("--chakra-sizes-breakpoint-xxl")).toEqual([
    "--chakra-sizes-breakpoint-xxl: 1540px",
  ]);
  expect(pageCss()).toMatch(/@media screen and \(min-width: 48rem\) \{[^}]*padding-inline/);
  expect(await axeViolations(container)).toEqual([]);
});

test("a smaller size caps it at that breakpoint", () => {
  renderWithSystem(<PageContainer size="lg">narrow</PageContainer>);
  expect(screen.getByText("narrow")).toBeInTheDocument();
  expect(declarationsOf("max-width")).toContain("max-width: var(--chakra-sizes-breakpoint-lg)");
});

test("other Box props pass through", () => {
  renderWithSystem(
    <PageContainer data-testid="page" aria-label="Results">
      x
    </PageContainer>,
  );
  expect(screen.getByTestId("page")).toHaveAttribute("aria-label", "Results");
});
