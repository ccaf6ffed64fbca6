/** Account-mail rule: the verification and password-reset emails, with links on the site. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Link to a site page carrying a key, e.g. `<SITE_URL>/verify-account?key=…`. */
export function keyLink(siteUrl: string, page: "verify-account" | "change-password", key: string) {
  return `${siteUrl}/${page}?key=${encodeURIComponent(key)}`;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

function mail(to: string, subject: string, greeting: string, lines: string[], link: string): Mail {
  const text = [greeting, "", ...lines, "", link].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  ].join("\n");
  return { to, subject, text, html };
}

const greet = (firstName: string) => (firstName ? `Hello ${firstName},` : "Hello,");

export function verificationMail(siteUrl: string, to: string, firstName: string, key: string) {
  return mail(
    to,
    "Please verify your email address",
    greet(firstName),
    [
      "Please confirm your email address to finish creating your account.",
      "The link is valid for 48 hours.",
    ],
    keyLink(siteUrl, "verify-account", key),
  );
}

export function resetMail(siteUrl: string, to: string, firstName: string, key: string) {
  return mail(
    to,
    "Reset your password",
    greet(firstName),
    [
      "Someone asked to reset the password of your account. If it was not you, ignore this email.",
      "The link is valid for 1 hour and works once.",
    ],
    keyLink(siteUrl, "change-password", key),
  );
}
