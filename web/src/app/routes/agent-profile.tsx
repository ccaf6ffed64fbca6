import { AgentProfile } from "../../features/agent";
import { AgentPage } from "./agent-page";

/** /agent/profile: the agent's account, credit limit and display price. */
export function AgentProfileRoute() {
  return (
    <AgentPage
      titleKey="account.agentProfile.title"
      descriptionKey="account.agentProfile.description"
    >
      <AgentProfile />
    </AgentPage>
  );
}
