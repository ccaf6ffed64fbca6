/**
 * The stand-in identity provider's pages (plain pages, see http/plain-page.ts). The sign-in page asks who to continue
 * as (email, first and last name) and sends the answer back with a GET form.
 */
import { escapeHtml, plainPage as page } from "../http/plain-page";

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
