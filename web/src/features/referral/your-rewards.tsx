import { NothingState, Panel } from "@travel/design-system";
import { useId, type ReactNode } from "react";
import {
  Alert,
  Badge,
  Box,
  Code,
  DataList,
  Flex,
  type FlexProps,
  Heading,
  Link,
  SimpleGrid,
  Stack,
  Stat,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import type { LoyaltyQuery as LoyaltyData } from "../../__generated__/graphql";
import { paths } from "../../config/paths";
import { campaignDates } from "./campaign-dates";
import { dateTimeAttribute, formatDate } from "./format-date";
import { campaignTypeLabel } from "./labels";
import { LoyaltyQuery } from "./loyalty-query";
import { Money } from "./money";
import { ReferralActionsQuery } from "./referral-actions-query";
import { rowInset } from "./row-inset";
import { QueryPending } from "../../lib/ui/query-pending";
import { HeadedSection } from "../../lib/ui/headed-section";
import { SrFieldName } from "../../lib/ui/sr-field-name";

type Rewards = NonNullable<LoyaltyData["loyalty"]["rewards"]>;
type Promotion = LoyaltyData["loyalty"]["promotions"][number];

function RewardStat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Panel asChild padding="md">
      <Stat.Root>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText>{children}</Stat.ValueText>
      </Stat.Root>
    </Panel>
  );
}

function RewardStats({ rewards }: { rewards: Rewards }) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      <RewardStat label={t("rewards.points")}>
        {new Intl.NumberFormat(i18n.language).format(rewards.points)}
      </RewardStat>
      <RewardStat label={t("rewards.credit")}>
        <Money amount={rewards.creditAmount.decimal} currency={rewards.creditAmount.currency} />
      </RewardStat>
      <RewardStat label={t("rewards.tier")}>{rewards.tier ?? t("rewards.noTier")}</RewardStat>
    </SimpleGrid>
  );
}

/** A row of a list in a panel: a rule between rows, its two ends apart. */
function PanelRow({ first, ...props }: FlexProps & { first: boolean }) {
  return (
    <Flex
      as="li"
      gap="3"
      {...rowInset}
      justify="space-between"
      borderTopWidth={first ? "0" : "1px"}
      {...props}
    />
  );
}

/** What the traveller did that earned points (upstream getActionsList). */
function Actions() {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useQuery(ReferralActionsQuery);
  let body;
  if (!data) {
    body = (
      <QueryPending error={error} refetch={refetch} errorMessage={t("rewards.actionsFailed")} />
    );
  } else if (data.referralActions.length === 0) {
    body = <NothingState message={t("rewards.actionsEmpty")} />;
  } else {
    body = (
      <Panel as="ul" listStyleType="none" m="0" padding="none">
        {data.referralActions.map((action, index) => (
          <PanelRow
            key={action.id}
            first={index === 0}
            align={{ base: "flex-start", sm: "center" }}
          >
            <Box minW="0">
              <Text fontWeight="medium">{action.description}</Text>
              <Text color="fg.muted" textStyle="sm">
                <time dateTime={dateTimeAttribute(action.occurredAt)}>
                  {formatDate(action.occurredAt, i18n.language)}
                </time>
              </Text>
            </Box>
            <Badge colorPalette="accent" variant="subtle" size="md" flexShrink="0">
              {t("rewards.pointsEarned", {
                points: new Intl.NumberFormat(i18n.language).format(action.points),
              })}
            </Badge>
          </PanelRow>
        ))}
      </Panel>
    );
  }
  return <HeadedSection title={t("rewards.actions")}>{body}</HeadedSection>;
}

/** The programme's running promotions, with the way to the page that shares them. */
function RunningPromotions({ promotions }: { promotions: readonly Promotion[] }) {
  const { t } = useTranslation();
  return (
    <HeadedSection
      title={t("promotions.title")}
      aside={
        <Link asChild variant="underline" fontWeight="medium">
          <RouterLink to={paths.promotions}>{t("rewards.sharePromotions")}</RouterLink>
        </Link>
      }
    >
      <Panel as="ul" listStyleType="none" m="0" padding="none">
        {promotions.map((promotion, index) => (
          <PanelRow key={promotion.id} first={index === 0} align="center" wrap="wrap">
            <Text fontWeight="medium" minW="0">
              {promotion.name}
            </Text>
            <Flex gap="2" align="center" wrap="wrap" minW="0">
              {promotion.referralCode ? (
                <Text as="span" textStyle="sm" color="fg.muted" minW="0">
                  <SrFieldName>{t("promotions.referralCode")}</SrFieldName>
                  <Code wordBreak="break-all">{promotion.referralCode}</Code>
                </Text>
              ) : null}
              <Badge colorPalette="accent" variant="subtle">
                {campaignTypeLabel(t, promotion.campaignType)}
              </Badge>
            </Flex>
          </PanelRow>
        ))}
      </Panel>
    </HeadedSection>
  );
}

/**
 * The loyalty programme for the signed-in traveller: rewards, programme dates, running
 * promotions and actions. When the programme is not running it says so, and neither invites
 * the traveller to start earning nor lists promotions.
 */
export function YourRewards() {
  const { t, i18n } = useTranslation();
  const summaryId = useId();
  const { data, error, refetch } = useQuery(LoyaltyQuery);
  if (!data) {
    return <QueryPending error={error} refetch={refetch} />;
  }
  const { loyalty } = data;
  const dates = campaignDates(t, i18n.language, loyalty.startDate, loyalty.endDate);
  return (
    <Stack gap={{ base: "8", md: "10" }}>
      <Stack as="section" aria-labelledby={summaryId} gap="4">
        <Heading as="h2" id={summaryId} size="xl">
          {t("rewards.summary")}
        </Heading>
        {loyalty.enabled ? null : (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t("rewards.disabled")}</Alert.Title>
          </Alert.Root>
        )}
        {loyalty.rewards ? (
          <RewardStats rewards={loyalty.rewards} />
        ) : loyalty.enabled ? (
          <NothingState message={t("rewards.noRewards")} />
        ) : null}
        {dates ? (
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>{t("rewards.programDates")}</DataList.ItemLabel>
              <DataList.ItemValue>{dates}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        ) : null}
      </Stack>
      {loyalty.enabled && loyalty.promotions.length > 0 ? (
        <RunningPromotions promotions={loyalty.promotions} />
      ) : null}
      <Actions />
    </Stack>
  );
}
