import { AgentClientList } from "../../features/agent";
import { AgentPage } from "./agent-page";

/** /agent/client-list: the agent's clients and the form adding one. */
export function AgentClientListRoute() {
  return (
    <AgentPage
      titleKey="account.agentClientList.title"
      descriptionKey="account.agentClientList.description"
    >
      <AgentClientList />
    </AgentPage>
  );
}
