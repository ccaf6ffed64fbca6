import { createContext, useContext } from "react";
import type { ViewerQuery } from "../../__generated__/graphql";

/** The signed-in user as the login check returns it. */
export type Viewer = NonNullable<ViewerQuery["viewer"]>;

/** The visitor's session: the signed-in user, or null when signed out (or not checked). */
export interface Session {
  viewer: Viewer | null;
  /** True while the login check runs, and while it could not be made (`unavailable`). */
  loading: boolean;
  /**
   * The login check could not be made (the service is having trouble): the visitor is not
   * signed out, the check is retried on its own; `retry` tries again at once.
   */
  unavailable: boolean;
  retry: () => void;
}

export const SessionContext = createContext<Session | null>(null);

/** The visitor's session; needs a `SessionProvider` above. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession needs a SessionProvider above it");
  return session;
}
