import { config, slotRecipes, system } from "./system";

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

test("only the recipes of the Chakra components the product uses are in the system", () => {
  const { recipes, slotRecipes } = system._config.theme ?? {};
  expect(Object.keys(recipes ?? {}).sort()).toEqual([
    "badge",
    "button",
    "checkmark",
    "code",
    "heading",
    "icon",
    "input",
    "inputAddon",
    "link",
    "radiomark",
    "separator",
    "skeleton",
    "skipNavLink",
    "spinner",
    "textarea",
  ]);
  expect(Object.keys(slotRecipes ?? {}).sort()).toEqual([
    "alert",
    "card",
    "checkbox",
    "dataList",
    "dialog",
    "drawer",
    "emptyState",
    "field",
    "fieldset",
    "menu",
    "nativeSelect",
    "radioGroup",
    "stat",
    "table",
  ]);
  // Chakra's recipes of components the product does not use stay out.
  expect(system.isSlotRecipe("datePicker")).toBe(false);
  expect(system.isRecipe("kbd")).toBe(false);
});

test("a horizontal data list item is a row, also when the orientation changes at a breakpoint", () => {
  const horizontal = slotRecipes.dataList.variants?.orientation?.horizontal;
  expect(horizontal?.item).toMatchObject({ display: "inline-flex", flexDirection: "row" });
  expect(slotRecipes.dataList.variants?.orientation?.vertical?.item).toMatchObject({
    flexDirection: "column",
  });
});
