import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Code, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { system } from "../system";
import { GalleryPage, GallerySection } from "./gallery-page";

const meta: Meta = { title: "Foundations/Type and space" };
export default meta;

const token = (path: string) => String(system.token(path));

const fontSizes = ["xs", "sm", "md", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl"] as const;
const headingSizes = ["sm", "md", "lg", "xl", "2xl", "3xl", "4xl"] as const;

export const TypeScale: StoryObj = {
  name: "Type scale",
  render: () => (
    <GalleryPage
      title="Type scale"
      intro={
        <>
          The operating system's own fonts (no web font is downloaded): body and headings{" "}
          <Code>{token("fonts.body").split(",")[0]}</Code>…, code{" "}
          <Code>{token("fonts.mono").split(",")[0]}</Code>….
        </>
      }
    >
      <GallerySection title="Font sizes">
        {fontSizes.map((size) => (
          <Flex key={size} gap="4" align="baseline" wrap="wrap">
            <Code minW="20">
              {size} · {token(`fontSizes.${size}`)}
            </Code>
            <Text fontSize={size}>Holidays by the sea</Text>
          </Flex>
        ))}
      </GallerySection>
      <GallerySection title="Heading sizes">
        {headingSizes.map((size) => (
          <Flex key={size} gap="4" align="baseline" wrap="wrap">
            <Code minW="20">Heading {size}</Code>
            <Heading as="p" size={size}>
              Your trip to Lisbon
            </Heading>
          </Flex>
        ))}
      </GallerySection>
      <GallerySection title="Weights" label="Font weights">
        {(["normal", "medium", "semibold", "bold"] as const).map((weight) => (
          <Text key={weight} fontWeight={weight}>
            {weight} · {token(`fontWeights.${weight}`)}
          </Text>
        ))}
      </GallerySection>
    </GalleryPage>
  ),
};

const spacing = ["0.5", "1", "2", "3", "4", "5", "6", "8", "10", "12", "16", "20", "24"] as const;
const radii = ["none", "2xs", "xs", "sm", "md", "lg", "xl", "2xl", "3xl", "4xl", "full"] as const;

export const SpacingAndRadii: StoryObj = {
  name: "Spacing and radii",
  render: () => (
    <GalleryPage title="Spacing and radii">
      <GallerySection title="Spacing" gap="2">
        {spacing.map((space) => (
          <Flex key={space} gap="4" align="center">
            <Code minW="28">
              {space} · {token(`spacing.${space}`)}
            </Code>
            <Box h="4" w={space} bg="brand.solid" borderRadius="xs" />
          </Flex>
        ))}
      </GallerySection>
      <GallerySection title="Radii">
        <SimpleGrid columns={{ base: 2, sm: 4, lg: 6 }} gap="4">
          {radii.map((radius) => (
            <Stack key={radius} gap="1">
              <Box
                h="16"
                bg="bg.muted"
                borderWidth="2px"
                borderColor="brand.solid"
                borderRadius={radius}
              />
              <Code w="fit-content">
                {radius} · {token(`radii.${radius}`)}
              </Code>
            </Stack>
          ))}
        </SimpleGrid>
      </GallerySection>
    </GalleryPage>
  ),
};
