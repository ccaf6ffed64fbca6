/**
 * An agent booking one of their quotes (`?quote=<id>`, from the quotes page): the booking takes
 * it, and its client becomes the lead traveller while that row is empty.
 */
import { useEffect, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { BookingAgentQuoteQuery } from "./agent-quote-query";

export function useAgentQuote(
  userType: string | null,
  search: string,
  leadEmpty: boolean,
  setFieldValue: (field: string, value: string, validate: boolean) => unknown,
) {
  const [quoteId] = useState(() => new URLSearchParams(search).get("quote"));
  const agentQuoteId = userType === "AGENT" && quoteId ? quoteId : null;
  const agentQuoteQuery = useQuery(BookingAgentQuoteQuery, {
    variables: { id: agentQuoteId ?? "" },
    skip: agentQuoteId === null,
  });
  const agentQuote = (agentQuoteId && agentQuoteQuery.data?.agentQuote) || null;
  const quoteClient = agentQuote?.client.name ?? null;
  useEffect(() => {
    if (!quoteClient || !leadEmpty) return;
    const [firstName = "", ...rest] = quoteClient.trim().split(/\s+/);
    void setFieldValue("travellers.0.firstName", firstName, false);
    void setFieldValue("travellers.0.lastName", rest.join(" "), false);
    // only when the quote arrives: a name the agent changed stays
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteClient]);
  return { quoteId, agentQuoteId, agentQuote };
}
