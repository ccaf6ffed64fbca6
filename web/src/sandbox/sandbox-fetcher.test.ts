import { graphql, HttpResponse } from "msw";
import { server } from "../testing/msw-server";
import { createSandboxFetcher } from "./sandbox-fetcher";

describe("createSandboxFetcher", () => {
  it("posts the operation as JSON to the gateway and returns its answer", async () => {
    let contentType: string | null = null;
    server.use(
      graphql.query("Ping", ({ request, variables }) => {
        contentType = request.headers.get("content-type");
        return HttpResponse.json({ data: { ok: variables.echo === "hi" } });
      }),
    );
    const fetcher = createSandboxFetcher("/graphql");
    await expect(
      fetcher({ query: "query Ping($echo: String) { ok }", variables: { echo: "hi" } }),
    ).resolves.toEqual({ data: { ok: true } });
    expect(contentType).toBe("application/json");
  });
});
