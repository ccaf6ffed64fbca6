import type { Meta, StoryObj } from "@storybook/react-vite";
import { SimpleGrid } from "@chakra-ui/react";
import { Money } from "../money";
import { WalletCard } from "./wallet-card";
import type { WalletCardStatus } from "./types";

const meta: Meta<typeof WalletCard> = { title: "Components/WalletCard", component: WalletCard };
export default meta;

const statuses: { status: WalletCardStatus; label: string }[] = [
  { status: "active", label: "Active" },
  { status: "inactive", label: "Inactive" },
  { status: "spent", label: "Spent" },
  { status: "expired", label: "Expired" },
];

function Cards({
  kind,
  name,
  code,
  decimal,
  usableOn,
  amountLabel,
}: {
  kind: string;
  name: string;
  code: string;
  decimal: string;
  usableOn: string;
  amountLabel: string;
}) {
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

export const Certificates: StoryObj<typeof WalletCard> = {
  name: "Certificate in every status",
  render: () => (
    <Cards
      kind="Certificates"
      name="Spring Getaway certificate"
      code="CERT"
      decimal="100.00"
      usableOn="Hotels, Cruises"
      amountLabel="Value"
    />
  ),
};

export const DiscountCards: StoryObj<typeof WalletCard> = {
  name: "Discount card in every status",
  render: () => (
    <Cards
      kind="Discount cards"
      name="Silver Saver discount card"
      code="DISC"
      decimal="40.00"
      usableOn="Hotels"
      amountLabel="Value"
    />
  ),
};

export const CashCards: StoryObj<typeof WalletCard> = {
  name: "Cash card in every status",
  render: () => (
    <Cards
      kind="Cash cards"
      name="Travel Fund cash card"
      code="CASH"
      decimal="250.75"
      usableOn="Any product"
      amountLabel="Balance"
    />
  ),
};

export const ConvertedAmount: StoryObj<typeof WalletCard> = {
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
