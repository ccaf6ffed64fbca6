import type { Meta, StoryObj } from "@storybook/react-vite";
import { HStack, Stack, Text } from "@chakra-ui/react";
import { themeTypes } from "../../theme/theme-types";
import { ThemeBadge } from "./theme-badge";

const meta: Meta<typeof ThemeBadge> = { title: "Components/ThemeBadge", component: ThemeBadge };
export default meta;

const sizes = ["sm", "md", "lg"] as const;

export const ByType: StoryObj<typeof ThemeBadge> = {
  name: "By type and size",
  render: () => (
    <Stack gap="4">
      <Text color="fg.muted">
        A solid badge in the colour of a trip theme type (switch the colour mode in the toolbar).
      </Text>
      {sizes.map((size) => (
        <HStack key={size} gap="3" wrap="wrap" as="section" aria-label={`size ${size}`}>
          {themeTypes.map((type) => (
            <ThemeBadge key={type} type={type} size={size}>
              {type}
            </ThemeBadge>
          ))}
        </HStack>
      ))}
    </Stack>
  ),
};
