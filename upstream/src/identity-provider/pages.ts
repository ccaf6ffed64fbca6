/**
 * The stand-in identity provider's pages: plain server-rendered HTML with inline styles only (no
 * scripts, no external resources), every value escaped. The sign-in page asks who to continue
 * as (email, first and last name) and sends the answer back with a GET form.
 */
import { escapeHtml } from "../savings-provider/director-page";

function page(title: string, body: string[]): string {
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(title)}</title>`,
    "<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a202c}h1{font-size:1.5rem}label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}button{margin-top:1rem;padding:.6rem 1rem;width:100%}.error{color:#c53030}.muted{color:#4a5568;font-size:.9rem}</style>",
    "</head><body>",
    ...body,
    "</body></html>",
  ].join("\n");
}

export interface SignInPageInput {
  /** The provider stood in for ("Google", "Facebook", …). */
  providerName: string;
  /** Where the form is sent (the continue endpoint). */
  action: string;
  /** The authorization request's parameters, sent back as hidden fields. */
  request: Record<string, string>;
  /** What was entered before, when the page is shown again with an error. */
  entered?: { email: string; givenName: string; familyName: string };
  error?: string;
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

const field = (id: string, label: string, value: string, extra: string) =>
  `<label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${id}" value="${escapeHtml(value)}" ${extra}>`;

export function renderSignInPage(input: SignInPageInput): string {
  const entered = input.entered ?? { email: "", givenName: "", familyName: "" };
  return page(`Sign in with ${input.providerName}`, [
    `<h1>Sign in with ${escapeHtml(input.providerName)}</h1>`,
    `<p class="muted">Stand-in identity provider for development: continue as any identity. It vouches for the email you enter.</p>`,
    input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : "",
    `<form method="get" action="${escapeHtml(input.action)}">`,
    ...Object.entries(input.request).map(([name, value]) => hidden(name, value)),
    field("email", "Email address", entered.email, 'type="email" autocomplete="email" required'),
    field("given_name", "First name", entered.givenName, 'autocomplete="given-name"'),
    field("family_name", "Last name", entered.familyName, 'autocomplete="family-name"'),
    '<button type="submit">Continue</button>',
    "</form>",
  ]);
}

/** A request the provider cannot serve (unknown client, redirect not allowed…), said plainly. */
export function renderRefusalPage(message: string): string {
  return page("Sign-in request refused", [
    "<h1>This sign-in request cannot be served</h1>",
    `<p class="error">${escapeHtml(message)}</p>`,
    '<p class="muted">Go back to the travel site and start the sign-in again.</p>',
  ]);
}

/** The body of the redirect back to the site (browsers follow the Location header). */
export function renderRedirectPage(target: string): string {
  return page("Back to the travel site", [
    `<p><a href="${escapeHtml(target)}">Continue to the travel site</a></p>`,
  ]);
}

export interface SignedOutPageInput {
  /** The partner the session came from ("Partner single sign-on"). */
  partnerName: string;
  /** The travel site (SITE_URL). */
  siteUrl: string;
  /** Signing in again by single sign-on, back to the site. */
  signInAgainUrl: string;
}

/** Where an ended single-sign-on session lands (the seeded session-out URL, spec §4). */
export function renderSignedOutPage(input: SignedOutPageInput): string {
  return page("Signed out", [
    `<h1>You have been signed out of ${escapeHtml(input.partnerName)}</h1>`,
    "<p>Your single-sign-on session on the travel site has ended.</p>",
    `<p><a href="${escapeHtml(input.siteUrl)}">Back to the travel site</a></p>`,
    `<p><a href="${escapeHtml(input.signInAgainUrl)}">Sign in again</a></p>`,
    '<p class="muted">Stand-in for a partner\'s signed-out page (SSO_SESSION_OUT_URL sets another).</p>',
  ]);
}
