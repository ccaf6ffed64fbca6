/**
 * The English default labels of this feature, loaded with its code (lib/i18n/feature-labels.ts);
 * the es-ES texts are in the upstream's label seed like every other.
 */
import { registerDefaultLabels, type LabelsOf } from "../../lib/i18n";

export const referralLabels = registerDefaultLabels({
  "referral.campaignType.Referral": "Referral",
  "referral.campaignType.Promotion": "Promotion",
  "referral.campaignType.Cashback": "Cashback",
  "referral.dates": "{{start}} to {{end}}",
  "referral.datesOpenEnded": "From {{start}}, no end date",
  "referral.datesLabel": "Dates",
  "referral.typeLabel": "Type",
  "referral.programs.empty": "There are no programs right now.",
  "referral.programs.viewCredits": "View credits",
  "referral.programs.viewCreditsFor": "View credits for {{name}}",
  "referral.credits.program": "Program",
  "referral.credits.total": "Total referrals: {{count}}",
  "referral.credits.listLabel": "Referrals in {{program}}",
  "referral.credits.empty": "Nobody has joined with your link in this program yet.",
  "referral.credits.pageEmpty": "There are no referrals on this page.",
  "referral.credits.firstPage": "Go to the first page",
  "referral.credits.noPrograms":
    "There is no referral program yet, so there are no credits to show.",
  "referral.credits.unknownProgram": "This program could not be found.",
  "referral.credits.allPrograms": "See all programs",
  "referral.field.name": "Name",
  "referral.field.email": "Email",
  "referral.field.status": "Status",
  "referral.field.credit": "Credit",
  "referral.field.date": "Referred on",
  "referral.status.PENDING": "Pending",
  "referral.status.JOINED": "Joined",
  "referral.status.BOOKED": "Booked",
  "rewards.summary": "Your balance",
  "rewards.points": "Points",
  "rewards.credit": "Credit",
  "rewards.tier": "Tier",
  "rewards.noTier": "No tier",
  "rewards.noRewards": "You have no rewards yet. Share a referral link to start earning.",
  "rewards.programDates": "Program dates",
  "rewards.disabled": "The loyalty program is not running right now.",
  "rewards.actions": "Your activity",
  "rewards.actionsEmpty": "Nothing has earned you points yet.",
  "rewards.actionsFailed": "Your activity could not be loaded. Please try again.",
  "rewards.pointsEarned": "+{{points}} points",
  "rewards.sharePromotions": "Share a promotion",
});

declare module "../../lib/i18n/feature-labels" {
  interface FeatureLabels extends LabelsOf<typeof referralLabels> {}
}
