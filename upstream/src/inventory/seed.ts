/**
 * Seeds the inventory once (destinations, the demo offers' inventory facts, the generated offers
 * of the other areas with their Spanish texts) and keeps every offer's calendar written a year
 * ahead: the first start writes today to today + 365 in one INSERT … SELECT over
 * generate_series, each later start only the days the window moved by.
 *
 * A day's price and units are a function of the offer and the date alone (hashint8 of both), so
 * the calendar is the same on every run and machine: from price_usd (the "from" price) up to 45%
 * more by season (peak in July north of the equator, January south of it), weekend nights and the
 * day's draw; about one day in 29 is sold out (units_left 0).
 */
import { sql } from "kysely";
import { kyselyOf, type Db, type Queryable } from "../db/db";
import { jsonColumn } from "../db/json-column";
import { seedOnce } from "../db/seed-once";
import { foldText } from "../offers/offer-params";
import { DEMO_OFFERS } from "../offers/seed";
import { AREA_UNITS } from "./areas";
import { spanishAttributes } from "./attributes-es";
import { addDays, CALENDAR_DAYS_AHEAD, daysBetween } from "./dates";
import { DESTINATIONS } from "./destinations";
import { demoOfferFacts, generateInventory, type InventoryFacts } from "./generate";

/** Calendar days kept behind today (older ones are dropped when the window moves). */
const CALENDAR_DAYS_KEPT = 30;

function factColumns(facts: InventoryFacts) {
  return {
    destination_id: facts.destinationId,
    origin_id: facts.originId,
    max_guests: facts.maxGuests,
    units: facts.units,
    start_weekday: facts.startWeekday,
    stars: facts.stars,
    review_count: facts.reviewCount,
    amenities: facts.amenities,
    attributes: JSON.stringify(facts.attributes),
    policy_code: facts.policy,
  };
}

async function seedDestinations(tx: Queryable): Promise<void> {
  const kysely = kyselyOf(tx);
  await kysely
    .insertInto("destinations")
    .values(
      DESTINATIONS.map((d) => ({
        destination_id: d.id,
        name: d.name,
        name_search: foldText(d.name),
        country_code: d.countryCode,
        airport_code: d.airport,
        latitude: d.lat,
        longitude: d.lon,
        coastal: d.coastal,
      })),
    )
    .execute();
  await kysely
    .insertInto("destination_translations")
    .values(
      DESTINATIONS.map((d) => ({
        destination_id: d.id,
        language: "es",
        name: d.nameEs,
        name_search: foldText(d.nameEs),
      })),
    )
    .execute();
}

export async function seedInventory(db: Db): Promise<void> {
  await seedOnce(db, "inventory/demo", async (tx) => {
    const kysely = kyselyOf(tx);
    await seedDestinations(tx);
    for (const [id, facts] of demoOfferFacts(DEMO_OFFERS))
      await kysely
        .updateTable("offers")
        .set(factColumns(facts))
        .where("offer_id", "=", id)
        .execute();
    const generated = generateInventory(DEMO_OFFERS);
    await kysely
      .insertInto("offers")
      .values(
        generated.map((o) => ({
          offer_id: o.id,
          product_code: o.area,
          name: o.name,
          destination: DESTINATIONS.find((d) => d.id === o.destinationId)?.name ?? "",
          destination_search: foldText(
            DESTINATIONS.find((d) => d.id === o.destinationId)?.name ?? "",
          ),
          country_code: DESTINATIONS.find((d) => d.id === o.destinationId)?.countryCode ?? "",
          description: o.description,
          rating: o.rating,
          price_unit: AREA_UNITS[o.area],
          price_usd: o.priceUsd,
          ...factColumns(o),
        })),
      )
      .execute();
    await kysely
      .insertInto("offer_translations")
      .values(
        generated.map((o) => {
          const es = DESTINATIONS.find((d) => d.id === o.destinationId)?.nameEs ?? "";
          return {
            offer_id: o.id,
            language: "es",
            name: o.nameEs,
            destination: es,
            destination_search: foldText(es),
            description: o.descriptionEs,
          };
        }),
      )
      .execute();
    // offers added later are numbered after the generated ones
    await sql`SELECT setval(pg_get_serial_sequence('offers', 'offer_id'),
      (SELECT max(offer_id) FROM offers))`.execute(kysely);
  });
  await seedSpanishAttributes(db);
}

/**
 * Once per database, a new one or one seeded before translations had attributes: the Spanish
 * values of every offer's text attributes (attributes-es.ts), from the English ones it holds.
 */
