import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ThemeBadge } from "../components/theme-badge";
import { themeColorByType, themeTypes } from "../theme/theme-types";
import { GalleryPage } from "./gallery-page";

const meta: Meta = { title: "Foundations/Theme colours" };
export default meta;

export const ByType: StoryObj = {
  name: "By type",
  render: () => (
    <GalleryPage
      title="Theme colours by type"
      gap="6"
      intro={
        <>
          A trip theme's type picks its colour: <code>themeColorByType(type)</code> gives the token,
          its <code>.contrast</code> the text on it. Switch the colour mode in the toolbar.
        </>
      }
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {themeTypes.map((type) => (
          <Stack key={type} gap="3" borderWidth="1px" borderRadius="xl" p="4" bg="bg.panel">
            <Box
              bg={themeColorByType(type)}
              color={`${themeColorByType(type)}.contrast`}
              borderRadius="lg"
              p="4"
              fontWeight="semibold"
            >
              {type}
            </Box>
            <Box bg={`${themeColorByType(type)}.subtle`} borderRadius="lg" p="3">
              subtle
            </Box>
            <Box bg={`${themeColorByType(type)}.muted`} borderRadius="lg" p="3">
              muted
            </Box>
            <Box>
              <ThemeBadge type={type}>{type} badge</ThemeBadge>
            </Box>
            <Text fontFamily="mono" fontSize="xs">
              {themeColorByType(type)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </GalleryPage>
  ),
};
