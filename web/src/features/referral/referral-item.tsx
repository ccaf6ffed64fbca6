/**
 * One referral as a row of the credits list (who, status, credit, date), and the column names
 * above the list on wide screens; each row names its values for screen readers.
 */
import { Panel } from "@travel/design-system";
import { Badge, Box, Text } from "@chakra-ui/react";
import { useTranslation } from "../../lib/i18n";
import type { ReferralsQuery as ReferralsData } from "../../__generated__/graphql";
import { SrFieldName } from "../../lib/ui/sr-field-name";
import { dateTimeAttribute, formatDate } from "./format-date";
import { referralStatusLabel, referralStatusPalette } from "./labels";
import { Money } from "./money";
import { rowInset } from "./row-inset";

type Referral = ReferralsData["referrals"]["items"][number];

export function ReferralItem({ referral }: { referral: Referral }) {
  const { t, i18n } = useTranslation();
  const name = `${referral.firstName} ${referral.lastName}`.trim();
  return (
    <Panel
      as="li"
      radius="lg"
      {...rowInset}
      display="grid"
      gridTemplateColumns={{ base: "1fr auto", md: "minmax(0, 2fr) 1fr 1fr 1fr" }}
      gridTemplateAreas={{
        base: `"who credit" "status date"`,
        md: `"who status credit date"`,
      }}
      columnGap="4"
      rowGap="2"
      alignItems="center"
    >
      <Box gridArea="who" minW="0">
        <Text fontWeight="semibold" truncate>
          {name}
        </Text>
        <Text color="fg.muted" textStyle="sm" truncate>
          <SrFieldName>{t("referral.field.email")}</SrFieldName>
          {referral.maskedEmail}
        </Text>
      </Box>
      <Box gridArea="status">
        <SrFieldName>{t("referral.field.status")}</SrFieldName>
        <Badge colorPalette={referralStatusPalette(referral.status)} variant="subtle">
          {referralStatusLabel(t, referral.status)}
        </Badge>
      </Box>
      <Box gridArea="credit" textAlign={{ base: "end", md: "start" }} fontWeight="medium">
        <SrFieldName>{t("referral.field.credit")}</SrFieldName>
        <Money amount={referral.creditAmount.decimal} currency={referral.creditAmount.currency} />
      </Box>
      <Box gridArea="date" textAlign={{ base: "end", md: "start" }} color="fg.muted" textStyle="sm">
        <SrFieldName>{t("referral.field.date")}</SrFieldName>
        <time dateTime={dateTimeAttribute(referral.referredAt)}>
          {formatDate(referral.referredAt, i18n.language)}
        </time>
      </Box>
    </Panel>
  );
}

/** Column names above the list on wide screens (each row names its values for screen readers). */
export function ColumnHeads() {
  const { t } = useTranslation();
  return (
    <Box
      aria-hidden="true"
      display={{ base: "none", md: "grid" }}
      gridTemplateColumns="minmax(0, 2fr) 1fr 1fr 1fr"
      columnGap="4"
      px="5"
      color="fg.muted"
      textStyle="xs"
      fontWeight="semibold"
      textTransform="uppercase"
      letterSpacing="wide"
    >
      <span>{t("referral.field.name")}</span>
      <span>{t("referral.field.status")}</span>
      <span>{t("referral.field.credit")}</span>
      <span>{t("referral.field.date")}</span>
    </Box>
  );
}
