/** The preferences module: updatePreferences and the visitor's defaults. */
import { defineModule } from "../modules/define-module";
import type { UpstreamCallMeta } from "../upstream/http";
import { createPreferencesClient, type PreferencesClient } from "./preferences.client";
import { Mutation } from "./resolvers/Mutation";
import { Query } from "./resolvers/Query";

/** What updatePreferences and visitorDefaults need besides the loaders. */
export interface PreferencesContext {
  client: PreferencesClient;
  meta: UpstreamCallMeta;
}

export const preferencesModule = defineModule({
  name: "preferences",
  createClient: ({ http }) => createPreferencesClient(http),
  createContext: ({ client, meta }): PreferencesContext => ({ client, meta }),
  resolvers: { Query, Mutation },
});

declare module "../context" {
  interface GatewayContext {
    preferences: PreferencesContext;
  }
}
