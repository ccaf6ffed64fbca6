import type { ExecutionResult } from "graphql";

/** What GraphiQL sends for one operation. */
export interface SandboxRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/** The fetcher GraphiQL uses: one JSON POST per operation to the gateway, with the page's cookies. */
export function createSandboxFetcher(url: string) {
  return async (request: SandboxRequest): Promise<ExecutionResult> => {
    const response = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(request),
    });
    return (await response.json()) as ExecutionResult;
  };
}
