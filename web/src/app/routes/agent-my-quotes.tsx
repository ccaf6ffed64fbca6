import { AgentQuotes } from "../../features/agent";
import { AgentPage } from "./agent-page";

/** /agent/my-quotes: the quotes the agent prepared for clients. */
export function AgentMyQuotesRoute() {
  return (
    <AgentPage
      titleKey="account.agentMyQuotes.title"
      descriptionKey="account.agentMyQuotes.description"
    >
      <AgentQuotes />
    </AgentPage>
  );
}
