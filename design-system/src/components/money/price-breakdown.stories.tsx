import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { PriceBreakdown } from "./price-breakdown";

const meta: Meta<typeof PriceBreakdown> = {
  title: "Components/PriceBreakdown",
  component: PriceBreakdown,
  // every story in the same narrow column
  decorators: [
    (Story) => (
      <Box maxW="sm">
        <Story />
      </Box>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof PriceBreakdown>;

const usd = (decimal: string) => ({ decimal, currency: "USD" });

export const EveryLine: Story = {
  name: "Every kind of line",
  args: {
    label: "Price breakdown",
    locale: "en-US",
    lines: [
      { key: "base", label: "Subtotal", amount: usd("540.00"), detail: "3 nights" },
      { key: "certificate", label: "Certificate: Spring Getaway", amount: usd("-100.00") },
      { key: "discount", label: "Discount card: Silver Saver", amount: usd("-40.00") },
      { key: "cash", label: "Cash card: Travel Fund", amount: usd("-25.50") },
      { key: "taxes", label: "Taxes and fees", amount: usd("48.60") },
    ],
    total: { label: "Total", amount: usd("423.10") },
  },
};

export const PriceOnly: Story = {
  name: "Price only, another currency",
  args: {
    label: "Desglose del precio",
    locale: "es-ES",
    lines: [
      {
        key: "base",
        label: "Subtotal",
        amount: { decimal: "1299.00", currency: "EUR" },
        detail: "2 huéspedes",
      },
    ],
    total: { label: "Total", amount: { decimal: "1299.00", currency: "EUR" } },
  },
};
