import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "@chakra-ui/react";
import { FormMessage } from "./form-message";

const meta: Meta = { title: "Components/FormMessage" };
export default meta;

export const Kinds: StoryObj = {
  render: () => (
    <Stack gap="4" maxW="xl">
      <FormMessage status="error">The booking could not be saved. Please try again.</FormMessage>
      <FormMessage status="success">Your profile was saved.</FormMessage>
      <FormMessage status="info">We sent you an email with a link.</FormMessage>
    </Stack>
  ),
};
