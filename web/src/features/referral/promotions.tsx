import { ExternalIcon, NothingState } from "@travel/design-system";
import { Card, Link, Code } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "../../lib/i18n";
import type { LoyaltyQuery as LoyaltyData } from "../../__generated__/graphql";
import { CopyReferralLink } from "./copy-referral-link";
import { CampaignCardHeader, CampaignFact } from "./campaign-card-parts";
import { LoyaltyQuery } from "./loyalty-query";
import { QueryPending } from "../../lib/ui/query-pending";
import { CardGrid } from "../../lib/ui/card-grid";

type Promotion = LoyaltyData["loyalty"]["promotions"][number];

function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  return (
    <Card.Root as="li" variant="outline">
      <CampaignCardHeader
        name={promotion.name}
        campaignType={promotion.campaignType}
        colorPalette="accent"
      />
      <Card.Body gap="4">
        {promotion.referralCode ? (
          <CampaignFact label={t("promotions.referralCode")}>
            <Code size="md">{promotion.referralCode}</Code>
          </CampaignFact>
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
