import type { Meta, StoryObj } from "@storybook/react-vite";
import { Heading, Stack, Text } from "@chakra-ui/react";
import { Logo } from "./logo";

const meta: Meta<typeof Logo> = { title: "Components/Logo", component: Logo };
export default meta;

const sizes = ["sm", "md", "lg"] as const;

export const Sizes: StoryObj<typeof Logo> = {
  render: () => (
    <Stack gap="6" align="start">
      <Heading as="h1" size="2xl">
        Logo
      </Heading>
      <Text color="fg.muted">
        The mark (a sun over two waves) and the organisation&apos;s name, announced as one image
        named after the organisation.
      </Text>
      {sizes.map((size) => (
        <Stack key={size} gap="2" as="section" aria-label={`size ${size}`}>
          <Text fontSize="sm" color="fg.muted">
            size=&quot;{size}&quot;
          </Text>
          <Logo orgName="Sunway Travel" size={size} />
        </Stack>
      ))}
    </Stack>
  ),
};

export const MarkOnly: StoryObj<typeof Logo> = {
  name: "Mark only",
  render: () => (
    <Stack gap="3" align="start">
      <Text color="fg.muted">
        showWordmark=&quot;false&quot;: the mark alone (narrow headers); its accessible name is
        still the organisation&apos;s.
      </Text>
      <Logo orgName="Sunway Travel" showWordmark={false} />
    </Stack>
  ),
};
