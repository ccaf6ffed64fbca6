import type { Meta, StoryObj } from "@storybook/react-vite";
import { SimpleGrid } from "@chakra-ui/react";
import { Money } from "../money";
import { WalletCard } from "./wallet-card";
import type { WalletCardStatus } from "./types";

// The stories of one kind render Cards with their args; ConvertedAmount renders a card of its own.
const meta: Meta<typeof Cards> = { title: "Components/WalletCard", component: Cards };
export default meta;

type Story = StoryObj<typeof Cards>;

const statuses: { status: WalletCardStatus; label: string }[] = [
  { status: "active", label: "Active" },
  { status: "inactive", label: "Inactive" },
  { status: "spent", label: "Spent" },
  { status: "expired", label: "Expired" },
];

/** The args of a story of one kind of card. */
interface CardsArgs {
  /** The list's accessible name. */
  kind: string;
  name: string;
  /** The codes' prefix; each card adds its own number. */
  code: string;
  /** The amount, in US dollars. */
  decimal: string;
  usableOn: string;
  amountLabel: string;
}

/** A list of one kind of wallet card, a card in every status. */
function Cards({ kind, name, code, decimal, usableOn, amountLabel }: CardsArgs) {
  return (
    <SimpleGrid
      as="ul"
      aria-label={kind}
      columns={{ base: 1, md: 2 }}
      gap="4"
      listStyleType="none"
      m="0"
      p="0"
    >
      {statuses.map(({ status, label }, index) => (
        <WalletCard
          key={status}
          name={name}
          code={`${code}-${1041 + index}`}
          status={status}
          statusLabel={label}
          amount={<Money value={{ decimal, currency: "USD" }} locale="en-US" />}
          usableOn={usableOn}
          labels={{ status: "State", code: "Code", amount: amountLabel, usableOn: "Usable on" }}
        />
      ))}
    </SimpleGrid>
  );
}

export const Certificates: Story = {
  name: "Certificate in every status",
  args: {
    kind: "Certificates",
    name: "Spring Getaway certificate",
    code: "CERT",
    decimal: "100.00",
    usableOn: "Hotels, Cruises",
    amountLabel: "Value",
  },
};

export const DiscountCards: Story = {
  name: "Discount card in every status",
  args: {
    kind: "Discount cards",
    name: "Silver Saver discount card",
    code: "DISC",
    decimal: "40.00",
    usableOn: "Hotels",
    amountLabel: "Value",
  },
};

export const CashCards: Story = {
  name: "Cash card in every status",
  args: {
    kind: "Cash cards",
    name: "Travel Fund cash card",
    code: "CASH",
    decimal: "250.75",
    usableOn: "Any product",
    amountLabel: "Balance",
  },
};

export const ConvertedAmount: Story = {
  name: "Amount in the chosen and the card's own currency",
  render: () => (
    <SimpleGrid as="ul" aria-label="Certificates" maxW="md" listStyleType="none" m="0" p="0">
      <WalletCard
        name="Lisbon weekend, a certificate with a rather long name that wraps"
        code="CERT-EUR-7781"
        status="active"
        statusLabel="Active"
        amount={
          <Money
            value={{ decimal: "90.00", currency: "EUR" }}
            locale="en-US"
            caption="(USD 100.00 on the card)"
          />
        }
        usableOn="Hotels, Condos, Cruises"
        labels={{ status: "State", code: "Code", amount: "Value", usableOn: "Usable on" }}
      />
    </SimpleGrid>
  ),
};
