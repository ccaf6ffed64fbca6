/**
 * Seeds the demo referral and loyalty data once: the organisation's campaigns (Referral,
 * Promotion, Cashback), the loyalty programme, and for the demo traveller 23 referrals in one
 * Referral programme, a few in another, their actions and rewards. Dates are relative to the
 * day of seeding. The demo agent gets nothing; nobody is a savings member.
 */
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { sql } from "kysely";
import { kyselyOf, type Db } from "../db/db";
import { seedOnce } from "../db/seed-once";
import { SITE_ORG_ID } from "../site/organisation";
import { REFERRAL_CREDIT, type ReferralStatus } from "./links-store";

interface SeedCampaign {
  key: string;
  name: string;
  type: "Referral" | "Promotion" | "Cashback";
  description: string;
  landingUrl: string | null;
  code: string;
  /** Days from the seeding day (negative: in the past). */
  start: number;
  end: number | null;
}

export const DEMO_CAMPAIGNS: readonly SeedCampaign[] = [
  {
    key: "friends",
    name: "Refer a friend",
    type: "Referral",
    description: "Earn US$25 credit when a friend you refer completes their first booking.",
    landingUrl: "https://wayfarer.example.com/refer",
    code: "FRIENDS2026",
    start: -240,
    end: null,
  },
  {
    key: "summer",
    name: "Summer getaway referrals",
    type: "Referral",
    description: "Double credit for friends who book a summer stay of 3 nights or more.",
    landingUrl: "https://wayfarer.example.com/summer",
    code: "SUMMER2026",
    start: -150,
    end: 60,
  },
  {
    key: "spring",
    name: "Spring city breaks",
    type: "Promotion",
    description: "Up to 30% off city hotels for members, 2 nights or more.",
    landingUrl: "https://wayfarer.example.com/promotions/city-breaks",
    code: "CITY30",
    start: -30,
    end: 90,
  },
  {
    key: "weekend",
    name: "Member weekend deals",
    type: "Promotion",
    description: "Fresh weekend deals every Thursday, for members only.",
    landingUrl: null,
    code: "WEEKEND",
    start: -90,
    end: null,
  },
  {
    key: "winter",
    name: "Winter escapes",
    type: "Promotion",
    description: "Sun destinations at member prices (ended).",
    landingUrl: "https://wayfarer.example.com/promotions/winter",
    code: "WINTER25",
    start: -300,
    end: -200,
  },
  {
    key: "cashback",
    name: "Hotel cashback",
    type: "Cashback",
    description: "5% of every hotel booking back as travel credit.",
    landingUrl: "https://wayfarer.example.com/cashback",
    code: "CASHBACK5",
    start: -60,
    end: 120,
  },
];

type Status = ReferralStatus;
const CREDIT = REFERRAL_CREDIT;

/** [first name, last name, status, days ago] of the 23 referrals in "Refer a friend". */
const FRIENDS: readonly [string, string, Status, number][] = [
  ["Priya", "Raman", "PENDING", 2],
  ["Lucas", "Moreau", "JOINED", 6],
  ["Sofia", "Rossi", "BOOKED", 11],
  ["Daniel", "Okafor", "BOOKED", 17],
  ["Hannah", "Schmidt", "JOINED", 22],
  ["Mateo", "Fernández", "BOOKED", 29],
  ["Aiko", "Tanaka", "PENDING", 35],
  ["Oliver", "Bennett", "BOOKED", 41],
  ["Chloé", "Dubois", "JOINED", 48],
  ["Noah", "Williams", "BOOKED", 54],
  ["Amara", "Nwosu", "JOINED", 61],
  ["Liam", "O'Connor", "BOOKED", 67],
  ["Isabella", "García", "PENDING", 74],
  ["Ethan", "Kim", "BOOKED", 80],
  ["Zara", "Ahmed", "JOINED", 88],
  ["Jakob", "Nilsson", "BOOKED", 95],
  ["Maja", "Kowalska", "JOINED", 103],
  ["Samuel", "Cohen", "BOOKED", 110],
  ["Leila", "Haddad", "PENDING", 118],
  ["Thomas", "Müller", "BOOKED", 126],
  ["Grace", "Liu", "JOINED", 135],
  ["Rafael", "Costa", "BOOKED", 144],
  ["Emma", "Johansson", "BOOKED", 152],
];

const SUMMER: readonly [string, string, Status, number][] = [
  ["Nadia", "Petrova", "BOOKED", 9],
  ["Kwame", "Mensah", "JOINED", 33],
  ["Elena", "Popescu", "PENDING", 58],
  ["Marco", "Bianchi", "BOOKED", 97],
];

