import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack, Text } from "@chakra-ui/react";
import { Money } from "./money";

const meta: Meta<typeof Money> = { title: "Components/Money", component: Money };
export default meta;

export const Amounts: StoryObj<typeof Money> = {
  name: "Amounts, currencies and languages",
  render: () => (
    <Stack gap="3" as="ul" listStyleType="none" m="0" p="0">
      <li>
        <Money value={{ decimal: "1234.50", currency: "USD" }} locale="en-US" />
      </li>
      <li>
        <Money value={{ decimal: "1234.50", currency: "EUR" }} locale="es-ES" />
      </li>
      <li>
        <Money value={{ decimal: "1630", currency: "JPY" }} locale="en-US" />
      </li>
      <li>
        <Money value={{ decimal: "1.235", currency: "KWD" }} locale="en-US" />
      </li>
      <li>
        <Money value={{ decimal: "-25.00", currency: "USD" }} locale="en-US" />
      </li>
    </Stack>
  ),
};

export const WasAndCaption: StoryObj<typeof Money> = {
  name: "Was price and captions",
  render: () => (
    <Stack gap="3">
      <Text>
        <Money
          value={{ decimal: "138.00", currency: "USD" }}
          locale="en-US"
          fontWeight="bold"
          was={{ value: { decimal: "160.00", currency: "USD" }, label: "Was" }}
          caption="per night"
        />
      </Text>
      <Text>
        <Money
          value={{ decimal: "414.00", currency: "USD" }}
          locale="en-US"
          fontWeight="bold"
          caption="total for 3 nights"
        />
      </Text>
      <Text>
        <Money
          value={{ decimal: "89.90", currency: "EUR" }}
          locale="es-ES"
          fontWeight="bold"
          textStyle="xl"
          was={{ value: { decimal: "99.00", currency: "EUR" }, label: "Antes" }}
          caption="por persona"
        />
      </Text>
    </Stack>
  ),
};

export const InASentence: StoryObj<typeof Money> = {
  name: "In a sentence",
  render: () => (
    <Stack gap="3">
      <Text>
        <Money
          value={{ decimal: "108.00", currency: "EUR" }}
          locale="en-US"
          sentence="{{price}} per night"
        />
      </Text>
      <Text textStyle="lg">
        <Money
          value={{ decimal: "35.00", currency: "USD" }}
          locale="es-ES"
          sentence="{{price}} por persona"
        />
      </Text>
    </Stack>
  ),
};
