import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "@chakra-ui/react";
import { ErrorState, LoadingState, NothingState } from "./query-states";

const meta: Meta = { title: "Components/Query states" };
export default meta;

export const Loading: StoryObj = { render: () => <LoadingState /> };
export const LoadingPage: StoryObj = {
  name: "Loading (page)",
  render: () => <LoadingState page />,
};
export const LoadingLabelled: StoryObj = {
  name: "Loading (own label)",
  render: () => <LoadingState label="Loading your bookings…" />,
};
export const Failed: StoryObj = {
  name: "Error",
  render: () => <ErrorState onRetry={() => undefined} />,
};
export const ErrorWithoutRetry: StoryObj = {
  name: "Error (no retry)",
  render: () => <ErrorState message="The offers could not be loaded." />,
};
export const Nothing: StoryObj = {
  render: () => (
    <NothingState message="You have no bookings yet.">
      <Button colorPalette="brand">Find a trip</Button>
    </NothingState>
  ),
};
