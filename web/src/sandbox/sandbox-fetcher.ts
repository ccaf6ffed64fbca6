import type { ExecutionResult } from "graphql";

/** What GraphiQL sends for one operation. */
export interface SandboxRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/** What GraphiQL passes along: the Headers tab's JSON object. */
export interface SandboxOptions {
  headers?: Record<string, unknown>;
}

/**
 * The fetcher GraphiQL uses: one JSON POST per operation to the gateway, with the page's cookies
 * and the headers of the Headers tab (`{"Authorization": "Bearer …"}`); a header left blank or
 * not a string, number or boolean is not sent, nor one that would change the body's type.
 */
export function createSandboxFetcher(url: string) {
  return async (request: SandboxRequest, options?: SandboxOptions): Promise<ExecutionResult> => {
    const extra: Record<string, string> = {};
    for (const [name, value] of Object.entries(options?.headers ?? {})) {
      // the body is JSON whatever the tab says: its type is the sandbox's to set
      if (["content-type", "accept"].includes(name.toLowerCase())) continue;
      if (["string", "number", "boolean"].includes(typeof value) && String(value).trim() !== "")
        extra[name] = String(value);
    }
    const response = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { ...extra, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(request),
    });
    return (await response.json()) as ExecutionResult;
  };
}