/** [action, description, points, days ago, campaign key or null]. */
const ACTIONS: readonly [string, string, number, number, string | null][] = [
  ["SIGN_UP", "Joined Wayfarer Rewards", 100, 230, null],
  ["PROFILE_COMPLETED", "Completed the travel profile", 50, 228, null],
  ["FIRST_BOOKING", "First booking: 3 nights in Lisbon", 500, 190, null],
  ["SHARE", "Shared the Refer a friend link", 10, 160, "friends"],
  ["REFERRAL_JOINED", "Lucas Moreau joined with your link", 100, 6, "friends"],
  ["REFERRAL_BOOKED", "Sofia Rossi completed her first booking", 250, 11, "friends"],
  ["REVIEW_WRITTEN", "Reviewed Hotel Miramar, Barcelona", 25, 45, null],
  ["REFERRAL_BOOKED", "Nadia Petrova booked a summer stay", 500, 9, "summer"],
];

/** "Chloé", "O'Connor" → chloe.oconnor@example.com */
const demoEmail = (first: string, last: string) =>
  `${first}.${last}`
    .normalize("NFD")
    .replace(/[^A-Za-z.]/g, "")
    .toLowerCase()
    .concat("@example.com");

/** Midnight today less `daysAgo` days, plus `minutes` into that day. */
const dayAndTime = (daysAgo: number, minutes: number) =>
  sql<Date>`date_trunc('day', now()) - make_interval(days => ${sql.lit(Math.trunc(daysAgo))},
    mins => ${sql.lit(-Math.trunc(minutes))})`;

export async function seedReferrals(db: Db): Promise<void> {
  await seedOnce(db, "referral/demo", async (tx) => {
    const kysely = kyselyOf(tx);
    const ids = new Map<string, number>();
    for (const c of DEMO_CAMPAIGNS) {
      const row = await kysely
        .insertInto("referral_campaigns")
        .values({
          org_id: SITE_ORG_ID,
          campaign_name: c.name,
          campaign_type: c.type,
          description: c.description,
          landing_url: c.landingUrl,
          referral_code: c.code,
          start_date: sql<Date>`current_date + ${c.start}::integer`,
          end_date: sql<Date>`current_date + ${c.end}::integer`,
        })
        .returning("campaign_id")
        .executeTakeFirst();
      if (row) ids.set(c.key, row.campaign_id);
    }
    await kysely
      .insertInto("loyalty_programmes")
      .values({
        org_id: SITE_ORG_ID,
        name: "Wayfarer Rewards",
        enabled: true,
        start_date: sql<Date>`current_date - 120`,
        end_date: sql<Date>`current_date + 245`,
      })
      .execute();
    const traveller = await kysely
      .selectFrom("accounts")
      .select("account_id")
      .where("email", "=", DEMO_ACCOUNTS.traveller.email)
      .executeTakeFirst();
    if (traveller === undefined) return;
    const referrals = [
      ...FRIENDS.map((r) => ({ campaign: "friends", r })),
      ...SUMMER.map((r) => ({ campaign: "summer", r })),
    ].map(({ campaign, r: [first, last, status, daysAgo] }, i) => {
      const campaignId = ids.get(campaign);
      if (campaignId === undefined) throw new Error(`no seeded campaign ${campaign}`);
      return {
        campaign_id: campaignId,
        referrer_id: traveller.account_id,
        first_name: first,
        last_name: last,
        email: demoEmail(first, last),
        status,
        credit_amount: CREDIT[status],
        currency_code: "USD",
        // spread over the day too, so no two referrals share a time
        created_at: dayAndTime(daysAgo, 9 * 60 + ((i * 97) % 600)),
      };
    });
    await kysely.insertInto("referrals").values(referrals).execute();
    const actions = ACTIONS.map(([action, description, points, daysAgo, campaign], i) => ({
      account_id: traveller.account_id,
      campaign_id: campaign === null ? null : (ids.get(campaign) ?? null),
      action,
      description,
      points,
      created_at: dayAndTime(daysAgo, 10 * 60 + i * 17),
    }));
    await kysely.insertInto("referral_actions").values(actions).execute();
    await kysely
      .insertInto("loyalty_rewards")
      .values({
        account_id: traveller.account_id,
        points: 1535,
        credit_amount: "45.00",
        currency_code: "USD",
        tier: "Silver",
      })
      .execute();
  });
}
