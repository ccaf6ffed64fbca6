/**
 * Director-page rule: plain server-rendered HTML with inline styles only (no scripts, no
 * external resources), every value escaped. A recognised member gets the "Today's savings"
 * welcome; anyone else a clear "We could not recognise your membership" page. Both lead back to
 * the travel site (its SITE_URL) with a link at the top, as a provider's page does for the site
 * that sent the member.
 */
import { escapeHtml, htmlPage } from "../http/plain-page";
import type { DirectorMember } from "./store";

export { escapeHtml };

/** Today's offers of the savings programme (the same for every member). */
export const TODAYS_SAVINGS = [
  { product: "Hotels", offer: "Up to 35% off member rates in 2,400 cities" },
  { product: "Resorts", offer: "Fourth night free at selected beach resorts" },
  { product: "Car rental", offer: "15% off weekly rentals, unlimited mileage" },
  { product: "Activities", offer: "2-for-1 city passes and guided tours" },
] as const;

/** The link back to the travel site, first on each page. */
function backLink(siteUrl: string): string {
  return `<p><a class="back" href="${escapeHtml(siteUrl)}">← Back to the travel site</a></p>`;
}

const STYLE =
  "body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a202c}h1{color:#2b6cb0}li{margin:.5rem 0}.muted{color:#4a5568}a{color:#2b6cb0}.back{font-weight:600}";

function page(title: string, siteUrl: string, body: string[]): string {
  return htmlPage(title, STYLE, [backLink(siteUrl), ...body]);
}

export function renderDirectorPage(member: DirectorMember, today: Date, siteUrl: string): string {
  const name = `${member.first_name} ${member.last_name}`;
  const date = today.toISOString().slice(0, 10);
  return page("Today's savings", siteUrl, [
    "<h1>Today's savings</h1>",
    `<p>Welcome, ${escapeHtml(name)}! Here are your member savings for ${escapeHtml(date)}.</p>`,
    "<ul>",
    ...TODAYS_SAVINGS.map(
      (s) => `<li><strong>${escapeHtml(s.product)}</strong>: ${escapeHtml(s.offer)}</li>`,
    ),
    "</ul>",
    `<p class="muted">Member ${escapeHtml(member.member_customer_identifier)} · programme ${escapeHtml(member.program_customer_identifier)}</p>`,
  ]);
}

export function renderUnknownMemberPage(siteUrl: string): string {
  return page("Membership not recognised", siteUrl, [
    "<h1>We could not recognise your membership</h1>",
    "<p>This savings link is not valid, or your membership is not active yet.</p>",
    '<p class="muted">Open the daily savings again from your account on the travel site.</p>',
  ]);
}
