import { ExternalIcon, NothingState } from "@travel/design-system";
import { Badge, Card, DataList, Heading, HStack, Link, Code } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "../../lib/i18n";
import type { LoyaltyQuery as LoyaltyData } from "../../__generated__/graphql";
import { CopyReferralLink } from "./copy-referral-link";
import { campaignTypeLabel } from "./labels";
import { LoyaltyQuery } from "./loyalty-query";
import { QueryPending } from "../../lib/ui/query-pending";
import { CardGrid } from "../../lib/ui/card-grid";

type Promotion = LoyaltyData["loyalty"]["promotions"][number];

function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  return (
    <Card.Root as="li" variant="outline">
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h2" size="lg">
            {promotion.name}
          </Heading>
          <Badge colorPalette="accent" variant="subtle" flexShrink="0">
            {campaignTypeLabel(t, promotion.campaignType)}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {promotion.referralCode ? (
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t("promotions.referralCode")}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Code size="md">{promotion.referralCode}</Code>
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        ) : null}
        {promotion.landingUrl ? (
          <Link
            href={promotion.landingUrl}
            rel="noopener"
            variant="underline"
            alignSelf="flex-start"
          >
            {t("promotions.landingPage")}
            <ExternalIcon />
          </Link>
        ) : null}
      </Card.Body>
      <Card.Footer>
        <CopyReferralLink promotionId={promotion.id} promotionName={promotion.name} />
      </Card.Footer>
    </Card.Root>
  );
}

/** The loyalty programme's running promotions, each with its referral link to copy. */
export function Promotions() {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(LoyaltyQuery);
  if (!data) {
    return <QueryPending error={error} refetch={refetch} />;
  }
  const { enabled, promotions } = data.loyalty;
  if (!enabled) return <NothingState message={t("rewards.disabled")} />;
  if (promotions.length === 0) return <NothingState message={t("promotions.empty")} />;
  return (
    <CardGrid>
      {promotions.map((promotion) => (
        <PromotionCard key={promotion.id} promotion={promotion} />
      ))}
    </CardGrid>
  );
}
