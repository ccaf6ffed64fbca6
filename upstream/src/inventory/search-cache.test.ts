/**
 * Kept search answers never show units a booking has taken: over HTTP on a real started upstream
 * (PGlite, where answers are kept, and PostgreSQL, where they are not), a hotel's last room is
 * found, booked (gone from the same search at once), given back by a cancellation (found again),
 * and booked while the same search is asked concurrently (gone from every search after the
 * booking's answer). Search answers are checked against openapi.yaml.
 */
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { loadOpenApiContract } from "../contract/openapi-contract";
import { startUpstream, type RunningUpstream } from "../index";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../testing/test-databases";
import { addDays } from "./dates";

const contract = loadOpenApiContract();
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const HOTEL = 101;
let requests = 0;

describe.each(TEST_BACKENDS)("search answers and bookings on %s", (backend) => {
  let database: TestDatabase;
  let upstream: RunningUpstream;
  let token: string;

  async function post(path: string, body: Json) {
    const response = await fetch(`${upstream.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Json;
    const validate = contract.responseValidator("POST", path, response.status);
    if (!validate(json))
      throw new Error(
        `POST ${path} ${response.status} breaks openapi.yaml: ${JSON.stringify(json)}`,
      );
    return { httpStatus: response.status, json };
  }

  /** The hotel's place in a two-night search from `checkIn`, or undefined when not found. */
  async function found(checkIn: string): Promise<Json | undefined> {
    const { httpStatus, json } = await post("/api/offers/search", {
      area: "HLT",
      check_in: checkIn,
      check_out: addDays(checkIn, 2),
      guests: 2,
      size: 50,
    });
    expect(httpStatus).toBe(200);
    return (json.data.results as Json[]).find((r) => r.offer_id === HOTEL);
  }

  /** Two nights from the first day at least `from` days ahead, one room left on each. */
  async function lastRoom(from: number): Promise<string> {
    const [row] = await upstream.db.query<{ day: string }>(
      `SELECT to_char(current_date + $1::int, 'YYYY-MM-DD') AS day`,
      [from],
    );
    const checkIn = row!.day;
    await upstream.db.query(
      `UPDATE offer_calendar SET units_left = 1
       WHERE offer_id = $1 AND day >= $2::date AND day < $2::date + 2`,
      [HOTEL, checkIn],
    );
    return checkIn;
  }

  async function book(checkIn: string) {
    const priced = await post("/api/offers/price", {
      offer_id: HOTEL,
      check_in: checkIn,
      check_out: addDays(checkIn, 2),
    });
    const total = priced.json.data.total_usd as number;
    return post("/api/reservations", {
      token,
      action: "create",
      request_id: `search-cache-${Date.now().toString(36)}-${++requests}`,
      offer_id: HOTEL,
      check_in: checkIn,
      check_out: addDays(checkIn, 2),
      guests: 2,
      currency: "USD",
      total,
      subtotal_usd: total,
      total_usd: total,
      cards: [],
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase(backend, "searchcache", {
      prepared: { scryptCost: 1024 },
    });
    upstream = await startUpstream({
      port: 0,
      host: "127.0.0.1",
      ...database.location,
      logLevel: "silent",
      scryptCost: 1024,
    });
    const signIn = await fetch(`${upstream.url}/api/signIn`, {
      method: "POST",
      body: JSON.stringify({
        jsonSign: {
          email_id: DEMO_ACCOUNTS.traveller.email,
          password: DEMO_ACCOUNTS.traveller.password,
        },
      }),
    });
    token = String(((await signIn.json()) as Json).result.token);
  }, 60_000);

  afterAll(async () => {
    await upstream?.close();
    await database?.drop();
  }, 30_000);

  it("drops the last room from the search once booked, and shows it again once cancelled", async () => {
    const checkIn = await lastRoom(40);
    // asked twice: the second answer is the kept one where answers are kept
    expect(await found(checkIn)).toMatchObject({ units_left: 1 });
    expect(await found(checkIn)).toMatchObject({ units_left: 1 });

    const booked = await book(checkIn);
    expect(booked.httpStatus).toBe(200);
    expect(await found(checkIn)).toBeUndefined();

    const cancelled = await post("/api/reservations/cancel", {
      token,
      reservation_id: booked.json.data.reservation_id,
    });
    expect(cancelled.httpStatus).toBe(200);
    expect(await found(checkIn)).toMatchObject({ units_left: 1 });
  });

  it("never shows the room after the booking's answer, whatever searches ran meanwhile", async () => {
    const checkIn = await lastRoom(45);
    expect(await found(checkIn)).toMatchObject({ units_left: 1 });
    // searches started before, during and after the booking's transaction
    const during = Array.from({ length: 6 }, () => found(checkIn));
    const booked = await book(checkIn);
    expect(booked.httpStatus).toBe(200);
    await Promise.all(during);
    const after = await Promise.all(Array.from({ length: 4 }, () => found(checkIn)));
    expect(after).toEqual([undefined, undefined, undefined, undefined]);
  });
});
