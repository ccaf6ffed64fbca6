import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { Code, SimpleGrid, Stack } from "@chakra-ui/react";
import {
  BackIcon,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CopyIcon,
  ExternalIcon,
  EyeIcon,
  EyeOffIcon,
  MenuIcon,
  UserIcon,
} from "./icons";

const meta: Meta = { title: "Components/Icons" };
export default meta;

const icons: Record<string, ComponentType> = {
  BackIcon,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CopyIcon,
  ExternalIcon,
  EyeIcon,
  EyeOffIcon,
  MenuIcon,
  UserIcon,
};

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
