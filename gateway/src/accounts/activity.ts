/** Spec §7 user activity (POST /api/iqps/user-fqs): fire-and-forget, errors only logged. */
import type { Logger } from "@travel/service-kit/logger";
import type { UpstreamCallMeta } from "../upstream/http";
import type { AccountsClient, UserActivity } from "./accounts.client";

/** Starts the call and returns at once; a failure becomes one warning in the log. */
export function reportActivity(
  client: AccountsClient,
  meta: UpstreamCallMeta,
  logger: Logger,
  activity: UserActivity,
): void {
  client.userActivity(meta, activity).catch((err: unknown) => {
    logger.warn("user activity not recorded", { action: activity.action, err });
  });
}
