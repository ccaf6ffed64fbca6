/**
 * Seeds the demo agent's book once: ten clients, three past bookings made for some of them (the
 * agent's reservations) and quotes in every state. Dates are relative to the day of seeding, so
 * OPEN quotes are still valid after a fresh start and the EXPIRED ones are past.
 */
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { sql } from "kysely";
import { kyselyOf, type Db, type Queryable } from "../db/db";
import { seedOnce } from "../db/seed-once";

interface SeedClient {
  name: string;
  email: string;
  phoneCountryCode: string | null;
  phone: string | null;
  /** Nationality code (nationalities.nationality_code). */
  nationality: string | null;
  notes: string;
  /** Days ago the client was added. */
  addedDaysAgo: number;
}

export const DEMO_AGENT_CLIENTS: readonly SeedClient[] = [
  {
    name: "Margaret Ellison",
    email: "margaret.ellison@example.com",
    phoneCountryCode: "+1",
    phone: "2125550147",
    nationality: "US",
    notes: "Prefers boutique hotels; anniversary trip in spring.",
    addedDaysAgo: 210,
  },
  {
    name: "Rafael Duarte",
    email: "rafael.duarte@example.com",
    phoneCountryCode: "+351",
    phone: "912345678",
    nationality: "PT",
    notes: "Travels with two children. Needs family rooms.",
    addedDaysAgo: 180,
  },
  {
    name: "Yuki Nakamura",
    email: "yuki.nakamura@example.com",
    phoneCountryCode: "+81",
    phone: "9012345678",
    nationality: "JP",
    notes: "",
    addedDaysAgo: 150,
  },
  {
    name: "Claire Fontaine",
    email: "claire.fontaine@example.com",
    phoneCountryCode: "+33",
    phone: "612345678",
    nationality: "FR",
    notes: "Vegetarian. Likes guided food tours.",
    addedDaysAgo: 131,
  },
  {
    name: "Thabo Mokoena",
    email: "thabo.mokoena@example.com",
    phoneCountryCode: "+27",
    phone: "821234567",
    nationality: "ZA",
    notes: "Corporate account: invoices to his company.",
    addedDaysAgo: 120,
  },
  {
    name: "Ingrid Halvorsen",
    email: "ingrid.halvorsen@example.com",
    phoneCountryCode: "+47",
    phone: "41234567",
    nationality: "NO",
    notes: "",
    addedDaysAgo: 96,
  },
  {
    name: "Diego Hernández",
    email: "diego.hernandez@example.com",
    phoneCountryCode: "+52",
    phone: "5512345678",
    nationality: "MX",
    notes: "Honeymoon in Cancún, late check-out requested.",
    addedDaysAgo: 75,
  },
  {
    name: "Aisha Rahman",
    email: "aisha.rahman@example.com",
    phoneCountryCode: "+44",
    phone: "7700900123",
    nationality: "GB",
    notes: "Wheelchair user: step-free rooms only.",
    addedDaysAgo: 52,
  },
  {
    name: "Björn Eriksson",
    email: "bjorn.eriksson@example.com",
    phoneCountryCode: null,
    phone: null,
    nationality: "SE",
    notes: "Contact by email only.",
    addedDaysAgo: 30,
  },
  {
    name: "Lucía Martín",
    email: "lucia.martin@example.com",
    phoneCountryCode: "+34",
    phone: "612987654",
    nationality: "ES",
    notes: "Group of six friends, Barcelona in summer.",
    addedDaysAgo: 9,
  },
];

interface SeedQuote {
  reference: string;
  /** Index into DEMO_AGENT_CLIENTS. */
  client: number;
  offerId: number;
  /** Check-in, days from the seeding day. */
  checkIn: number;
  /** Nights; null for activities (priced per person). */
  nights: number | null;
  guests: number;
  priceUsd: number;
  status: "OPEN" | "BOOKED" | "EXPIRED" | "DECLINED";
  /** valid_until, days from the seeding day. */
  validUntil: number;
  createdDaysAgo: number;
  /** A BOOKED quote's reservation reference (booked by the agent). */
  booking?: string;
}

