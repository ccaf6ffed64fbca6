/**
 * An agent's new quotes and declines over HTTP on a real started upstream (temporary PGlite
 * directory): a quote priced from the offer's calendar (the same total as POST
 * /api/offers/price), stored OPEN with its rooms and valid-until day and listed first; every
 * refusal (another agent's client, an unknown offer, the trip's 400s, a day sold out or not on
 * sale, too many guests); a keyed retry answering the first quote; declining only the agent's own
 * OPEN quote; booking a quote (POST /api/reservations with agent_quote_id) only for its own trip and
 * only once; a traveller refused. Every response is checked against openapi.yaml.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { loadOpenApiContract } from "../contract/openapi-contract";
import { startUpstream, type RunningUpstream } from "../index";
import { addDays } from "../inventory/dates";
import { copyPreparedDatabase } from "../testing/template-data-dir";
import { QUOTE_VALID_DAYS, newQuoteReference, quoteValidUntil } from "./quotes";
import { AGENT_PATHS } from "./routes";
import { DEMO_AGENT_CLIENTS } from "./seed";

const contract = loadOpenApiContract();
const dataDir = mkdtempSync(join(tmpdir(), "upstream-agent-quotes-"));
let upstream: RunningUpstream;
let agentToken = "";
let otherAgentToken = "";
let travellerToken = "";
let clientId = 0;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${upstream.url}${path}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const json: unknown = JSON.parse(text);
  const validate = contract.responseValidator("POST", path, response.status);
  if (!validate(json))
    throw new Error(
      `POST ${path} ${response.status} breaks openapi.yaml: ${JSON.stringify(validate.errors)} in ${text}`,
    );
  return { httpStatus: response.status, json: json as Json };
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${upstream.url}/api/signIn`, {
    method: "POST",
    body: JSON.stringify({ jsonSign: { email_id: email, password } }),
  });
  return String(((await response.json()) as Json).result.token);
}

const query = <T = Json>(text: string, params: unknown[] = []) =>
  upstream.db.query<T>(text, params);

const today = () => new Date().toISOString().slice(0, 10);

/** The first offer of `area` (holding at most `maxGuests` per unit when given). */
async function offerOf(area: string, maxGuests = 99): Promise<{ id: number; maxGuests: number }> {
  const [row] = await query<{ offer_id: number; max_guests: number }>(
    `SELECT offer_id, max_guests FROM offers WHERE product_code = $1 AND max_guests <= $2
     ORDER BY offer_id LIMIT 1`,
    [area, maxGuests],
  );
  if (row === undefined) throw new Error(`no ${area} offer in the seed`);
  return { id: row.offer_id, maxGuests: row.max_guests };
}

/** The first day from today + 10 starting `days` calendar days each with `units` left. */
async function firstAvailable(offerId: number, days: number, units: number) {
  const [row] = await query<{ day: string }>(
    `SELECT to_char(c.day, 'YYYY-MM-DD') AS day FROM offer_calendar c
     WHERE c.offer_id = $1 AND c.day >= current_date + 10
       AND (SELECT count(*) FROM offer_calendar x WHERE x.offer_id = c.offer_id
         AND x.day >= c.day AND x.day < c.day + $2::int AND x.units_left >= $3) = $2
     ORDER BY c.day LIMIT 1`,
    [offerId, days, units],
  );
  if (row === undefined) throw new Error(`offer ${offerId} has no ${days} days with ${units} left`);
  return row.day;
}

const newQuote = (body: Json, token = agentToken, headers: Record<string, string> = {}) =>
  post(AGENT_PATHS.newQuote, { token, ...body }, headers);
const decline = (quoteId: unknown, token = agentToken) =>
  post(AGENT_PATHS.declineQuote, { token, quote_id: quoteId });
const quoteList = async (token = agentToken) =>
  (await post(AGENT_PATHS.quotes, { token })).json.data.data as Json[];

/** A hotel stay of 3 nights, 3 guests in 2 rooms, on days with room for it. */
async function hotelTrip() {
  const hotel = await offerOf("HLT");
  const checkIn = await firstAvailable(hotel.id, 3, 2);
  return {
    offer_id: hotel.id,
    check_in: checkIn,
    check_out: addDays(checkIn, 3),
    guests: 3,
    rooms: 2,
  };
}

