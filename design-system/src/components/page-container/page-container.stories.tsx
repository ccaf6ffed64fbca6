import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Stack, Text } from "@chakra-ui/react";
import { PageContainer } from "./page-container";

const meta: Meta<typeof PageContainer> = {
  title: "Components/PageContainer",
  component: PageContainer,
};
export default meta;

const sizes = ["sm", "md", "lg", "xl", "xxl"] as const;

export const Sizes: StoryObj<typeof PageContainer> = {
  render: () => (
    <Stack gap="4" mx={{ base: "-4", md: "-6" }}>
      <Text px={{ base: "4", md: "6" }} color="fg.muted">
        Centred content, its width capped at a breakpoint (default xxl, 1540px), with side padding
        that grows with the viewport. Narrower than the cap, it fills the width.
      </Text>
      {sizes.map((size) => (
        <PageContainer key={size} size={size}>
          <Box bg="brand.subtle" color="brand.fg" borderRadius="md" p="3" fontWeight="semibold">
            size=&quot;{size}&quot;
          </Box>
        </PageContainer>
      ))}
    </Stack>
  ),
};

export const MainLandmark: StoryObj<typeof PageContainer> = {
  name: "Main landmark",
  render: () => (
    <PageContainer as="main" size="lg">
      <Stack gap="2" borderWidth="1px" borderRadius="lg" p="4" bg="bg.panel">
        <Text fontWeight="semibold">as=&quot;main&quot; size=&quot;lg&quot;</Text>
        <Text color="fg.muted">The page&apos;s main landmark, at most 992px wide.</Text>
      </Stack>
    </PageContainer>
  ),
};
