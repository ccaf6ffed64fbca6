import { NothingState, type RecordColumn, RecordTable } from "@travel/design-system";
import { useEffect, useRef, useState } from "react";
import { Badge, Box, Button, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "../../lib/i18n";
import type { AgentQuotesQuery as AgentQuotesData } from "../../__generated__/graphql";
import { formatDay } from "../../lib/dates";
import { useCurrencyRefetch } from "../../lib/locale/use-currency-refetch";
import { MoneyAmount } from "../../lib/money/money-amount";
import { formatPrice } from "../../lib/money/format-price";
import { AgentQuotesQuery } from "./agent-queries";
import { TwoLineCell, useTripColumn } from "../../lib/reservations/cells";
import { QueryPending } from "../../lib/ui/query-pending";
import { DeclineQuote } from "./decline-quote";
import { quoteBookingPath } from "./quote-booking-path";
import { quotePrice } from "./quote-price";

type Quote = AgentQuotesData["agentQuotes"][number];

const STATUS_COLOUR: Record<Quote["status"], string> = {
  OPEN: "blue",
  BOOKED: "green",
  EXPIRED: "gray",
  DECLINED: "red",
};

/**
 * The agent's quotes, newest first: client, offer, dates, guests, price, status, valid until;
 * an OPEN one is booked (its offer's booking view with its trip) or declined from here.
 */
export function AgentQuotes() {
  const { t, i18n } = useTranslation();
  const tripColumn = useTripColumn<Quote>();
  const { data, error, refetch } = useQuery(AgentQuotesQuery);
  useCurrencyRefetch(refetch);
  // the last quote declined: said here (its row loses the button), and focus comes here
  const [declined, setDeclined] = useState<string | null>(null);
  const declinedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (declined) declinedRef.current?.focus();
  }, [declined]);
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
      cell: (q) => {
        const { shown, usd } = quotePrice(q);
        return (
          <TwoLineCell
            main={
              <Text as="span" fontWeight="semibold">
                <MoneyAmount value={shown} />
              </Text>
            }
            detail={usd ? formatPrice(usd.decimal, "USD", i18n.language) : null}
          />
        );
      },
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
    {
      key: "actions",
      header: t("agent.quotes.column.actions"),
      cell: (q) =>
        q.status === "OPEN" ? (
          <Stack direction="row" gap="2" wrap="wrap">
            <Button asChild size="sm" variant="solid">
              <RouterLink
                to={quoteBookingPath(q)}
                aria-label={t("agent.quotes.bookLabel", { reference: q.reference })}
              >
                {t("agent.quotes.book")}
              </RouterLink>
            </Button>
            <DeclineQuote quote={q} onDeclined={setDeclined} />
          </Stack>
        ) : null,
    },
  ];
  return (
    <Stack gap="4">
      {declined ? (
        <Box
          ref={declinedRef}
          tabIndex={-1}
          role="status"
          borderRadius="md"
          px="4"
          py="3"
          bg="green.subtle"
          color="green.fg"
          fontWeight="medium"
        >
          {t("agent.quotes.declined", { reference: declined })}
        </Box>
      ) : null}
      <RecordTable
        caption={t("agent.quotes.caption")}
        records={data.agentQuotes}
        recordKey={(q) => q.id}
        title={title}
        columns={columns}
      />
    </Stack>
  );
}
