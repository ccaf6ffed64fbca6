/**
 * Accessibility checks with axe-core: the WCAG 2.1 A and AA rules, judged as the visitor reads
 * the page (once opening animations such as a dialog fading in have ended).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** The serious and critical violations on the page as it is now, each naming a few nodes. */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`)
          .join("; ")}`,
    );
}
