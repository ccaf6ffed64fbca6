import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { PriceBreakdown } from "./price-breakdown";

const meta: Meta<typeof PriceBreakdown> = {
  title: "Components/PriceBreakdown",
  component: PriceBreakdown,
};
export default meta;

const usd = (decimal: string) => ({ decimal, currency: "USD" });

export const EveryLine: StoryObj<typeof PriceBreakdown> = {
  name: "Every kind of line",
  render: () => (
    <Box maxW="sm">
      <PriceBreakdown
        label="Price breakdown"
        locale="en-US"
        lines={[
          { key: "base", label: "Subtotal", amount: usd("540.00"), detail: "3 nights" },
          { key: "certificate", label: "Certificate: Spring Getaway", amount: usd("-100.00") },
          { key: "discount", label: "Discount card: Silver Saver", amount: usd("-40.00") },
          { key: "cash", label: "Cash card: Travel Fund", amount: usd("-25.50") },
          { key: "taxes", label: "Taxes and fees", amount: usd("48.60") },
        ]}
        total={{ label: "Total", amount: usd("423.10") }}
      />
    </Box>
  ),
};

export const PriceOnly: StoryObj<typeof PriceBreakdown> = {
  name: "Price only, another currency",
  render: () => (
    <Box maxW="sm">
      <PriceBreakdown
        label="Desglose del precio"
        locale="es-ES"
        lines={[
          {
            key: "base",
            label: "Subtotal",
            amount: { decimal: "1299.00", currency: "EUR" },
            detail: "2 huéspedes",
          },
        ]}
        total={{ label: "Total", amount: { decimal: "1299.00", currency: "EUR" } }}
      />
    </Box>
  ),
};
