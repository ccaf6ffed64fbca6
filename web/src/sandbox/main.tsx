import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { GraphiQL } from "graphiql";
import { EXAMPLE_TABS } from "./example-tabs";
import { createSandboxFetcher } from "./sandbox-fetcher";

const fetcher = createSandboxFetcher("/graphql");
const container = document.getElementById("sandbox");
if (!container) throw new Error("sandbox.html has no #sandbox element");

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultTabs={EXAMPLE_TABS}>
      <GraphiQL.Logo>
        <a className="graphiql-logo-link" href="/docs/partners" target="_blank" rel="noreferrer">
          Partner guide
        </a>
      </GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
