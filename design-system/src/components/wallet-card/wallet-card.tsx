import { Badge, Box, DataList, Heading } from "@chakra-ui/react";
import { Panel } from "../panel";
import type { WalletCardProps, WalletCardStatus } from "./types";

/** Badge colours of the statuses; the badge always carries the status's name too. */
export const walletCardStatusPalette: Record<
  WalletCardStatus,
  "green" | "gray" | "orange" | "red"
> = {
  active: "green",
  inactive: "gray",
  spent: "orange",
  expired: "red",
};

/**
 * One card of a traveller's wallet (a certificate, a discount card, a cash card): its name, a
 * badge with its status (colour and name), its code, amount and the products it pays for. A
 * card that is not active is dimmed a little. Put it in a list (`as="li"`, the default).
 */
export function WalletCard({
  name,
  code,
  status,
  statusLabel,
  amount,
  usableOn,
  labels,
  headingLevel = "h3",
  ...rest
}: WalletCardProps) {
  return (
    <Panel
      as="li"
      padding="md"
      minW="0"
      opacity={status === "active" ? 1 : 0.85}
      data-status={status}
      {...rest}
    >
      <Box display="flex" alignItems="flex-start" justifyContent="space-between" gap="3">
        <Heading as={headingLevel} size="md" minW="0" overflowWrap="anywhere">
          {name}
        </Heading>
        <Badge
          colorPalette={walletCardStatusPalette[status]}
          variant="subtle"
          size="md"
          flexShrink="0"
        >
          <Box as="span" srOnly>
            {labels.status}:{" "}
          </Box>
          {statusLabel}
        </Badge>
      </Box>
      <DataList.Root orientation="horizontal" size="sm" mt="3" gap="2">
        <DataList.Item>
          <DataList.ItemLabel>{labels.code}</DataList.ItemLabel>
          <DataList.ItemValue fontFamily="mono" overflowWrap="anywhere">
            {code}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{labels.amount}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold">{amount}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{labels.usableOn}</DataList.ItemLabel>
          <DataList.ItemValue>{usableOn}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Panel>
  );
}
