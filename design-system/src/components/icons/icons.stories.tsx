import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { Code, SimpleGrid, Stack } from "@chakra-ui/react";
import * as allIcons from "./icons";

const meta: Meta = { title: "Components/Icons" };
export default meta;

/** Every icon the package exports, by name (a new icon shows here without editing this file). */
const icons: Record<string, ComponentType> = allIcons;

export const All: StoryObj = {
  render: () => (
    <SimpleGrid columns={{ base: 2, sm: 3, md: 5 }} gap="4">
      {Object.entries(icons).map(([name, Icon]) => (
        <Stack
          key={name}
          align="center"
          gap="2"
          borderWidth="1px"
          borderRadius="lg"
          p="4"
          fontSize="2xl"
        >
          <Icon />
          <Code fontSize="xs">{name}</Code>
        </Stack>
      ))}
    </SimpleGrid>
  ),
};
