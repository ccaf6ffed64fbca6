import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";
import { config } from "./theme";

/**
 * The recipes of the Chakra components the product uses, by the key each component looks up.
 * A component whose recipe is missing renders unstyled: add its recipe here when you start
 * using one (`system.test.ts` lists them).
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

const horizontalDataList = dataListSlotRecipe.variants?.orientation?.horizontal;

/**
 * Chakra's data list, its horizontal items laid out in a row: Chakra's horizontal item sets only
 * `inline-flex` and centring, so with a responsive orientation (`{ base: "vertical", sm:
 * "horizontal" }`) the vertical item's column survived from sm up and every label and value
 * showed centred, one under the other, in the middle of the page.
 */
const dataListRecipe = {
  ...dataListSlotRecipe,
  variants: {
    ...dataListSlotRecipe.variants,
    orientation: {
      ...dataListSlotRecipe.variants?.orientation,
      horizontal: {
        ...horizontalDataList,
        item: { ...horizontalDataList?.item, flexDirection: "row" },
      },
    },
  },
};

/** The slot recipes (multi-part components) the product uses. */
export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
};

/**
 * Chakra's base (conditions, utilities) and default theme (tokens, text and layer styles,
 * keyframes, global styles) with only the recipes above, instead of `defaultConfig` and its
 * recipe for every Chakra component, which would all ship in the first page's script. Chakra's
 * breakpoints are left out: `createSystem` deep-merges configs, so Chakra's `2xl` (1536px)
 * would otherwise survive beside the product's own breakpoints.
 */
const chakraDefaults = defineConfig({
  ...defaultBaseConfig,
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export { config };

/** The Chakra system of the product: pass it to `ChakraProvider`, or use `Provider`. */
export const system = createSystem(chakraDefaults, config);
