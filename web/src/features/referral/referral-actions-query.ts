import { graphql } from "../../__generated__";

/** What the signed-in traveller did that earned points, newest first as the upstream lists it. */
export const ReferralActionsQuery = graphql(`
  query ReferralActions {
    referralActions {
      id
      action
      description
      points
      occurredAt
    }
  }
`);
