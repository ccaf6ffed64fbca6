import type { Preload } from "../../lib/preload";
import { shouldSkipLoginCheck } from "./should-skip-login-check";
import { ViewerQuery } from "../../lib/session/viewer-query";

/** The login check SessionProvider runs, unless this address skips it (spec §2). */
export const preloadSession: Preload = ({ client, location }) =>
  shouldSkipLoginCheck(location) ? Promise.resolve() : client.query({ query: ViewerQuery });
