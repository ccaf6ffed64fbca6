import { config, system } from "./system";

test("buttons and links use the brand palette unless told otherwise", () => {
  expect(system.getRecipe("button").base.colorPalette).toBe("brand");
  expect(system.getRecipe("link").base.colorPalette).toBe("brand");
});

test("the overrides keep Chakra's recipe variants", () => {
  const button = system.getRecipe("button");
  expect(button.defaultVariants).toEqual({ size: "md", variant: "solid" });
  expect(Object.keys(button.variants.variant)).toContain("outline");
  expect(button.base.display).toBe("inline-flex");
});

test("brand colours become CSS variables", () => {
  const vars = JSON.stringify(system.getTokenCss());
  expect(vars).toContain('"--chakra-colors-brand-600":"#145c96"');
  expect(vars).toContain('"--chakra-colors-brand-solid":"var(--chakra-colors-brand-600)"');
});

test("fonts are the system's own: no web font, nothing fetched", () => {
  expect(system.token("fonts.body")).toMatch(/^system-ui, /);
  expect(system.token("fonts.heading")).toBe(system.token("fonts.body"));
  const everything = JSON.stringify([config, system.getGlobalCss(), system.getTokenCss()]);
  expect(everything).not.toMatch(/@font-face|url\(|https?:\/\/|Inter\b/);
});
