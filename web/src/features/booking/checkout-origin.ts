/**
 * Where a checkout was started (the offer's page), kept in this tab's session storage while the
 * traveller is on the payment page, so the return page can lead back to it.
 */
const key = (checkoutId: string) => `checkout-origin:${checkoutId}`;

export function rememberCheckoutOrigin(checkoutId: string, path: string): void {
  try {
    sessionStorage.setItem(key(checkoutId), path);
  } catch {
    // storage refused (private mode, full): the return page leads home instead
  }
}

/** The path the checkout was started from, when it is a path of this site; else null. */
export function checkoutOrigin(checkoutId: string): string | null {
  try {
    const path = sessionStorage.getItem(key(checkoutId));
    return path !== null && path.startsWith("/") && !path.startsWith("//") ? path : null;
  } catch {
    return null;
  }
}
