import { Panel } from "@travel/design-system";
import { useId } from "react";
import { Box, DataList, Heading, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "../../lib/i18n";
import { useCurrencyRefetch } from "../../lib/locale/use-currency-refetch";
import { MoneyAmount } from "../../lib/money/money-amount";
import { formatPrice } from "../../lib/money/format-price";
import { AgentProfileQuery } from "./agent-queries";
import { QueryPending } from "../../lib/ui/query-pending";

/** The agent's account: name, email, type, credit limit (in the chosen currency) and display price. */
export function AgentProfile() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { data, error, refetch } = useQuery(AgentProfileQuery);
  useCurrencyRefetch(refetch);
  if (!data) {
    return <QueryPending error={error} refetch={refetch} />;
  }
  const p = data.agentProfile;
  const name = [p.firstName, p.lastName].filter(Boolean).join(" ");
  const limit = p.creditLimit ?? p.creditLimitUsd;
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="lg" mb="4">
        {t("agent.profile.heading")}
      </Heading>
      <DataList.Root orientation={{ base: "vertical", md: "horizontal" }} gap="4">
        <DataList.Item>
          <DataList.ItemLabel>{t("agent.profile.name")}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">{name || p.email}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("agent.profile.email")}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">{p.email}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("agent.profile.accountType")}</DataList.ItemLabel>
          <DataList.ItemValue>{t("agent.profile.agent")}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("agent.profile.creditLimit")}</DataList.ItemLabel>
          <DataList.ItemValue>
            {limit ? (
              <Box>
                <Text as="span" fontWeight="semibold" textStyle="lg">
                  <MoneyAmount value={limit} />
                </Text>
                {p.creditLimitUsd && limit.currency !== "USD" ? (
                  <Text color="fg.muted" textStyle="sm">
                    {t("agent.profile.creditLimitUsd", {
                      amount: formatPrice(p.creditLimitUsd.decimal, "USD", i18n.language),
                    })}
                  </Text>
                ) : null}
              </Box>
            ) : (
              t("agent.profile.noCreditLimit")
            )}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("agent.profile.displayPrice")}</DataList.ItemLabel>
          <DataList.ItemValue>
            {p.displayPrice
              ? t("agent.profile.displayPriceOn")
              : t("agent.profile.displayPriceOff")}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Panel>
  );
}