export const DEMO_AGENT_QUOTES: readonly SeedQuote[] = [
  {
    reference: "Q-7K3Q9Z",
    client: 9,
    offerId: 104,
    checkIn: 40,
    nights: 4,
    guests: 6,
    priceUsd: 688,
    status: "OPEN",
    validUntil: 12,
    createdDaysAgo: 2,
  },
  {
    reference: "Q-M4XP2D",
    client: 7,
    offerId: 101,
    checkIn: 55,
    nights: 3,
    guests: 1,
    priceUsd: 567,
    status: "OPEN",
    validUntil: 20,
    createdDaysAgo: 5,
  },
  {
    reference: "Q-H8RT5W",
    client: 0,
    offerId: 102,
    checkIn: 70,
    nights: 5,
    guests: 2,
    priceUsd: 1225,
    status: "OPEN",
    validUntil: 9,
    createdDaysAgo: 8,
  },
  {
    reference: "Q-9BNV3C",
    client: 6,
    offerId: 141,
    checkIn: 21,
    nights: 7,
    guests: 2,
    priceUsd: 2723,
    status: "BOOKED",
    validUntil: 4,
    createdDaysAgo: 26,
    booking: "WH-AGNT26",
  },
  {
    reference: "Q-Z2KF6Y",
    client: 1,
    offerId: 121,
    checkIn: 14,
    nights: null,
    guests: 4,
    priceUsd: 316,
    status: "BOOKED",
    validUntil: -3,
    createdDaysAgo: 33,
    booking: "WH-AGNT27",
  },
  {
    reference: "Q-P5DM8J",
    client: 3,
    offerId: 101,
    checkIn: -20,
    nights: 2,
    guests: 2,
    priceUsd: 378,
    status: "BOOKED",
    validUntil: -40,
    createdDaysAgo: 60,
    booking: "WH-AGNT28",
  },
  {
    reference: "Q-T3WG7E",
    client: 2,
    offerId: 151,
    checkIn: -10,
    nights: 3,
    guests: 2,
    priceUsd: 495,
    status: "OPEN",
    validUntil: -25,
    createdDaysAgo: 45,
  },
  {
    reference: "Q-C6HS4R",
    client: 4,
    offerId: 103,
    checkIn: 30,
    nights: 2,
    guests: 1,
    priceUsd: 284,
    status: "DECLINED",
    validUntil: 10,
    createdDaysAgo: 15,
  },
];

const day = (days: number) => sql<Date>`(CURRENT_DATE + ${sql.lit(Math.trunc(days))})`;
const ago = (days: number) =>
  sql<Date>`(now() - make_interval(days => ${sql.lit(Math.trunc(days))}))`;

async function insertClients(tx: Queryable, agentId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const c of DEMO_AGENT_CLIENTS) {
    const row = await kyselyOf(tx)
      .insertInto("agent_clients")
      .values((eb) => ({
        agent_id: agentId,
        name: c.name,
        email: c.email,
        phone_country_code: c.phoneCountryCode,
        phone: c.phone,
        nationality_id: eb
          .selectFrom("nationalities")
          .select((s) => s.fn.min("nationality_id").as("id"))
          .where("nationality_code", "=", c.nationality),
        notes: c.notes,
        created_at: ago(c.addedDaysAgo),
      }))
      .returning("client_id")
      .executeTakeFirst();
    if (row) ids.push(row.client_id);
  }
  return ids;
}

/** The agent's reservation for a BOOKED quote, paid in USD without cards. */
async function insertBooking(tx: Queryable, agentId: number, q: SeedQuote): Promise<number> {
  if (q.booking === undefined) throw new Error(`quote ${q.reference} has no booking`);
  const row = await kyselyOf(tx)
    .insertInto("reservations")
    .values({
      reference: q.booking,
      user_id: agentId,
      request_id: `seed-agent-${q.reference}`,
      offer_id: q.offerId,
      check_in: day(q.checkIn),
      check_out: q.nights === null ? null : day(q.checkIn + q.nights),
      guests: q.guests,
      status: "CONFIRMED",
      currency: "USD",
      total: q.priceUsd,
      subtotal_usd: q.priceUsd,
      total_usd: q.priceUsd,
      booked_at: ago(q.createdDaysAgo - 2),
    })
    .returning("reservation_id")
    .executeTakeFirst();
  if (!row) throw new Error(`could not seed the booking of ${q.reference}`);
  return row.reservation_id;
}

export async function seedAgent(db: Db): Promise<void> {
  await seedOnce(db, "agent/demo", async (tx) => {
    const agent = await kyselyOf(tx)
      .selectFrom("accounts")
      .select("account_id")
      .where("email", "=", DEMO_ACCOUNTS.agent.email)
      .where("user_type", "=", 1)
      .executeTakeFirst();
    if (!agent) return;
    const clients = await insertClients(tx, agent.account_id);
    for (const q of DEMO_AGENT_QUOTES) {
      const reservationId =
        q.booking === undefined ? null : await insertBooking(tx, agent.account_id, q);
      const clientId = clients[q.client];
      if (clientId === undefined) throw new Error(`no seeded client ${q.client}`);
      await kyselyOf(tx)
        .insertInto("agent_quotes")
        .values({
          reference: q.reference,
          agent_id: agent.account_id,
          client_id: clientId,
          offer_id: q.offerId,
          check_in: day(q.checkIn),
          check_out: q.nights === null ? null : day(q.checkIn + q.nights),
          guests: q.guests,
          price_usd: q.priceUsd,
          status: q.status,
          valid_until: day(q.validUntil),
          reservation_id: reservationId,
          created_at: ago(q.createdDaysAgo),
        })
        .execute();
    }
  });
}
