/** REST route recording what a user did. */
import type { Db } from "../db/db";
import { badRequest } from "../http/http-error";
import { ok, type Route } from "../http/router";
import { parseActivityEntry } from "./activity-entry";
import { recordActivity } from "./store";

export function activityRoutes(db: Db, now: () => Date): Route[] {
  return [
    {
      method: "POST",
      path: "/api/iqps/user-fqs",
      handler: async ({ body, clientIp }) => {
        const entry = parseActivityEntry(body, clientIp);
        if (!entry.ok) throw badRequest(entry.message);
        await recordActivity(db, entry.value, now());
        return ok({ status: 1 });
      },
    },
  ];
}
