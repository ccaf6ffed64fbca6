import { buttonRecipe } from "./button";
import { linkRecipe } from "./link";

/** Recipe overrides, merged over Chakra's recipes of the same name. */
export const recipes = { button: buttonRecipe, link: linkRecipe };
