import { escapeHtml, renderDirectorPage, renderUnknownMemberPage } from "./director-page";

const member = {
  first_name: "Ana",
  last_name: "García",
  member_customer_identifier: "WFH7",
  program_customer_identifier: "WFH-DAILY",
};
const SITE = "https://travel.example/";

describe("the director page", () => {
  it("welcomes the member to today's savings", () => {
    const page = renderDirectorPage(member, new Date("2026-06-01T12:00:00Z"), SITE);
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain("<h1>Today's savings</h1>");
    expect(page).toContain("Welcome, Ana García! Here are your member savings for 2026-06-01.");
    expect(page).toContain("Member WFH7 · programme WFH-DAILY");
  });

  it("escapes every value and loads nothing from elsewhere", () => {
    const page = renderDirectorPage(
      {
        ...member,
        first_name: "<img src=x onerror=alert(1)>",
        last_name: `"'&`,
        member_customer_identifier: "<b>",
      },
      new Date(),
      SITE,
    );
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt; &quot;&#39;&amp;");
    expect(page).toContain("Member &lt;b&gt;");
    for (const text of [page, renderUnknownMemberPage(SITE)]) {
      expect(text).not.toMatch(/<script|<img|<link|<iframe|<[^>]*\ssrc=/i);
      // the only address on the page is the link back to the site
      expect(text.match(/https?:\/\/[^"]*/g)).toEqual([SITE]);
    }
  });

  it("tells an unknown visitor clearly", () => {
    expect(renderUnknownMemberPage(SITE)).toContain(
      "<h1>We could not recognise your membership</h1>",
    );
  });

  it("leads back to the travel site from both pages, the address escaped", () => {
    const back = `<a class="back" href="${SITE}">← Back to the travel site</a>`;
    expect(renderDirectorPage(member, new Date(), SITE)).toContain(back);
    expect(renderUnknownMemberPage(SITE)).toContain(back);
    expect(renderUnknownMemberPage(`https://x.example/?a="1"&b=<`)).toContain(
      'href="https://x.example/?a=&quot;1&quot;&amp;b=&lt;"',
    );
  });

  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });
});
