/**
 * The padding of a row of the referral pages' lists (the referrals, the actions, the running
 * promotions): the same on every list, so that their rows look alike.
 */
export const rowInset = { px: { base: "4", md: "5" }, py: "3" } as const;
