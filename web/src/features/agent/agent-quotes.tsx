import { NothingState, type RecordColumn, RecordTable } from "@travel/design-system";
import { Badge, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import type { AgentQuotesQuery as AgentQuotesData } from "../../__generated__/graphql";
import { formatDay } from "../../lib/dates";
import { useCurrencyRefetch } from "../../lib/locale/use-currency-refetch";
import { MoneyAmount } from "../../lib/money/money-amount";
import { formatPrice } from "../../lib/money/format-price";
import { AgentQuotesQuery } from "./agent-queries";
import { TwoLineCell, useTripColumn } from "../../lib/reservations/cells";
import { QueryPending } from "../../lib/ui/query-pending";

type Quote = AgentQuotesData["agentQuotes"][number];

const STATUS_COLOUR: Record<Quote["status"], string> = {
  OPEN: "blue",
  BOOKED: "green",
  EXPIRED: "gray",
  DECLINED: "red",
};

/** The agent's quotes, newest first: client, offer, dates, guests, price, status, valid until. */
export function AgentQuotes() {
  const { t, i18n } = useTranslation();
  const tripColumn = useTripColumn<Quote>();
  const { data, error, refetch } = useQuery(AgentQuotesQuery);
  useCurrencyRefetch(refetch);
  if (!data) {
    return <QueryPending error={error} refetch={refetch} />;
  }
  if (data.agentQuotes.length === 0) return <NothingState message={t("agent.quotes.empty")} />;
  const title: RecordColumn<Quote> = {
    key: "reference",
    header: t("agent.quotes.column.reference"),
    cell: (q) => (
      <Text as="span" fontFamily="mono" whiteSpace="nowrap">
        {q.reference}
      </Text>
    ),
  };
  const columns: RecordColumn<Quote>[] = [
    {
      key: "client",
      header: t("agent.quotes.column.client"),
      cell: (q) => <TwoLineCell main={<span>{q.client.name}</span>} detail={q.client.email} />,
    },
    {
      key: "offer",
      header: t("agent.quotes.column.offer"),
      cell: (q) => (
        <TwoLineCell
          main={<span>{q.offer.name}</span>}
          detail={`${q.offer.destination}, ${q.offer.countryCode}`}
        />
      ),
    },
    tripColumn,
    {
      key: "price",
      header: t("agent.quotes.column.price"),
      numeric: true,
      cell: (q) => (
        <TwoLineCell
          main={
            <Text as="span" fontWeight="semibold">
              <MoneyAmount value={q.price ?? q.priceUsd} />
            </Text>
          }
          detail={
            q.price && q.price.currency !== "USD"
              ? formatPrice(q.priceUsd.decimal, "USD", i18n.language)
              : null
          }
        />
      ),
    },
    {
      key: "status",
      header: t("agent.quotes.column.status"),
      cell: (q) => (
        <Stack gap="1" align="flex-start">
          <Badge colorPalette={STATUS_COLOUR[q.status]} variant="subtle">
            {t(`agent.quoteStatus.${q.status}`)}
          </Badge>
          {q.status === "OPEN" || q.status === "EXPIRED" ? (
            <Text as="span" textStyle="sm" color="fg.muted">
              {t("agent.quotes.validUntil", { date: formatDay(q.validUntil, i18n.language) })}
            </Text>
          ) : null}
          {q.reservationReference ? (
            <Text as="span" textStyle="sm" fontFamily="mono">
              {t("agent.quotes.bookedAs", { reference: q.reservationReference })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
  ];
  return (
    <RecordTable
      caption={t("agent.quotes.caption")}
      records={data.agentQuotes}
      recordKey={(q) => q.id}
      title={title}
      columns={columns}
    />
  );
}