beforeAll(async () => {
  await copyPreparedDatabase(dataDir, { scryptCost: 1024 });
  upstream = await startUpstream({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: undefined,
    logLevel: "silent",
    scryptCost: 1024,
  });
  // a second agent: the wallet account, made an agent in this test's own database
  await query("UPDATE accounts SET user_type = 1 WHERE email = $1", [DEMO_ACCOUNTS.wallet.email]);
  agentToken = await signIn(DEMO_ACCOUNTS.agent.email, DEMO_ACCOUNTS.agent.password);
  otherAgentToken = await signIn(DEMO_ACCOUNTS.wallet.email, DEMO_ACCOUNTS.wallet.password);
  travellerToken = await signIn(DEMO_ACCOUNTS.traveller.email, DEMO_ACCOUNTS.traveller.password);
  const clients = (await post(AGENT_PATHS.clients, { token: agentToken })).json.data.data as Json[];
  clientId = clients.find((c) => c.email === DEMO_AGENT_CLIENTS[0]?.email)?.client_id as number;
}, 60_000);

afterAll(async () => {
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the quote rules", () => {
  it("draws Q- and 6 characters without look-alikes", () => {
    expect(newQuoteReference()).toMatch(/^Q-[2-9A-HJKMNP-Z]{6}$/);
    expect(newQuoteReference(() => 0)).toBe("Q-222222");
  });

  it("keeps a quote valid for a week, never past its check-in day", () => {
    expect(QUOTE_VALID_DAYS).toBe(7);
    expect(quoteValidUntil("2027-03-01", "2027-04-01")).toBe("2027-03-08");
    expect(quoteValidUntil("2027-03-01", "2027-03-04")).toBe("2027-03-04");
    expect(quoteValidUntil("2027-03-01", "2027-03-01")).toBe("2027-03-01");
  });
});

