import type { ReferralProgramsQuery as ReferralProgramsData } from "../../__generated__/graphql";

export type Program = ReferralProgramsData["referralCampaigns"][number];

/** Every programme of the query, referral programmes first, each once. */
export function allPrograms(data: ReferralProgramsData | undefined): Program[] {
  if (!data) return [];
  const seen = new Set<string>();
  return [...data.referralCampaigns, ...data.promotionCampaigns, ...data.cashbackCampaigns].filter(
    (program) => !seen.has(program.id) && Boolean(seen.add(program.id)),
  );
}

/** The programme whose credits to show by default: the first Referral-type one. */
export function defaultProgram(programs: readonly Program[]): Program | undefined {
  return programs.find((p) => p.campaignType.toLowerCase() === "referral");
}
