import { useId, useMemo, useState } from "react";
import { Heading, Link, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { FormField, Panel } from "@travel/design-system";
import { messages } from "@travel/schema/validation";
import type { FormikHelpers } from "formik";
import { useTranslation } from "../../lib/i18n";
import { Link as RouterLink } from "react-router-dom";
import { object, string } from "yup";
import { getFragmentData } from "../../__generated__";
import type { TripInput } from "../../__generated__/graphql";
import { accountPaths } from "../../config/paths";
import { createAttemptKeys } from "../../lib/attempt-key";
import { formatDay } from "../../lib/dates";
import { SubmitForm } from "../../lib/forms/submit-form";
import { AgentFormMessage, type AgentFormNote } from "./agent-form-message";
import { translateMessage } from "../../lib/i18n/translate-message";
import { formatPrice } from "../../lib/money/format-price";
import { QueryPending } from "../../lib/ui/query-pending";
import { AgentQuoteOutcome, CreateAgentQuoteMutation, QuoteClientsQuery } from "./agent-queries";
import { quotePrice } from "./quote-price";

export interface QuoteForClientProps {
  /** The trip the booking view holds now; null while its dates or party are not valid. */
  trip: TripInput | null;
}

interface QuoteValues {
  clientId: string;
}

/**
 * "Quote for a client" in the booking view of an agent: the agent picks one of their clients
 * and sends a quote of the trip the view holds; the new quote's reference, price and last day
 * show, or why not (the client on its field, the trip's refusal — a day sold out — as a message).
 */
export function QuoteForClient({ trip }: QuoteForClientProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const apollo = useApolloClient();
  const clients = useQuery(QuoteClientsQuery);
  const [createQuote] = useMutation(CreateAgentQuoteMutation);
  const [message, setMessage] = useState<AgentFormNote | null>(null);
  // one idempotency key per attempt, kept across its retries: the quote is made once
  const [attempts] = useState(createAttemptKeys);
  const schema = useMemo(
    () => object({ clientId: string().required(t("agent.quoteForClient.clientRequired")) }),
    [t],
  );

  const submit = async (values: QuoteValues, helpers: FormikHelpers<QuoteValues>) => {
    setMessage(null);
    if (!trip) {
      setMessage({ status: "error", text: t("agent.quoteForClient.tripNeeded") });
      return;
    }
    const attempt = { clientId: values.clientId, trip };
    try {
      const { data } = await createQuote({
        variables: { input: { ...attempt, idempotencyKey: attempts.keyFor(attempt) } },
      });
      const payload = data ? getFragmentData(AgentQuoteOutcome, data.createAgentQuote) : null;
      const quote = payload?.quote;
      if (quote) {
        attempts.end();
        // the quotes page asks for the list again when next shown
        apollo.cache.evict({ id: "ROOT_QUERY", fieldName: "agentQuotes" });
        apollo.cache.evict({ id: "ROOT_QUERY", fieldName: "agentQuotesConnection" });
        apollo.cache.gc();
        const price = quotePrice(quote).shown;
        setMessage({
          status: "success",
          text: t("agent.quoteForClient.sent", {
            reference: quote.reference,
            client: quote.client.name,
            price: formatPrice(price.decimal, price.currency, i18n.language),
            date: formatDay(quote.validUntil, i18n.language),
          }),
        });
        return;
      }
      const errors = payload?.errors ?? [];
      const onClient = errors.find((e) => e.field === "clientId");
      if (onClient) {
        helpers.setErrors({ clientId: translateMessage(t, onClient.message) });
        helpers.setTouched({ clientId: true }, false);
      }
      const rest = errors.filter((e) => e !== onClient);
      if (rest.length > 0 || errors.length === 0) {
        const text =
          rest.length > 0
            ? rest.map((e) => translateMessage(t, e.message)).join(" ")
            : translateMessage(t, messages.UPSTREAM_UNAVAILABLE);
        setMessage({ status: "error", text });
      }
    } catch {
      setMessage({ status: "error", text: translateMessage(t, messages.UPSTREAM_UNAVAILABLE) });
    }
  };

  let body;
  if (!clients.data) {
    body = <QueryPending error={clients.error} refetch={clients.refetch} />;
  } else if (clients.data.agentClientsConnection.totalCount === 0) {
    body = (
      <Text>
        {t("agent.quoteForClient.noClients")}{" "}
        <Link asChild variant="underline">
          <RouterLink to={accountPaths.agentClientList}>
            {t("agent.quoteForClient.addClient")}
          </RouterLink>
        </Link>
      </Text>
    );
  } else {
    body = (
      <SubmitForm
        initialValues={{ clientId: "" }}
        validationSchema={schema}
        onSubmit={submit}
        labelledBy={headingId}
        submitLabel={t("agent.quoteForClient.submit")}
        submitProps={{ alignSelf: { base: "stretch", md: "flex-start" } }}
        after={<AgentFormMessage message={message} />}
      >
        <FormField
          name="clientId"
          required
          label={t("agent.quoteForClient.client")}
          emptyOption={t("agent.quoteForClient.chooseClient")}
          options={clients.data.agentClientsConnection.nodes.map((c) => ({
            value: c.id,
            label: c.name,
          }))}
          onValueChange={() => setMessage(null)}
        />
      </SubmitForm>
    );
  }

  return (
    <Panel as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="lg" mb="4">
        {t("agent.quoteForClient.heading")}
      </Heading>
      {body}
    </Panel>
  );
}