describe("making a quote", () => {
  it("stores an OPEN quote at the calendar's total, listed first", async () => {
    const trip = await hotelTrip();
    const { httpStatus, json } = await newQuote({ client_id: clientId, ...trip });
    expect(httpStatus).toBe(200);
    const price = await post("/api/offers/price", trip);
    expect(price.json.data.available).toBe(true);
    expect(json.data).toMatchObject({
      reference: expect.stringMatching(/^Q-[2-9A-HJKMNP-Z]{6}$/),
      client: { client_id: clientId, email: DEMO_AGENT_CLIENTS[0]?.email },
      offer: { offer_id: trip.offer_id },
      check_in: trip.check_in,
      check_out: trip.check_out,
      guests: 3,
      rooms: 2,
      price_usd: price.json.data.total_usd,
      status: "OPEN",
      valid_until: addDays(today(), QUOTE_VALID_DAYS),
      reservation_reference: null,
    });
    const list = await quoteList();
    expect(list[0]).toEqual(json.data);
  });

  it("is valid until the check-in day when that comes within a week", async () => {
    const hotel = await offerOf("HLT");
    const checkIn = addDays(today(), 2);
    await query("UPDATE offer_calendar SET units_left = 5 WHERE offer_id = $1 AND day = $2", [
      hotel.id,
      checkIn,
    ]);
    const { json } = await newQuote({
      client_id: clientId,
      offer_id: hotel.id,
      check_in: checkIn,
      check_out: addDays(checkIn, 1),
      guests: 1,
    });
    expect(json.data).toMatchObject({ valid_until: checkIn, rooms: 1, guests: 1 });
  });

  it("prices a start-day offer by its day (check_out null)", async () => {
    const activity = await offerOf("ACT");
    const checkIn = await firstAvailable(activity.id, 1, 2);
    const trip = { offer_id: activity.id, check_in: checkIn, guests: 2 };
    const { httpStatus, json } = await newQuote({
      client_id: clientId,
      ...trip,
      check_out: addDays(checkIn, 4),
    });
    expect(httpStatus).toBe(200);
    const price = await post("/api/offers/price", trip);
    expect(json.data).toMatchObject({
      check_out: null,
      rooms: 1,
      price_usd: price.json.data.total_usd,
    });
  });

  it("makes a keyed quote once: a retry answers the first quote", async () => {
    const trip = await hotelTrip();
    const key = { "idempotency-key": `quote-${Date.now()}` };
    const first = await newQuote({ client_id: clientId, ...trip }, agentToken, key);
    const again = await newQuote({ client_id: clientId, ...trip }, agentToken, key);
    expect(first.httpStatus).toBe(200);
    expect(again.json).toEqual(first.json);
    const list = await quoteList();
    expect(list.filter((q) => q.quote_id === first.json.data.quote_id)).toHaveLength(1);
    const other = await newQuote(
      { client_id: clientId, ...trip, guests: 2, rooms: 1 },
      agentToken,
      key,
    );
    expect(other.httpStatus).toBe(422);
    expect(other.json.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });
});

describe("refusing a quote", () => {
  it("refuses another agent's client and an unknown client with 404 CLIENT_NOT_FOUND", async () => {
    const trip = await hotelTrip();
    for (const [token, id] of [
      [otherAgentToken, clientId],
      [agentToken, 99_999_999],
    ] as const) {
      const { httpStatus, json } = await newQuote({ client_id: id, ...trip }, token);
      expect(httpStatus).toBe(404);
      expect(json).toEqual({
        status: 0,
        code: "CLIENT_NOT_FOUND",
        message: "This client is not in your client list",
      });
    }
  });

  it("refuses an unknown offer with 404 OFFER_NOT_FOUND", async () => {
    const { httpStatus, json } = await newQuote({
      client_id: clientId,
      offer_id: 99_999_999,
      check_in: addDays(today(), 10),
      guests: 2,
    });
    expect(httpStatus).toBe(404);
    expect(json).toEqual({ status: 0, code: "OFFER_NOT_FOUND", message: "Offer not found" });
  });

  it.each([
    [{ client_id: undefined }, "client_id is required"],
    [{ offer_id: "x" }, "offer_id must be an offer id"],
    [{ check_in: "2020-01-01" }, "check_in must not be in the past"],
    [{ check_out: null }, "check_out is required for HLT"],
    [{ check_out: "2020-01-01" }, "check_out must be after check_in"],
    [{ guests: 12 }, "guests must be a whole number from 1 to 9"],
    [{ guests: 1, rooms: 2 }, "rooms must not be more than guests"],
  ])("refuses %j with 400", async (change, message) => {
    const trip = await hotelTrip();
    const { httpStatus, json } = await newQuote({ client_id: clientId, ...trip, ...change });
    expect(httpStatus).toBe(400);
    expect(json.message).toContain(message);
  });

  it("refuses a sold-out day with 409 SOLD_OUT naming it, and stores nothing", async () => {
    const trip = await hotelTrip();
    const secondNight = addDays(trip.check_in, 1);
    await query("UPDATE offer_calendar SET units_left = 0 WHERE offer_id = $1 AND day = $2", [
      trip.offer_id,
      secondNight,
    ]);
    const before = (await quoteList()).length;
    const { httpStatus, json } = await newQuote({ client_id: clientId, ...trip });
    expect(httpStatus).toBe(409);
    expect(json).toEqual({
      status: 0,
      code: "SOLD_OUT",
      message: `The offer is sold out on ${secondNight}`,
    });
    expect(await quoteList()).toHaveLength(before);
  });

  it("refuses a day not on sale with 409 NOT_ON_SALE naming it", async () => {
    const trip = await hotelTrip();
    const lastNight = addDays(trip.check_in, 2);
    await query("DELETE FROM offer_calendar WHERE offer_id = $1 AND day = $2", [
      trip.offer_id,
      lastNight,
    ]);
    const { httpStatus, json } = await newQuote({ client_id: clientId, ...trip });
    expect(httpStatus).toBe(409);
    expect(json).toEqual({
      status: 0,
      code: "NOT_ON_SALE",
      message: `The offer is not on sale on ${lastNight}`,
    });
  });

  it("refuses a party the offer cannot hold with 409 TOO_MANY_GUESTS", async () => {
    const hotel = await offerOf("HLT", 8);
    const checkIn = await firstAvailable(hotel.id, 1, 1);
    const { httpStatus, json } = await newQuote({
      client_id: clientId,
      offer_id: hotel.id,
      check_in: checkIn,
      check_out: addDays(checkIn, 1),
      guests: hotel.maxGuests + 1,
      rooms: 1,
    });
    expect(httpStatus).toBe(409);
    expect(json).toEqual({
      status: 0,
      code: "TOO_MANY_GUESTS",
      message: `The offer holds at most ${hotel.maxGuests} guests`,
    });
  });

  it("refuses a traveller with 403 AGENT_ONLY", async () => {
    const trip = await hotelTrip();
    const { httpStatus, json } = await newQuote({ client_id: clientId, ...trip }, travellerToken);
    expect(httpStatus).toBe(403);
    expect(json.code).toBe("AGENT_ONLY");
  });
});

describe("declining a quote", () => {
  it("declines the agent's OPEN quote once; a second decline is 409 QUOTE_NOT_OPEN", async () => {
    const trip = await hotelTrip();
    const made = (await newQuote({ client_id: clientId, ...trip })).json.data as Json;
    const { httpStatus, json } = await decline(made.quote_id);
    expect(httpStatus).toBe(200);
    expect(json.data).toEqual({ ...made, status: "DECLINED" });
    expect((await quoteList()).find((q) => q.quote_id === made.quote_id)?.status).toBe("DECLINED");
    const again = await decline(String(made.quote_id));
    expect(again.httpStatus).toBe(409);
    expect(again.json).toEqual({
      status: 0,
      code: "QUOTE_NOT_OPEN",
      message: `Quote ${made.reference} is declined: only an open quote can be declined`,
    });
  });

  it.each([
    ["Q-T3WG7E", "expired"],
    ["Q-9BNV3C", "booked"],
  ])("refuses the seeded %s (%s) with 409 QUOTE_NOT_OPEN", async (reference, status) => {
    const quote = (await quoteList()).find((q) => q.reference === reference);
    const { httpStatus, json } = await decline(quote?.quote_id);
    expect(httpStatus).toBe(409);
    expect(json.code).toBe("QUOTE_NOT_OPEN");
    expect(json.message).toContain(`is ${status}`);
  });

  it("refuses another agent's and an unknown quote with 404 QUOTE_NOT_FOUND", async () => {
    const open = (await quoteList()).find((q) => q.status === "OPEN");
    for (const [token, id] of [
      [otherAgentToken, open?.quote_id],
      [agentToken, 99_999_999],
    ] as const) {
      const { httpStatus, json } = await decline(id, token);
      expect(httpStatus).toBe(404);
      expect(json).toEqual({ status: 0, code: "QUOTE_NOT_FOUND", message: "Quote not found" });
    }
    expect((await quoteList()).find((q) => q.quote_id === open?.quote_id)?.status).toBe("OPEN");
  });

  it("refuses a quote_id that is not an id with 400, and a traveller with 403", async () => {
    const bad = await decline("Q-7K3Q9Z");
    expect(bad.httpStatus).toBe(400);
    expect(bad.json.message).toBe("quote_id must be a quote id (a positive whole number)");
    const traveller = await decline(1, travellerToken);
    expect(traveller.httpStatus).toBe(403);
  });
});

describe("booking a quote", () => {
  /** The calendar's total of `trip` while it is available. */
  const priceOf = async (trip: Json) =>
    (await post("/api/offers/price", trip)).json.data.total_usd as number;

  /** POST /api/reservations create of `trip` at `total` (USD), taking `quoteId`. */
  async function book(trip: Json, quoteId: unknown, requestId: string, total: number) {
    return post("/api/reservations", {
      token: agentToken,
      action: "create",
      request_id: requestId,
      ...trip,
      currency: "USD",
      total,
      subtotal_usd: total,
      total_usd: total,
      cards: [],
      travellers: [{ first_name: "Ana", last_name: "García" }],
      agent_quote_id: quoteId,
    });
  }

  it("books the agent's open quote of the trip once; it reads BOOKED with the reservation", async () => {
    const trip = await hotelTrip();
    const made = await newQuote({ client_id: clientId, ...trip });
    const quoteId = made.json.data.quote_id as number;
    const total = await priceOf(trip);

    // another trip than the one quoted books nothing
    const other = await book({ ...trip, guests: 2 }, quoteId, `quote-other-${quoteId}`, total);
    expect(other.httpStatus).toBe(409);
    expect(other.json.code).toBe("QUOTE_NOT_OPEN");
    const none = await query(`SELECT 1 FROM reservations WHERE request_id = $1`, [
      `quote-other-${quoteId}`,
    ]);
    expect(none).toHaveLength(0);

    const booked = await book(trip, quoteId, `quote-book-${quoteId}`, total);
    expect(booked.httpStatus).toBe(200);
    const reference = booked.json.data.reference as string;
    const listed = (await quoteList()).find((q) => q.quote_id === quoteId);
    expect(listed).toMatchObject({ status: "BOOKED", reservation_reference: reference });

    // a quote books once: another request for it is refused (before the calendar is asked),
    // and it cannot be declined
    const again = await book(trip, quoteId, `quote-again-${quoteId}`, total);
    expect(again.json.code).toBe("QUOTE_NOT_OPEN");
    expect((await decline(quoteId)).json.code).toBe("QUOTE_NOT_OPEN");
  });

  it("refuses a declined quote", async () => {
    const trip = await hotelTrip();
    const made = await newQuote({ client_id: clientId, ...trip });
    const quoteId = made.json.data.quote_id as number;
    const total = await priceOf(trip);
    await decline(quoteId);
    const declined = await book(trip, quoteId, `quote-declined-${quoteId}`, total);
    expect(declined.httpStatus).toBe(409);
    expect(declined.json.code).toBe("QUOTE_NOT_OPEN");
  });
});
