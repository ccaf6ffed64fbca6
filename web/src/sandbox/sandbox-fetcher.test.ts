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

  it("sends the Headers tab's headers, so a Bearer token reaches the API", async () => {
    let seen: Record<string, string | null> = {};
    server.use(
      graphql.query("Me", ({ request }) => {
        seen = {
          authorization: request.headers.get("authorization"),
          partner: request.headers.get("x-partner"),
          blank: request.headers.get("x-blank"),
          contentType: request.headers.get("content-type"),
        };
        return HttpResponse.json({ data: { viewer: null } });
      }),
    );
    const fetcher = createSandboxFetcher("/graphql");
    await fetcher(
      { query: "query Me { viewer { id } }" },
      {
        headers: {
          Authorization: "Bearer abc",
          "X-Partner": 7,
          "X-Blank": " ",
          // the body's type is the sandbox's to set
          "Content-Type": "text/plain",
        },
      },
    );
    expect(seen).toEqual({
      authorization: "Bearer abc",
      partner: "7",
      blank: null,
      contentType: "application/json",
    });
  });
});
