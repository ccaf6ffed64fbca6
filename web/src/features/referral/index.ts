export { Promotions } from "./promotions";
export { ReferralCredits } from "./referral-credits";
export { ReferralPrograms } from "./referral-programs";
export { YourRewards } from "./your-rewards";
