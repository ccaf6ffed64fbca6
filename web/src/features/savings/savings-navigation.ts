/**
 * Leaving the app for the savings site, through an object tests replace (jsdom cannot leave the
 * page).
 */
export const savingsNavigation = {
  /** Loads the savings site's page in this tab (a full navigation; back returns here). */
  goTo(url: string): void {
    window.location.assign(url);
  },
};
