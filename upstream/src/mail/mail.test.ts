import { escapeHtml, keyLink, resetMail, verificationMail } from "./account-mails";
import {
  describeSendError,
  isPermanentFailure,
  nextAttemptAfterFailure,
  retryDelayMs,
  smtpTransportOptions,
} from "./delivery-rules";
import { deliveryState, linkify, renderOutboxPage, type OutboxMail } from "./outbox-page";

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
        sentAt: null,
        attempts: 1,
        lastError: "<b>451 try later</b>",
        nextAttemptAt: "2026-01-01T00:01:00.000Z",
      },
    ]);
    expect(page).not.toContain("<script>alert");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).toContain('<a href="http://s/k">');
    expect(page).toContain(
      "Attempt 1 failed: &lt;b&gt;451 try later&lt;/b&gt;; not sent while SMTP_URL is unset",
    );
    expect(renderOutboxPage([])).toContain("No mail yet.");
    expect(renderOutboxPage([])).toContain("SMTP_URL is unset: mails are not sent");
    expect(renderOutboxPage([], { delivering: true })).toContain("Mails are sent over SMTP");
  });

  it("says where each mail's delivery stands", () => {
    const mail: OutboxMail = {
      id: 1,
      to: "a@b.co",
      subject: "s",
      text: "t",
      html: "h",
      createdAt: "2026-01-01T00:00:00.000Z",
      sentAt: null,
      attempts: 0,
      lastError: null,
      nextAttemptAt: "2026-01-01T00:00:00.000Z",
    };
    const on = { delivering: true };
    expect(deliveryState(mail, on)).toBe("Queued for sending");
    expect(deliveryState(mail, { delivering: false })).toBe("Not sent: SMTP_URL is unset");
    expect(deliveryState({ ...mail, nextAttemptAt: null }, on)).toBe("Not sent");
    const failed = { ...mail, attempts: 2, lastError: "451 busy" };
    expect(deliveryState(failed, on)).toBe(
      "Attempt 2 failed: 451 busy; next attempt at 2026-01-01T00:00:00.000Z",
    );
    expect(deliveryState(failed, { delivering: false })).toBe(
      "Attempt 2 failed: 451 busy; not sent while SMTP_URL is unset",
    );
    expect(deliveryState({ ...failed, nextAttemptAt: null }, on)).toBe(
      "Not sent, given up after 2 attempts: 451 busy",
    );
    expect(
      deliveryState({ ...failed, sentAt: "2026-01-01T00:05:00.000Z", nextAttemptAt: null }, on),
    ).toBe("Sent 2026-01-01T00:05:00.000Z (2 attempts)");
  });
});

describe("delivery rules", () => {
  it("reads the transport settings from SMTP_URL, with a timeout on every wait", () => {
    expect(smtpTransportOptions("smtp://mail.example.com", 5000)).toEqual({
      host: "mail.example.com",
      port: 587,
      secure: false,
      auth: undefined,
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 5000,
      dnsTimeout: 5000,
    });
    expect(smtpTransportOptions("smtps://a%40b.co:p%2Fw%3Ad@[::1]:2465", 10)).toMatchObject({
      host: "::1",
      port: 2465,
      secure: true,
      auth: { user: "a@b.co", pass: "p/w:d" },
    });
    expect(smtpTransportOptions("smtps://apikey@smtp.example.com", 10)).toMatchObject({
      port: 465,
      auth: { user: "apikey", pass: "" },
    });
  });

  it("backs off exponentially up to a ceiling and gives up after the last attempt", () => {
    const policy = { maxAttempts: 4, retryBaseMs: 1000, retryMaxMs: 3000 };
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, policy))).toEqual([1000, 2000, 3000, 3000]);
    const now = new Date("2026-01-01T00:00:00Z");
    expect(nextAttemptAfterFailure(1, false, policy, now)).toEqual(
      new Date("2026-01-01T00:00:01Z"),
    );
    expect(nextAttemptAfterFailure(3, false, policy, now)).toEqual(
      new Date("2026-01-01T00:00:03Z"),
    );
    expect(nextAttemptAfterFailure(4, false, policy, now)).toBeNull();
    expect(nextAttemptAfterFailure(1, true, policy, now)).toBeNull();
  });

  it("treats only a permanent SMTP rejection as permanent and describes failures on one line", () => {
    const rejection = Object.assign(new Error("Can't send mail - all recipients were rejected"), {
      code: "EENVELOPE",
      responseCode: 550,
      permanent: true,
    });
    expect(isPermanentFailure(rejection)).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error("busy"), { permanent: false }))).toBe(false);
    expect(isPermanentFailure(new Error("connect ECONNREFUSED"))).toBe(false);
    expect(describeSendError(rejection)).toBe(
      "EENVELOPE: Can't send mail - all recipients were rejected",
    );
    expect(
      describeSendError(
        Object.assign(new Error("connect ECONNREFUSED\n 127.0.0.1"), { code: "ECONNREFUSED" }),
      ),
    ).toBe("connect ECONNREFUSED 127.0.0.1");
    expect(describeSendError("x".repeat(2000))).toHaveLength(1000);
  });
});
