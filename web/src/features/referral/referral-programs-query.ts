import { graphql } from "../../__generated__";

/**
 * The organisation's programmes of every campaign type the site runs (the upstream lists one
 * type at a time): referral programmes first, then promotions and cashback.
 */
export const ReferralProgramsQuery = graphql(`
  query ReferralPrograms {
    referralCampaigns: campaigns(campaignType: "Referral") {
      id
      name
      campaignType
      description
      startDate
      endDate
    }
    promotionCampaigns: campaigns(campaignType: "Promotion") {
      id
      name
      campaignType
      description
      startDate
      endDate
    }
    cashbackCampaigns: campaigns(campaignType: "Cashback") {
      id
      name
      campaignType
      description
      startDate
      endDate
    }
  }
`);
