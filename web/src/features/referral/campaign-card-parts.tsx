import type { ReactNode } from "react";
import { Badge, Card, DataList, Heading, HStack } from "@chakra-ui/react";
import { useTranslation } from "../../lib/i18n";
import { campaignTypeLabel } from "./labels";

/** A campaign card's header: its name as the card's h2, its campaign type as a badge beside. */
export function CampaignCardHeader({
  name,
  campaignType,
  colorPalette,
  gap,
}: {
  name: string;
  campaignType: string;
  colorPalette: "accent" | "brand";
  gap?: "2";
}) {
  const { t } = useTranslation();
  return (
    <Card.Header gap={gap}>
      <HStack justify="space-between" align="flex-start" gap="3">
        <Heading as="h2" size="lg">
          {name}
        </Heading>
        <Badge colorPalette={colorPalette} variant="subtle" flexShrink="0">
          {campaignTypeLabel(t, campaignType)}
        </Badge>
      </HStack>
    </Card.Header>
  );
}

/** One labelled fact of a campaign card (its referral code, its dates). */
export function CampaignFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <DataList.Item>
        <DataList.ItemLabel>{label}</DataList.ItemLabel>
        <DataList.ItemValue>{children}</DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
