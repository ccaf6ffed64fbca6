/** The signed-in user's single-sign-on fields the session-out rule reads. */
export interface SsoViewer {
  singleSignOn: boolean;
  sessionOutUrl?: string | null;
}

/**
 * Where to send a visitor whose login check failed (spec §4): the session-out URL of a
 * single-sign-on user, or null (the visitor simply stays signed out, as a traveller).
 */
export function sessionOutUrl(viewer: SsoViewer | null | undefined): string | null {
  if (!viewer?.singleSignOn) return null;
  const url = viewer.sessionOutUrl?.trim();
  return url ? url : null;
}
