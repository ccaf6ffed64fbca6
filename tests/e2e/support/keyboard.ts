/**
 * Using a page by keyboard alone, as a traveller without a mouse does: Tab (or Shift+Tab) moves
 * the focus until it reaches the control, which proves the control is reachable in the page's tab
 * order; then keys act on it.
 */
import type { Locator, Page } from "playwright-core";

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement).catch(() => false);

/** What has the focus, for a failure's message. */
const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "the page";
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "";
    return `<${el.tagName.toLowerCase()}> ${name}`;
  });

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus; fails after `max`
 * presses, naming what had the focus last.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 80 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  if (await isFocused(target)) return;
  throw new Error(
    `${max} presses of Tab did not reach ${target.toString()}; the focus is on ${await focusedDescription(page)}`,
  );
}

/** Tabs to a text field and types `text` into it (after selecting what it held). */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/**
 * Tabs to a native select and chooses the option whose text starts with `start` by typing it,
 * as a keyboard user does; checks the choice was made.
 */
export async function chooseByTyping(page: Page, select: Locator, start: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.type(start, { delay: 30 });
  const chosen = await select.evaluate((el) => {
    const s = el as HTMLSelectElement;
    return s.options[s.selectedIndex]?.text ?? "";
  });
  if (!chosen.startsWith(start)) throw new Error(`typing "${start}" chose "${chosen}"`);
}
