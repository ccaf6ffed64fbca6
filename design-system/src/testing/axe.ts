import axe from "axe-core";

/**
 * Accessibility violations axe finds in `container`, one readable line each. jsdom lays nothing
 * out, so colour contrast is left to the token contrast test, and `region` is off because a
 * component alone is not a page.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} — ${node.html}`),
  );
}
