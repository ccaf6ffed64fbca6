import { accountPaths, type AccountAreaKey } from "../../config/paths";
import type { LabelKey } from "../../lib/i18n";

/** An account page: what it holds is shown only to a signed-in user. */
export interface AccountArea {
  key: AccountAreaKey;
  path: string;
  titleKey: LabelKey;
  descriptionKey: LabelKey;
}

/** Every account route (spec §2 account route groups and /user-details). */
export const accountAreas: readonly AccountArea[] = (
  Object.keys(accountPaths) as AccountAreaKey[]
).map((key) => ({
  key,
  path: accountPaths[key],
  titleKey: `account.${key}.title`,
  descriptionKey: `account.${key}.description`,
}));
