/**
 * Leaving the app for another site's page (the payment provider's): a full navigation, which
 * tests replace (jsdom cannot navigate) with `replaceLeaveSiteForTests`.
 */
let leave = (url: string) => window.location.assign(url);

export function leaveSiteFor(url: string): void {
  leave(url);
}

/** Test support: records the pages left for instead of navigating; restores with null. */
export function replaceLeaveSiteForTests(replacement: ((url: string) => void) | null): void {
  leave = replacement ?? ((url: string) => window.location.assign(url));
}
