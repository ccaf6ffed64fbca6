import { escapeHtml, keyLink, resetMail, verificationMail } from "./account-mails";
import { linkify, renderOutboxPage } from "./outbox-page";

describe("account mails", () => {
  it("link to the site's verify and change-password pages with the key", () => {
    expect(keyLink("http://localhost:4000", "verify-account", "a-b_c")).toBe(
      "http://localhost:4000/verify-account?key=a-b_c",
    );
    const verify = verificationMail("https://x.example", "ana@example.com", "Ana", "K1");
    expect(verify).toMatchObject({
      to: "ana@example.com",
      subject: "Please verify your email address",
    });
    expect(verify.text).toContain("Hello Ana,");
    expect(verify.text).toContain("https://x.example/verify-account?key=K1");
    expect(verify.html).toContain('<a href="https://x.example/verify-account?key=K1">');
    expect(resetMail("https://x.example", "a@b.co", "", "K2").text).toContain(
      "Hello,\n\nSomeone asked to reset",
    );
    expect(resetMail("https://x.example", "a@b.co", "", "K2").text).toContain(
      "https://x.example/change-password?key=K2",
    );
  });

  it("escape names in HTML", () => {
    expect(verificationMail("http://s", "a@b.co", "<b>Ana</b>", "k").html).toContain(
      "Hello &lt;b&gt;Ana&lt;/b&gt;,",
    );
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });
});

describe("outbox page", () => {
  it("makes links clickable and escapes everything else", () => {
    expect(linkify("go to http://s/x?key=1&a=2 now <b>")).toBe(
      'go to <a href="http://s/x?key=1&amp;a=2">http://s/x?key=1&amp;a=2</a> now &lt;b&gt;',
    );
    const page = renderOutboxPage([
      {
        id: 1,
        to: "<x>@y.z",
        subject: "<script>alert(1)</script>",
        text: "http://s/k",
        html: "",
        createdAt: "2026-01-01T00:00:00.000Z",
      },
    ]);
    expect(page).not.toContain("<script>alert");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).toContain('<a href="http://s/k">');
    expect(renderOutboxPage([])).toContain("No mail yet.");
  });
});
