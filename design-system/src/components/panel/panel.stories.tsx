import type { Meta, StoryObj } from "@storybook/react-vite";
import { Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { Panel } from "./panel";

const meta: Meta<typeof Panel> = { title: "Components/Panel", component: Panel };
export default meta;

const paddings = ["none", "sm", "md", "lg"] as const;

export const Variants: StoryObj<typeof Panel> = {
  render: () => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Panel>
        <Heading size="md">tone=&quot;panel&quot; (default)</Heading>
        <Text color="fg.muted">A part of a page: a form, a summary, a card of a list.</Text>
      </Panel>
      <Panel tone="subtle">
        <Heading size="md">tone=&quot;subtle&quot;</Heading>
        <Text color="fg.muted">The quieter box of a notice.</Text>
      </Panel>
      {paddings.map((padding) => (
        <Panel key={padding} padding={padding}>
          <Text>padding=&quot;{padding}&quot;</Text>
        </Panel>
      ))}
      <Panel radius="lg">
        <Text>radius=&quot;lg&quot;</Text>
      </Panel>
      <Panel layout="stack" gap="2">
        <Text>layout=&quot;stack&quot; gap=&quot;2&quot;</Text>
        <Text>second line</Text>
        <Text>third line</Text>
      </Panel>
    </SimpleGrid>
  ),
};
