// the feature's own labels, registered before any of its components render
import "./default-labels";
export { Promotions } from "./promotions";
export { ReferralCredits } from "./referral-credits";
export { ReferralPrograms } from "./referral-programs";
export { YourRewards } from "./your-rewards";
