/**
 * One price for a trip, from the calendar, and availability enforced when booking, over HTTP on
 * a real started upstream, once on PGlite and once on a real PostgreSQL server: POST
 * /api/offers/price for each price unit (NIGHT, DAY, WEEK, PERSON, TRIP) against the calendar's
 * rows and the search's total, not on sale, sold out, too many guests, its 400s and 404, the
 * offer's calendar; a booking takes the units of every day once (a repeated request takes
 * none), refuses a sold-out day (409 SOLD_OUT) and another subtotal (409 PRICE_CHANGED), and of
 * concurrent bookings of the last units exactly as many succeed as there were units. Every
 * answer is checked against openapi.yaml.
 */
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { loadOpenApiContract } from "../contract/openapi-contract";
import { startUpstream, type RunningUpstream } from "../index";
import { AREA_UNITS, priceMultiplier, type Area } from "../inventory/areas";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../testing/test-databases";

const contract = loadOpenApiContract();
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** YYYY-MM-DD, `days` from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
let requests = 0;
const newRequestId = () => `cal-${Date.now().toString(36)}-${++requests}`;

describe.each(TEST_BACKENDS)("on %s", (backend) => {
  let database: TestDatabase;
  let upstream: RunningUpstream;
  const tokens: string[] = [];

  async function call(method: "GET" | "POST", path: string, body?: unknown, template = path) {
    const response = await fetch(`${upstream.url}${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const json = JSON.parse(text) as Json;
    const validate = contract.responseValidator(method, template, response.status);
    if (!validate(json))
      throw new Error(`${method} ${path} ${response.status} breaks openapi.yaml: ${text}`);
    return { httpStatus: response.status, json };
  }
  const price = (body: Json) => call("POST", "/api/offers/price", body);
  const query = <T = Json>(text: string, params: unknown[] = []) =>
    upstream.db.query<T>(text, params);

  /** The first offer of `area`, its unit facts. */
  async function offerOf(area: Area): Promise<{ id: number; weekday: number | null }> {
    const [row] = await query<{ offer_id: number; start_weekday: number | null }>(
      `SELECT offer_id, start_weekday FROM offers WHERE product_code = $1
       ORDER BY offer_id LIMIT 1`,
      [area],
    );
    return { id: row!.offer_id, weekday: row!.start_weekday };
  }

  /** The first day from today + 3 starting `days` calendar days each with `units` left. */
  async function firstAvailable(offerId: number, days: number, units: number): Promise<string> {
    const [row] = await query<{ day: string }>(
      `SELECT to_char(c.day, 'YYYY-MM-DD') AS day FROM offer_calendar c
       WHERE c.offer_id = $1 AND c.day >= current_date + 3
         AND (SELECT count(*) FROM offer_calendar x WHERE x.offer_id = c.offer_id
           AND x.day >= c.day AND x.day < c.day + $2::int AND x.units_left >= $3) = $2
       ORDER BY c.day LIMIT 1`,
      [offerId, days, units],
    );
    return row!.day;
  }

  /** The calendar rows' prices over [from, from + days), read directly. */
  const dayPrices = async (offerId: number, from: string, days: number) =>
    (
      await query<{ price: number }>(
        `SELECT price_usd::float8 AS price FROM offer_calendar
         WHERE offer_id = $1 AND day >= $2::date AND day < $2::date + $3::int ORDER BY day`,
        [offerId, from, days],
      )
    ).map((r) => r.price);
  const unitsLeft = async (offerId: number, from: string, days: number) =>
    (
      await query<{ units_left: number }>(
        `SELECT units_left FROM offer_calendar
         WHERE offer_id = $1 AND day >= $2::date AND day < $2::date + $3::int ORDER BY day`,
        [offerId, from, days],
      )
    ).map((r) => r.units_left);
  const cents = (n: number) => Math.round(n * 100) / 100;

  beforeAll(async () => {
    database = await createTestDatabase(backend, "calendar", { prepared: { scryptCost: 1024 } });
    upstream = await startUpstream({
      port: 0,
      host: "127.0.0.1",
      ...database.location,
      logLevel: "silent",
      scryptCost: 1024,
    });
    for (const who of ["traveller", "wallet", "agent"] as const) {
      const response = await fetch(`${upstream.url}/api/signIn`, {
        method: "POST",
        body: JSON.stringify({
          jsonSign: { email_id: DEMO_ACCOUNTS[who].email, password: DEMO_ACCOUNTS[who].password },
        }),
      });
      tokens.push(String(((await response.json()) as Json).result.token));
    }
  }, 60_000);

  afterAll(async () => {
    await upstream?.close();
    await database?.drop();
  }, 30_000);

  describe("POST /api/offers/price", () => {
    it.each([
      ["HLT", 3, { guests: 2, rooms: 2 }],
      ["CAR", 4, { guests: 2, rooms: 1 }],
      ["WEK", 1, { guests: 2, rooms: 1 }],
      ["ACT", 1, { guests: 3, rooms: 1 }],
      ["TRA", 1, { guests: 2, rooms: 1 }],
    ] as const)(
      "prices %s (%s days) from the calendar, as the search does",
      async (area, days, party) => {
        const unit = AREA_UNITS[area];
        const offer = await offerOf(area);
        const needed = unit === "PERSON" ? party.guests : unit === "NIGHT" ? party.rooms : 1;
        const checkIn = await firstAvailable(offer.id, days, needed);
        const checkOut = addDays(checkIn, days);
        const { httpStatus, json } = await price({
          offer_id: offer.id,
          check_in: checkIn,
          check_out: checkOut,
          ...party,
        });
        expect(httpStatus).toBe(200);
        const prices = await dayPrices(offer.id, checkIn, days);
        expect(prices).toHaveLength(days);
        const expected = cents(prices.reduce((a, b) => a + b, 0) * priceMultiplier(unit, party));
        expect(json.data).toMatchObject({
          offer_id: offer.id,
          area,
          price_unit: unit,
          check_in: checkIn,
          end_day: checkOut,
          available: true,
          total_usd: expected,
          units_needed: needed,
          refusal: null,
        });
        expect(json.data.days.map((d: Json) => d.price_usd)).toEqual(prices);
        // the search's total for the same trip is the same number
        const [place] = await query<{ destination_id: number }>(
          "SELECT destination_id FROM offers WHERE offer_id = $1",
          [offer.id],
        );
        const found = await call("POST", "/api/offers/search", {
          area,
          destination_id: place!.destination_id,
          check_in: checkIn,
          check_out: checkOut,
          ...party,
          size: 50,
        });
        const result = found.json.data.results.find((r: Json) => r.offer_id === offer.id);
        expect(result?.total_usd).toBe(expected);
      },
    );

    it("says which day is not on sale, sold out, or that the party is too large", async () => {
      const week = await offerOf("WEK");
      const start = await firstAvailable(week.id, 1, 1);
      const offDay = await price({ offer_id: week.id, check_in: addDays(start, 1) });
      expect(offDay.json.data).toMatchObject({
        available: false,
        total_usd: null,
        days: [],
        refusal: {
          code: "NOT_ON_SALE",
          day: addDays(start, 1),
          message: `The offer is not on sale on ${addDays(start, 1)}`,
        },
      });
      const hotel = await offerOf("HLT");
      const checkIn = await firstAvailable(hotel.id, 3, 1);
      await query("UPDATE offer_calendar SET units_left = 0 WHERE offer_id = $1 AND day = $2", [
        hotel.id,
        addDays(checkIn, 1),
      ]);
      const trip = { offer_id: hotel.id, check_in: checkIn, check_out: addDays(checkIn, 3) };
      const sold = await price({ ...trip, guests: 1 });
      expect(sold.json.data).toMatchObject({
        available: false,
        total_usd: null,
        refusal: {
          code: "SOLD_OUT",
          day: addDays(checkIn, 1),
          message: `The offer is sold out on ${addDays(checkIn, 1)}`,
        },
      });
      expect(sold.json.data.days).toHaveLength(3);
      const crowd = await price({ ...trip, check_in: addDays(checkIn, 2), guests: 9 });
      expect(crowd.json.data.refusal).toMatchObject({ code: "TOO_MANY_GUESTS", day: null });
    });

    it.each([
      [{}, 400, "offer_id is required"],
      [{ offer_id: "x" }, 400, "offer_id must be an offer id (a positive whole number)"],
      [{ offer_id: 99_999_999, check_in: day(3) }, 404, "Offer not found"],
      [{ offer_id: 101 }, 400, "check_in is required"],
      [{ offer_id: 101, check_in: day(-2) }, 400, "check_in must not be in the past"],
      [{ offer_id: 101, check_in: day(3) }, 400, "check_out is required for HLT"],
      [
        { offer_id: 101, check_in: day(3), check_out: day(3) },
        400,
        "check_out must be after check_in",
      ],
      [
        { offer_id: 101, check_in: day(3), check_out: day(4), guests: 10 },
        400,
        "guests must be a whole number from 1 to 9",
      ],
      [
        { offer_id: 101, check_in: day(3), check_out: day(4), guests: 1, rooms: 2 },
        400,
        "rooms must not be more than guests",
      ],
    ])("refuses %j with %s %s, as the search does", async (body, status, message) => {
      expect(await price(body)).toEqual({ httpStatus: status, json: { status: 0, message } });
    });
  });

  describe("GET /api/offers/{id}/calendar", () => {
    it("gives the day prices and units left of a range, with the search's refusals", async () => {
      const template = "/api/offers/{id}/calendar";
      const { json } = await call(
        "GET",
        `/api/offers/101/calendar?from=${day(3)}&to=${day(9)}`,
        undefined,
        template,
      );
      expect(json.data).toMatchObject({ offer_id: 101, area: "HLT", price_unit: "NIGHT" });
      expect(json.data.days.map((d: Json) => d.price_usd)).toEqual(await dayPrices(101, day(3), 7));
      expect(json.data.days.map((d: Json) => d.units_left)).toEqual(
        await unitsLeft(101, day(3), 7),
      );
      const far = await call(
        "GET",
        `/api/offers/101/calendar?from=${day(3)}&to=${day(80)}`,
        undefined,
        template,
      );
      expect(far.json).toEqual({ status: 0, message: "to must be less than 62 days after from" });
      const none = await call("GET", "/api/offers/99999999/calendar", undefined, template);
      expect(none.httpStatus).toBe(404);
    });
  });

  describe("booking against the calendar", () => {
    const create = (token: string, body: Json) =>
      call("POST", "/api/reservations", { token, action: "create", ...body });
    const hotelTrip = async (nights: number, units: number) => {
      const checkIn = await firstAvailable(101, nights, units);
      const checkOut = addDays(checkIn, nights);
      const priced = await price({ offer_id: 101, check_in: checkIn, check_out: checkOut });
      return {
        request_id: newRequestId(),
        offer_id: 101,
        check_in: checkIn,
        check_out: checkOut,
        guests: 2,
        currency: "USD",
        total: priced.json.data.total_usd,
        subtotal_usd: priced.json.data.total_usd,
        total_usd: priced.json.data.total_usd,
        cards: [],
      };
    };

    it("takes one unit of every night once; a repeated request takes none", async () => {
      const body = await hotelTrip(3, 2);
      const before = await unitsLeft(101, body.check_in, 3);
      const first = await create(tokens[0]!, body);
      expect(first.httpStatus).toBe(200);
      expect(await unitsLeft(101, body.check_in, 3)).toEqual(before.map((n) => n - 1));
      const again = await create(tokens[0]!, body);
      expect(again.json.duplicate).toBe(true);
      expect(await unitsLeft(101, body.check_in, 3)).toEqual(before.map((n) => n - 1));
    });

    it("refuses a sold-out night with 409 SOLD_OUT naming it, taking nothing", async () => {
      const body = await hotelTrip(3, 1);
      const last = addDays(body.check_in, 2);
      await query("UPDATE offer_calendar SET units_left = 0 WHERE offer_id = 101 AND day = $1", [
        last,
      ]);
      const before = await unitsLeft(101, body.check_in, 3);
      expect(await create(tokens[0]!, body)).toEqual({
        httpStatus: 409,
        json: { status: 0, code: "SOLD_OUT", message: `The offer is sold out on ${last}` },
      });
      expect(await unitsLeft(101, body.check_in, 3)).toEqual(before);
    });

    it("refuses another subtotal with 409 PRICE_CHANGED naming the calendar's total", async () => {
      const body = await hotelTrip(2, 1);
      const stale = cents(body.subtotal_usd - 10);
      const answer = await create(tokens[0]!, { ...body, subtotal_usd: stale });
      expect(answer).toEqual({
        httpStatus: 409,
        json: {
          status: 0,
          code: "PRICE_CHANGED",
          message: `The price of this trip is now ${body.subtotal_usd.toFixed(2)} USD, not ${stale.toFixed(2)}`,
        },
      });
    });

    it("books the last units exactly once among concurrent bookings", async () => {
      const body = await hotelTrip(2, 1);
      await query(
        `UPDATE offer_calendar SET units_left = 2 WHERE offer_id = 101
         AND day >= $1::date AND day < $1::date + 2`,
        [body.check_in],
      );
      // five travellers' bookings (other request ids) for the 2 rooms left on both nights
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          create(tokens[i % tokens.length]!, { ...body, request_id: newRequestId() }),
        ),
      );
      expect(answers.filter((a) => a.httpStatus === 200)).toHaveLength(2);
      const refused = answers.filter((a) => a.httpStatus !== 200);
      expect(refused.map((a) => a.json.code)).toEqual(["SOLD_OUT", "SOLD_OUT", "SOLD_OUT"]);
      expect(await unitsLeft(101, body.check_in, 2)).toEqual([0, 0]);
    });
  });
});
