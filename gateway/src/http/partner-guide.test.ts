import { readFileSync } from "node:fs";
import { PARTNER_GUIDE_PATH, renderPartnerGuide } from "./partner-guide";

describe("partner guide page", () => {
  it("renders the repository's guide with its sections, tables and runnable examples", () => {
    const page = renderPartnerGuide(readFileSync(PARTNER_GUIDE_PATH, "utf8"));
    expect(page).toContain("<title>Building on the travel-booking GraphQL API</title>");
    for (const section of [
      "Signing in",
      "Errors",
      "Limits",
      "Persisted queries",
      "idempotency",
      "Versioning",
    ])
      expect(page).toMatch(new RegExp(`<h2>[^<]*${section}`, "i"));
    expect(page).toContain("<table>");
    expect(page).toMatch(/<pre><code class="language-sh">curl -s http:\/\/localhost:4000\/graphql/);
  });

  it("escapes a title that holds markup", () => {
    expect(renderPartnerGuide("# A <b> guide\n")).toContain("<title>A &lt;b> guide</title>");
  });
});
