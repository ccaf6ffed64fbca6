import type { ViewerResolvers } from "../../__generated__/resolvers-types";
import { toMoney } from "../../locale/money";

export const Viewer: ViewerResolvers = {
  // the profile's credit_limit is kept in US dollars (see AgentProfile.creditLimitUsd)
  creditLimitUsd: (viewer) =>
    viewer.creditLimit === null || viewer.creditLimit === undefined
      ? null
      : toMoney(viewer.creditLimit, "USD"),
};
