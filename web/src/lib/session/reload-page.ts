/**
 * Page navigation that tests replace (jsdom cannot reload or leave the page): a full reload after
 * sign-in and sign-out, leaving for a single-sign-on session-out URL, and loading the page to go
 * to after a single-sign-on sign-in.
 */
export const pageNavigation = {
  reloadPage(): void {
    window.location.reload();
  },
  leaveTo(url: string): void {
    window.location.assign(url);
  },
  replaceWith(url: string): void {
    window.location.replace(url);
  },
};

/** Reloads the page (after sign-in without a redirect, and after sign-out). */
export function reloadPage(): void {
  pageNavigation.reloadPage();
}

/** Leaves the app for another address (single-sign-on session-out URL). */
export function leaveTo(url: string): void {
  pageNavigation.leaveTo(url);
}

/** Loads another address in place of this page, which leaves the history (a sign-in link). */
export function replaceWith(url: string): void {
  pageNavigation.replaceWith(url);
}