async function seedSpanishAttributes(db: Db): Promise<void> {
  await seedOnce(db, "inventory/attributes-es", async (tx) => {
    const kysely = kyselyOf(tx);
    const offers = await kysely.selectFrom("offers").select(["offer_id", "attributes"]).execute();
    const rows = offers.flatMap(({ offer_id, attributes }) => {
      const spanish = spanishAttributes(jsonColumn(attributes as Record<string, unknown> | string));
      return Object.keys(spanish).length === 0 ? [] : [{ offer_id, attributes: spanish }];
    });
    if (rows.length === 0) return;
    await sql`UPDATE offer_translations t SET attributes = v.attributes
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(offer_id int, attributes jsonb)
      WHERE t.offer_id = v.offer_id AND t.language = 'es'`.execute(kysely);
  });
}

const dayNumber = sql`(g.day - date '2000-01-01')`;

/**
 * Writes the calendars through `today` + CALENDAR_DAYS_AHEAD (days already written are kept) and
 * drops days more than a month past; does nothing when the window is already there.
 */
export async function extendCalendars(db: Db, today: string): Promise<number> {
  const written = await writeCalendars(db, today);
  if (written >= BULK_ROWS) await compactWal(db);
  return written;
}

/** Rows written at once above which the write-ahead log is compacted after (a first fill). */
const BULK_ROWS = 10_000;

/**
 * After a bulk write, a checkpoint that removes the log segments it made rather than keep them
 * for reuse (on PGlite, whose one process is the checkpointer: a fresh data directory stays
 * about 30 MB smaller, and every copy of the tests' template with it). Only for a superuser;
 * a PostgreSQL server manages its own log.
 */
async function compactWal(db: Db): Promise<void> {
  const kysely = kyselyOf(db);
  const { rows } = await sql<{ super: boolean }>`SELECT rolsuper AS super FROM pg_roles
    WHERE rolname = current_user`.execute(kysely);
  if (rows[0]?.super !== true) return;
  await sql`SET wal_recycle = off`.execute(kysely);
  await sql`CHECKPOINT`.execute(kysely);
  await sql`RESET wal_recycle`.execute(kysely);
}

async function writeCalendars(db: Db, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const kysely = kyselyOf(tx);
    await sql`SELECT pg_advisory_xact_lock(hashtext('offer_calendar'))`.execute(kysely);
    const window = await kysely
      .selectFrom("offer_calendar_window")
      .select(sql<string>`through_day::text`.as("through"))
      .executeTakeFirst();
    const through = addDays(today, CALENDAR_DAYS_AHEAD);
    const next = window === undefined ? today : addDays(window.through, 1);
    const from = next > today ? next : today;
    const days = daysBetween(from, through) + 1;
    if (days <= 0) return 0;
    const written = await sql`INSERT INTO offer_calendar (offer_id, day, price_usd, units_left)
      SELECT o.offer_id, g.day,
        round(o.price_usd * (1::numeric
          + 0.1 * (1 + cos(2 * pi() * (extract(month FROM g.day)
              - CASE WHEN d.latitude < 0 THEN 1 ELSE 7 END) / 12))::numeric
          + CASE WHEN o.price_unit = 'NIGHT' AND extract(isodow FROM g.day) IN (5, 6)
              THEN 0.1 ELSE 0 END
          + abs(hashint8(o.offer_id * 100003::bigint + ${dayNumber})::bigint) % 1000 / 6666.0), 2),
        CASE WHEN abs(hashint8(o.offer_id * 7919::bigint - ${dayNumber})::bigint) % 29 = 0 THEN 0
          ELSE 1 + abs(hashint8(o.offer_id * 104729::bigint + ${dayNumber} * 31)::bigint) % o.units
        END
      FROM offers o
      JOIN destinations d ON d.destination_id = o.destination_id
      CROSS JOIN (SELECT ${from}::date + i AS day FROM generate_series(0, ${days - 1}::int) i) g
      WHERE o.start_weekday IS NULL OR extract(isodow FROM g.day) = o.start_weekday
      ON CONFLICT DO NOTHING`.execute(kysely);
    await sql`DELETE FROM offer_calendar WHERE day < ${addDays(today, -CALENDAR_DAYS_KEPT)}::date`.execute(
      kysely,
    );
    await sql`INSERT INTO offer_calendar_window (singleton, through_day)
      VALUES (true, ${through}::date)
      ON CONFLICT (singleton) DO UPDATE SET through_day = excluded.through_day`.execute(kysely);
    return Number(written.numAffectedRows ?? 0);
  });
}
