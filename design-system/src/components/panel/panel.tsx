import { chakra } from "@chakra-ui/react";
import { panelRecipe } from "../../theme/recipes/panel";

/**
 * A panel (see `panelRecipe`): `<Panel as="section" layout="stack" gap="4">`. Other Box props
 * pass through; `asChild` styles its one child instead (a `Stat.Root`, a `Card.Root`).
 */
export const Panel = chakra("div", panelRecipe);
