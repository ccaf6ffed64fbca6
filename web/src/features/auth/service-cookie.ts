import { writePreferenceCookie } from "../../lib/cookies";

/**
 * Cookie `service`: the menu item an `action` query parameter selected (spec §2), for example
 * `hotel`, so the product area can be opened once the visitor has signed in. Kept a year on the
 * whole site, like the other preference cookies.
 */
export const SERVICE_COOKIE = "service";

/** Remembers the menu item the address selected. */
export function writeServiceCookie(service: string): void {
  writePreferenceCookie(SERVICE_COOKIE, service);
}
