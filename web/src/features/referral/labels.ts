import { isLabelKey, type TFunction } from "../../lib/i18n";

/** The translated name of a campaign type (Referral, Promotion, Cashback); another type as it came. */
export function campaignTypeLabel(t: TFunction, campaignType: string): string {
  const key = `referral.campaignType.${campaignType}`;
  return isLabelKey(key) ? t(key) : campaignType;
}

/** The translated status of a referral (PENDING, JOINED, BOOKED); another status as it came. */
export function referralStatusLabel(t: TFunction, status: string): string {
  const key = `referral.status.${status.toUpperCase()}`;
  return isLabelKey(key) ? t(key) : status;
}

/** Badge colours of the referral statuses. */
export function referralStatusPalette(status: string): "green" | "blue" | "gray" {
  switch (status.toUpperCase()) {
    case "BOOKED":
      return "green";
    case "JOINED":
      return "blue";
    default:
      return "gray";
  }
}
