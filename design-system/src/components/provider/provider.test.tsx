import { Button } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import { axeViolations } from "../../testing/axe";
import { declarationsOf } from "../../testing/page-css";
import { Provider } from "./provider";

afterEach(() => {
  document.documentElement.className = "";
});

test("children get the system: a Button is styled with the brand palette", async () => {
  const { container } = render(
    <Provider>
      <Button>Search trips</Button>
    </Provider>,
  );
  expect(screen.getByRole("button", { name: "Search trips" })).toHaveClass("chakra-button");
  expect(declarationsOf("--chakra-colors-color-palette-solid")).toContain(
    "--chakra-colors-color-palette-solid: var(--chakra-colors-brand-solid)",
  );
  expect(declarationsOf("--chakra-colors-brand-600")).toEqual([
    "--chakra-colors-brand-600: #145c96",
  ]);
  expect(await axeViolations(container)).toEqual([]);
});

test("the document is in light mode by default", () => {
  render(<Provider>page</Provider>);
  expect(document.documentElement).toHaveClass("light");
  expect(document.documentElement).not.toHaveClass("dark");
  expect(document.documentElement.style.colorScheme).toBe("light");
});

test("a colour mode can be chosen, and switching replaces the previous one", () => {
  const { rerender, unmount } = render(<Provider colorMode="dark">page</Provider>);
  expect(document.documentElement).toHaveClass("dark");
  expect(document.documentElement).not.toHaveClass("light");

  rerender(<Provider colorMode="light">page</Provider>);
  expect(document.documentElement).toHaveClass("light");
  expect(document.documentElement).not.toHaveClass("dark");

  unmount();
  expect(document.documentElement).not.toHaveClass("light");
  expect(document.documentElement.style.colorScheme).toBe("");
});

test("a mode class the page already had stays after unmount", () => {
  document.documentElement.classList.add("light");
  const { unmount } = render(<Provider>page</Provider>);
  unmount();
  expect(document.documentElement).toHaveClass("light");
});

test("a page that carries the global CSS (prerendered) gets the components' styles but no second copy of it", () => {
  render(
    <Provider globalCss="prerendered">
      <Button>Search trips</Button>
    </Provider>,
  );
  expect(screen.getByRole("button", { name: "Search trips" })).toHaveClass("chakra-button");
  expect(declarationsOf("--chakra-colors-brand-600")).toEqual([]);
  expect(declarationsOf("--chakra-colors-color-palette-solid")).toContain(
    "--chakra-colors-color-palette-solid: var(--chakra-colors-brand-solid)",
  );
});
