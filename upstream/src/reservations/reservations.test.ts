/**
 * Reservations over HTTP on a real started upstream, once on PGlite and once on a real
 * PostgreSQL server (a database of its own, see testing/test-databases.ts): booking with
 * and without cards, every card refusal (409), the cash card that never goes below zero, the
 * organisation certificate bought at booking, repeated and concurrent requests booking once,
 * input errors (400), sessions (401), unknown offers (404) and the list. Every response is
 * checked against openapi.yaml.
 */
import { DEMO_OFFERS } from "../offers/seed";
import { SPANISH_OFFERS } from "../offers/seed-es";
import { SPANISH_CARD_NAMES } from "../wallet/seed-es";
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { loadOpenApiContract } from "../contract/openapi-contract";
import { startUpstream, type RunningUpstream } from "../index";
import type { OfferRow } from "../offers/store";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../testing/test-databases";
import { priceTrip } from "../inventory/trip-price";
import { bookOffer } from "./book";
import { REFERENCE_PATTERN } from "./reference";

const contract = loadOpenApiContract();
let upstream: RunningUpstream;
type Who = "traveller" | "wallet" | "agent";
const users: Record<Who, { token: string; userId: number }> = {
  traveller: { token: "", userId: 0 },
  wallet: { token: "", userId: 0 },
  agent: { token: "", userId: 0 },
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function post(
  path: string,
  body: unknown,
  authorization?: string,
  language?: string,
): Promise<{ httpStatus: number; json: Json }> {
  const response = await fetch(`${upstream.url}${path}`, {
    method: "POST",
    headers: {
      ...(authorization === undefined ? {} : { authorization }),
      ...(language === undefined ? {} : { "accept-language": language }),
    },
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

/**
 * `subtotal_usd: CALENDAR` is the trip's total from the offer's calendar (POST /api/offers/price),
 * asked for just before the booking is sent (0 when the trip cannot be priced: the input errors).
 */
const CALENDAR = "calendar";
async function withCalendarSubtotal(body: Json): Promise<Json> {
  if (body.subtotal_usd !== CALENDAR) return body;
  const { offer_id, check_in, check_out, guests } = body;
  const price = await post("/api/offers/price", { offer_id, check_in, check_out, guests });
  const total = price.httpStatus === 200 ? price.json.data.total_usd : null;
  return { ...body, subtotal_usd: total ?? 0 };
}

const reservations = async (body: Json, authorization?: string) =>
  post("/api/reservations", await withCalendarSubtotal(body), authorization);

/** Sets the price of `nights` calendar days of an offer from `from` (a stay of known price). */
const setDayPrices = (offerId: number, from: string, nights: number, price: number) =>
  upstream.db.query(
    `UPDATE offer_calendar SET price_usd = $3 WHERE offer_id = $1
       AND day >= $2::date AND day < $2::date + $4::int`,
    [offerId, from, price, nights],
  );

async function signIn(email: string, password: string) {
  const response = await fetch(`${upstream.url}/api/signIn`, {
    method: "POST",
    body: JSON.stringify({ jsonSign: { email_id: email, password } }),
  });
  const { result } = (await response.json()) as Json;
  return { token: String(result.token), userId: Number(result.userId) };
}

/** YYYY-MM-DD, `days` from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let requests = 0;
const newRequestId = () => `test-${Date.now().toString(36)}-${++requests}`;

type CardUse = { card_code: string; payment_card_id: number; kind: string; amount_used: number };
const traveller = (first_name: string) => ({ first_name, last_name: "Traveller" });
const use = (card_code: string, payment_card_id: number, kind: string, amount_used: number) => ({
  card_code,
  payment_card_id,
  kind,
  amount_used,
});

/** A create body: 3 nights in offer 101 (a Lisbon hotel) by default. */
const booking = (who: Who, over: Json = {}, cards: CardUse[] = []): Json => ({
  token: users[who].token,
  action: "create",
  request_id: newRequestId(),
  offer_id: 101,
  check_in: day(10),
  check_out: day(13),
  guests: 2,
  currency: "USD",
  total: 447,
  subtotal_usd: CALENDAR,
  total_usd: 447,
  cards,
  ...over,
});

const book = async (who: Who, over: Json = {}, cards: CardUse[] = []) => {
  const answer = await reservations(booking(who, over, cards));
  if (answer.httpStatus !== 200) throw new Error(`booking refused: ${JSON.stringify(answer)}`);
  return answer.json;
};
const list = async (who: Who) => {
  const { httpStatus, json } = await reservations({ token: users[who].token, action: "list" });
  expect(httpStatus).toBe(200);
  return json.data.data as Json[];
};
const card = async (id: number) =>
  (
    await upstream.db.query<Json>(
      `SELECT card_code, status, card_amount::float8 AS card_amount, redeemed_reservation_id,
         user_id FROM payment_cards WHERE payment_card_id = $1`,
      [id],
    )
  )[0];
const count = async (sql: string, params: unknown[] = []) =>
  (await upstream.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${sql}`, params))[0]
    ?.n;
const conflict = (code: string, message: string) => ({
  httpStatus: 409,
  json: { status: 0, code, message },
});

describe.each(TEST_BACKENDS)("on %s", (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(backend, "reservations", {
      prepared: { scryptCost: 1024 },
    });
    upstream = await startUpstream({
      port: 0,
      host: "127.0.0.1",
      ...database.location,
      logLevel: "silent",
      scryptCost: 1024,
    });
    users.traveller = await signIn(DEMO_ACCOUNTS.traveller.email, DEMO_ACCOUNTS.traveller.password);
    users.wallet = await signIn(DEMO_ACCOUNTS.wallet.email, DEMO_ACCOUNTS.wallet.password);
    users.agent = await signIn(DEMO_ACCOUNTS.agent.email, DEMO_ACCOUNTS.agent.password);
    // these tests book the same trips many times for their cards: every day on sale with room
    // to spare (the calendar's own rules are tested in calendar.test.ts)
    await upstream.db.query("UPDATE offer_calendar SET units_left = 400");
  }, 60_000);

  afterAll(async () => {
    await upstream?.close();
    await database?.drop();
  }, 30_000);

  describe("sessions", () => {
    it("refuses list and create without a live session with 401", async () => {
      for (const token of [undefined, "not-a-token", "y".repeat(43)]) {
        for (const body of [{ action: "list" }, booking("traveller")]) {
          expect(await reservations({ ...body, token })).toEqual({
            httpStatus: 401,
            json: { status: 0, message: "Session expired" },
          });
        }
      }
    });

    it("takes the token from the body, else from an Authorization: Bearer header", async () => {
      const bearer = `Bearer ${users.agent.token}`;
      expect((await reservations({ action: "list" }, bearer)).httpStatus).toBe(200);
      expect((await reservations({ action: "list", token: "" }, bearer)).httpStatus).toBe(200);
      // a token in the body is the one checked
      expect(
        (await reservations({ action: "list", token: "z".repeat(43) }, bearer)).httpStatus,
      ).toBe(401);
      expect(await reservations({ action: "list", token: 42 }, bearer)).toEqual({
        httpStatus: 400,
        json: { status: 0, message: "token must be text" },
      });
    });

    it("refuses an unknown action with 400", async () => {
      for (const action of [undefined, "cancel", "LIST"]) {
        expect(await reservations({ token: users.agent.token, action })).toEqual({
          httpStatus: 400,
          json: { status: 0, message: "action must be list, find or create" },
        });
      }
    });
  });

  describe("booking without cards", () => {
    it("books an activity (check_out ignored) and lists it first", async () => {
      // The demo agent's seeded bookings (agent/seed.ts) were made days ago.
      const before = (await list("agent")).map((r) => r.reservation_id);
      const answer = await book("agent", {
        offer_id: 125,
        check_in: day(5),
        check_out: day(1),
        guests: 3,
        currency: "JPY",
        total: 20_250,
        total_usd: 135,
      });
      expect(answer.duplicate).toBe(false);
      const reservation = answer.data as Json;
      expect(reservation).toEqual({
        reservation_id: expect.any(Number),
        reference: expect.stringMatching(REFERENCE_PATTERN),
        offer: expect.objectContaining({
          offer_id: 125,
          product_code: "ACT",
          price_unit: "PERSON",
        }),
        check_in: day(5),
        check_out: null,
        guests: 3,
        rooms: 1,
        status: "CONFIRMED",
        currency: "JPY",
        total: 20_250,
        cards: [],
        booked_at: expect.any(String),
        // no card paid; the activity's terms as they stand today (MODERATE: 5 days ahead is
        // past its free window, half refunded)
        travellers: [],
        contact: null,
        payment: null,
        cancellation_terms: expect.objectContaining({ policy_code: "MODERATE", fee_percent: 50 }),
        refund_percent_today: 50,
        cancellation: null,
      });
      expect(Math.abs(Date.parse(reservation.booked_at) - Date.now())).toBeLessThan(60_000);
      const second = (await book("agent", { offer_id: 143, check_out: day(17), check_in: day(12) }))
        .data;
      expect(second.reference).not.toBe(reservation.reference);
      expect((await list("agent")).map((r) => r.reservation_id)).toEqual([
        second.reservation_id,
        reservation.reservation_id,
        ...before,
      ]);
      // each traveller sees only their own
      expect((await list("wallet")).map((r) => r.reservation_id)).not.toContain(
        reservation.reservation_id,
      );
    });

    it("answers 404 for an unknown offer", async () => {
      expect(await reservations(booking("agent", { offer_id: 99_999 }))).toEqual({
        httpStatus: 404,
        json: { status: 0, message: "Offer not found" },
      });
    });

    it.each<[string, Json, string]>([
      ["no request_id", { request_id: undefined }, "request_id is required"],
      [
        "a short request_id",
        { request_id: "short" },
        "request_id must be 8 to 64 letters, digits, - or _",
      ],
      ["a request_id with a slash", { request_id: "abc/12345" }, "request_id must be 8 to 64"],
      ["no offer_id", { offer_id: undefined }, "offer_id is required"],
      [
        "a bad offer_id",
        { offer_id: "first" },
        "offer_id must be an offer id (a positive whole number)",
      ],
      [
        "a check_in that is not ISO",
        { check_in: "12/31/2030" },
        "check_in must be a real date written YYYY-MM-DD",
      ],
      [
        "a check_in that is not real",
        { check_in: "2030-02-30" },
        "check_in must be a real date written YYYY-MM-DD",
      ],
      ["a check_in in the past", { check_in: day(-3) }, "check_in must not be in the past"],
      [
        "no check_out for a hotel",
        { check_out: null },
        "check_out is required for an offer priced per night",
      ],
      ["a check_out before check_in", { check_out: day(9) }, "check_out must be after check_in"],
      ["a check_out on check_in", { check_out: day(10) }, "check_out must be after check_in"],
      ["31 nights", { check_out: day(41) }, "check_out must be at most 30 nights after check_in"],
      ["0 guests", { guests: 0 }, "guests must be a whole number from 1 to 9"],
      ["10 guests", { guests: 10 }, "guests must be a whole number from 1 to 9"],
      [
        "an unknown currency",
        { currency: "QQQ" },
        "currency must be a known currency code such as USD",
      ],
      ["a bad currency", { currency: "dollars" }, "currency must be a currency code such as USD"],
      ["a negative total", { total: -1 }, "total must be a number of 0 or more"],
      ["a total as text", { total: "447" }, "total must be a number of 0 or more"],
      ["no subtotal_usd", { subtotal_usd: undefined }, "subtotal_usd is required"],
      ["a negative total_usd", { total_usd: -5 }, "total_usd must be a number of 0 or more"],
      ["cards that are not a list", { cards: "CERT-HLT-001" }, "cards must be a list"],
      ["a card that is not an object", { cards: [1001] }, "cards[0] must be an object"],
      [
        "a card of an unknown kind",
        { cards: [use("CERT-HLT-001", 1001, "gift", 1)] },
        "cards[0].kind must be one of",
      ],
      [
        "a card with a negative amount",
        { cards: [use("CASH-USD-001", 1201, "cash", -1)] },
        "cards[0].amount_used must be a number of 0 or more",
      ],
      [
        "a card without id",
        { cards: [{ card_code: "CASH-USD-001", kind: "cash", amount_used: 1 }] },
        "cards[0].payment_card_id is required",
      ],
      [
        "the same card twice",
        {
          cards: [
            use("DISC-HLT-025", 1102, "discount", 25),
            use("DISC-HLT-025", 1102, "discount", 25),
          ],
        },
        "cards[1] lists the same card as cards[0]",
      ],
      [
        "more travellers than guests",
        { guests: 1, travellers: [traveller("Tess"), traveller("Tom")] },
        "travellers may name 1 traveller at most (the guests)",
      ],
      [
        "a traveller without a last name",
        { travellers: [{ first_name: "Tess", last_name: " " }] },
        "travellers[0].last_name is required",
      ],
      [
        "a traveller's name of 51 characters",
        { travellers: [traveller("T".repeat(51))] },
        "travellers[0].first_name",
      ],
      [
        "a contact e-mail that is not one",
        { contact: { email: "tess-at-example" } },
        "contact.email must be an e-mail address",
      ],
      [
        "a contact phone with letters",
        { contact: { phone: "call me" } },
        "contact.phone must be a phone number",
      ],
    ])("refuses %s with a clear 400, booking nothing", async (_, over, message) => {
      const before = await count("reservations");
      const answer = await reservations(booking("traveller", over));
      expect(answer.httpStatus).toBe(400);
      expect(answer.json.status).toBe(0);
      expect(answer.json.message).toContain(message);
      expect(await count("reservations")).toBe(before);
    });

    it("refuses an account that may not book with 403 BOOKING_NOT_ALLOWED, unless the site allows it", async () => {
      await upstream.db.query("UPDATE accounts SET can_user_book = 0 WHERE account_id = $1", [
        users.agent.userId,
      ]);
      try {
        expect(await reservations(booking("agent"))).toEqual({
          httpStatus: 403,
          json: { status: 0, code: "BOOKING_NOT_ALLOWED", message: "This account may not book" },
        });
        await upstream.db.query("UPDATE organisations SET allow_booking_without_session = 1");
        expect((await reservations(booking("agent"))).httpStatus).toBe(200);
      } finally {
        await upstream.db.query("UPDATE organisations SET allow_booking_without_session = 0");
        await upstream.db.query("UPDATE accounts SET can_user_book = 1 WHERE account_id = $1", [
          users.agent.userId,
        ]);
      }
    });
  });

  describe("travellers and contact", () => {
    it("keeps who travels, lead first, and how to reach them; lists them the same", async () => {
      const answer = await book("traveller", {
        guests: 2,
        travellers: [
          { first_name: " Tess ", last_name: "Traveller" },
          { first_name: "Tom", last_name: "Traveller" },
        ],
        contact: { email: "tess@example.com", phone: "+351 912 345 678" },
      });
      const named = {
        travellers: [
          { first_name: "Tess", last_name: "Traveller" },
          { first_name: "Tom", last_name: "Traveller" },
        ],
        contact: { email: "tess@example.com", phone: "+351 912 345 678" },
      };
      expect(answer.data).toMatchObject(named);
      const listed = (await list("traveller")).find(
        (r) => r.reservation_id === answer.data.reservation_id,
      );
      expect(listed).toMatchObject(named);
      // none named: none kept
      const unnamed = await book("traveller");
      expect(unnamed.data).toMatchObject({ travellers: [], contact: null });
    });
  });

  describe("certificates and discount cards", () => {
    it("redeems a certificate once, linked to the reservation", async () => {
      const reservation = (
        await book("traveller", { total: 447 }, [use("CERT-HLT-001", 1001, "certificate", 120)])
      ).data;
      expect(reservation.cards).toEqual([
        {
          card_code: "CERT-HLT-001",
          payment_card_id: 1001,
          kind: "certificate",
          name: "Hotel Stay Certificate",
          amount_used: 120,
        },
      ]);
      expect(await card(1001)).toMatchObject({
        status: "REDEEMED",
        redeemed_reservation_id: reservation.reservation_id,
      });
      // the wallet shows it spent
      const wallet = await post(
        "/api/booking/get-paymentcard-by-user",
        { currency: "USD" },
        `Bearer ${users.traveller.token}`,
      );
      const certs = wallet.json.data.data[0].certidata as Json[];
      expect(certs.find((c) => c.payment_card_id === 1001)?.status).toBe("REDEEMED");
    });

    it("refuses the same certificate for the next booking with CARD_ALREADY_USED, spending nothing", async () => {
      const before = await count("reservations");
      expect(
        await reservations(
          booking("traveller", {}, [
            use("DISC-TRIP-060", 1103, "discount", 60),
            use("CERT-HLT-001", 1001, "certificate", 120),
          ]),
        ),
      ).toEqual(conflict("CARD_ALREADY_USED", "Card CERT-HLT-001 has already been used"));
      expect(await count("reservations")).toBe(before);
      // the discount card listed first is untouched: the whole booking rolled back
      expect(await card(1103)).toMatchObject({ status: "ACTIVE", redeemed_reservation_id: null });
      // a card seeded as REDEEMED is spent too
      expect(
        await reservations(
          booking("traveller", {}, [use("CERT-HLT-003", 1006, "certificate", 100)]),
        ),
      ).toEqual(conflict("CARD_ALREADY_USED", "Card CERT-HLT-003 has already been used"));
    });

    it.each<[string, Json, CardUse, string]>([
      [
        "an INACTIVE certificate",
        {},
        use("CERT-HLT-002", 1005, "certificate", 80),
        "Card CERT-HLT-002 cannot be used for this booking: it is not active",
      ],
      [
        "an EXPIRED certificate",
        { offer_id: 151 },
        use("CERT-STY-001", 1007, "certificate", 60),
        "Card CERT-STY-001 cannot be used for this booking: it is not active",
      ],
      [
        "a certificate for another product",
        {},
        use("CERT-RST-001", 1003, "certificate", 250),
        "Card CERT-RST-001 cannot be used for this booking: it is not valid for this product",
      ],
      [
        "a discount card with amount 0",
        {},
        use("DISC-WELCOME-000", 1101, "discount", 0),
        "Card DISC-WELCOME-000 cannot be used for this booking: it has no amount left",
      ],
      [
        "a hotel discount card on an activity",
        { offer_id: 121, check_out: null },
        use("DISC-HLT-025", 1102, "discount", 25),
        "Card DISC-HLT-025 cannot be used for this booking: it is not valid for this product",
      ],
      [
        "another user's certificate",
        { offer_id: 121, check_out: null },
        use("CERT-ACT-101", 2001, "certificate", 40),
        "Card CERT-ACT-101 cannot be used for this booking: it is not in your wallet",
      ],
      [
        "another user's cash card",
        {},
        use("CASH-WLT-001", 2201, "cash", 10),
        "Card CASH-WLT-001 cannot be used for this booking: it is not in your wallet",
      ],
      [
        "a card sent as another kind",
        {},
        use("DISC-TRIP-060", 1103, "certificate", 60),
        "Card DISC-TRIP-060 cannot be used for this booking: it is not in your wallet",
      ],
      [
        "a card id with another card's code",
        {},
        use("CERT-HLT-EUR-001", 1103, "discount", 60),
        "Card CERT-HLT-EUR-001 cannot be used for this booking: it is not in your wallet",
      ],
      [
        "an unknown card",
        {},
        use("CERT-HLT-999", 999_999, "certificate", 60),
        "Card CERT-HLT-999 cannot be used for this booking: it is not in your wallet",
      ],
      [
        "a catalogue certificate sent as the user's",
        {},
        use("ORG-HLT-PLUS", 9002, "certificate", 200),
        "Card ORG-HLT-PLUS cannot be used for this booking: it is not in your wallet",
      ],
      [
        "a user's certificate sent as the organisation's",
        {},
        use("CERT-HLT-EUR-001", 1004, "org_certificate", 90),
        "Card CERT-HLT-EUR-001 cannot be used for this booking: the organisation offers no such certificate",
      ],
      [
        "an organisation certificate for another product",
        {},
        use("ORG-RST-WEEK", 9003, "org_certificate", 300),
        "Card ORG-RST-WEEK cannot be used for this booking: it is not valid for this product",
      ],
    ])("refuses %s with CARD_NOT_USABLE, booking nothing", async (_, over, used, message) => {
      const before = await count("reservations");
      expect(await reservations(booking("traveller", over, [used]))).toEqual(
        conflict("CARD_NOT_USABLE", message),
      );
      expect(await count("reservations")).toBe(before);
    });

    it("refuses an ACTIVE card past its last day with CARD_NOT_USABLE", async () => {
      await upstream.db.query(
        "UPDATE payment_cards SET expires_on = current_date - 2 WHERE payment_card_id = 1004",
      );
      try {
        expect(
          await reservations(
            booking("traveller", {}, [use("CERT-HLT-EUR-001", 1004, "certificate", 90)]),
          ),
        ).toEqual(
          conflict(
            "CARD_NOT_USABLE",
            "Card CERT-HLT-EUR-001 cannot be used for this booking: it has expired",
          ),
        );
      } finally {
        await upstream.db.query(
          "UPDATE payment_cards SET expires_on = current_date + 365 WHERE payment_card_id = 1004",
        );
      }
      expect(await card(1004)).toMatchObject({ status: "ACTIVE", redeemed_reservation_id: null });
    });

    it("takes a lower-case 'active' certificate, and several discount cards at once", async () => {
      const resort = await book("traveller", { offer_id: 141 }, [
        use("cert-rst-001", 1003, "certificate", 250),
      ]);
      expect(resort.data.cards[0]).toMatchObject({
        card_code: "CERT-RST-001",
        kind: "certificate",
      });
      expect((await card(1003))?.status).toBe("REDEEMED");
      const hotel = await book("traveller", { total: 420 }, [
        use("DISC-HLT-025", 1102, "discount", 25),
        use("DISC-GBP-040", 1104, "discount", 40),
      ]);
      expect(hotel.data.cards.map((c: Json) => c.payment_card_id)).toEqual([1102, 1104]);
      for (const id of [1102, 1104])
        expect(await card(id)).toMatchObject({
          status: "REDEEMED",
          redeemed_reservation_id: hotel.data.reservation_id,
        });
    });
  });

  describe("the cash card", () => {
    it("is reduced by what each booking uses and never goes below zero", async () => {
      expect((await card(1201))?.card_amount).toBe(150);
      await book("traveller", {}, [use("CASH-USD-001", 1201, "cash", 100)]);
      expect(await card(1201)).toMatchObject({ card_amount: 50, status: "ACTIVE" });
      // two different bookings of 40 at the same moment: the balance covers one
      const both = await Promise.all([
        reservations(booking("traveller", {}, [use("CASH-USD-001", 1201, "cash", 40)])),
        reservations(booking("traveller", {}, [use("CASH-USD-001", 1201, "cash", 40)])),
      ]);
      expect(both.map((a) => a.httpStatus).sort()).toEqual([200, 409]);
      expect(both.find((a) => a.httpStatus === 409)?.json).toEqual({
        status: 0,
        code: "CASH_CARD_OVER_BALANCE",
        message:
          "Card CASH-USD-001 cannot be used for this booking: its balance of 10.00 USD does not cover 40.00",
      });
      expect((await card(1201))?.card_amount).toBe(10);
      expect(
        (await reservations(booking("traveller", {}, [use("CASH-USD-001", 1201, "cash", 10.01)])))
          .json.code,
      ).toBe("CASH_CARD_OVER_BALANCE");
      await book("traveller", {}, [use("CASH-USD-001", 1201, "cash", 10)]);
      expect(await card(1201)).toMatchObject({ card_amount: 0, status: "ACTIVE" });
      expect(
        await reservations(booking("traveller", {}, [use("CASH-USD-001", 1201, "cash", 0.01)])),
      ).toEqual(
        conflict(
          "CARD_NOT_USABLE",
          "Card CASH-USD-001 cannot be used for this booking: it has no amount left",
        ),
      );
      // the database refuses a negative balance whatever the code does
      await expect(
        upstream.db.query(
          "UPDATE payment_cards SET card_amount = card_amount - 1 WHERE payment_card_id = 1201",
        ),
      ).rejects.toThrow();
      expect((await card(1201))?.card_amount).toBe(0);
    });

    describe("spending part of the balance", () => {
      const spends = async (reservationId: number) =>
        upstream.db.query<Json>(
          `SELECT payment_card_id, amount::float8 AS amount, currency,
             balance_before::float8 AS balance_before, balance_after::float8 AS balance_after
           FROM cash_card_spends WHERE reservation_id = $1`,
          [reservationId],
        );
      const setBalance = (amount: number) =>
        upstream.db.query(
          "UPDATE payment_cards SET card_amount = $1 WHERE payment_card_id = 1201",
          [amount],
        );
      beforeEach(() => setBalance(100));
      afterAll(() => setBalance(0));

      it("debits the amount chosen once, records the spend, and a repeat spends nothing", async () => {
        const body = booking("traveller", { total: 502.5 }, [
          use("CASH-USD-001", 1201, "cash", 64.5),
        ]);
        const first = await reservations(body);
        expect(first.httpStatus).toBe(200);
        expect(first.json.data.cards).toEqual([
          {
            card_code: "CASH-USD-001",
            payment_card_id: 1201,
            kind: "cash",
            name: "Wayfarer Cash Card",
            amount_used: 64.5,
          },
        ]);
        expect((await card(1201))?.card_amount).toBe(35.5);
        expect(await spends(first.json.data.reservation_id)).toEqual([
          {
            payment_card_id: 1201,
            amount: 64.5,
            currency: "USD",
            balance_before: 100,
            balance_after: 35.5,
          },
        ]);
        expect((await reservations(body)).json.duplicate).toBe(true);
        expect((await card(1201))?.card_amount).toBe(35.5);
        expect(
          await count(
            "cash_card_spends s JOIN reservations r USING (reservation_id) WHERE r.request_id = $1",
            [body.request_id],
          ),
        ).toBe(1);
      });

      it("refuses more than remains to pay after the other cards (CASH_CARD_OVER_DUE)", async () => {
        // 120 for the stay, the 120 certificate leaves 0: no cash may be spent
        await setDayPrices(101, day(40), 3, 40);
        await setDayPrices(101, day(44), 3, 30);
        const stay = (from: number) => ({ check_in: day(from), check_out: day(from + 3) });
        const answer = await reservations(
          booking("traveller", { ...stay(40), subtotal_usd: 120, total: 0, total_usd: 0 }, [
            use("CERT-HLT-001", 1001, "certificate", 120),
            use("CASH-USD-001", 1201, "cash", 0.01),
          ]),
        );
        expect(answer).toEqual(
          conflict(
            "CASH_CARD_OVER_DUE",
            "Card CASH-USD-001 cannot be used for this booking: 0.01 USD is more than the 0.00 USD that remains to pay",
          ),
        );
        // all of what remains is accepted
        const exact = await reservations(
          booking("traveller", { ...stay(44), subtotal_usd: 90, total: 0, total_usd: 0 }, [
            use("CASH-USD-001", 1201, "cash", 90),
          ]),
        );
        expect(exact.httpStatus).toBe(200);
        expect((await card(1201))?.card_amount).toBe(10);
      });

      it("gives nothing away when the booking is refused after the cash card was debited", async () => {
        const before = await count("cash_card_spends");
        // the cash card is spent first, then the expired certificate refuses the booking
        const answer = await reservations(
          booking("traveller", {}, [
            use("CASH-USD-001", 1201, "cash", 40),
            use("CERT-STY-001", 1007, "certificate", 60),
          ]),
        );
        expect(answer.httpStatus).toBe(409);
        expect((await card(1201))?.card_amount).toBe(100);
        expect(await count("cash_card_spends")).toBe(before);
      });

      it("is refused when the organisation's wallet options leave out Cash Card", async () => {
        const [org] = await upstream.db.query<{ org_site_wallet: string }>(
          "SELECT org_site_wallet FROM organisations WHERE org_id = 1",
        );
        await upstream.db.query(
          "UPDATE organisations SET org_site_wallet = 'Discount Cards,Certificates' WHERE org_id = 1",
        );
        try {
          expect(
            await reservations(booking("traveller", {}, [use("CASH-USD-001", 1201, "cash", 5)])),
          ).toEqual(
            conflict(
              "CASH_CARD_NOT_ENABLED",
              "Card CASH-USD-001 cannot be used for this booking: the organisation does not accept cash cards",
            ),
          );
          expect((await card(1201))?.card_amount).toBe(100);
        } finally {
          await upstream.db.query(
            "UPDATE organisations SET org_site_wallet = $1 WHERE org_id = 1",
            [org?.org_site_wallet],
          );
        }
      });
    });
  });

  describe("the organisation's certificate bought at booking", () => {
    it("is recorded as the user's REDEEMED card, copied from the catalogue", async () => {
      const answer = await book("wallet", { total: 326 }, [
        use("ORG-HLT-PLUS", 9002, "org_certificate", 200),
      ]);
      const [line] = answer.data.cards as Json[];
      expect(line).toMatchObject({
        card_code: "ORG-HLT-PLUS",
        kind: "org_certificate",
        name: "Hotel Stay Certificate (Plus)",
        amount_used: 200,
      });
      expect(line?.payment_card_id).toBeGreaterThanOrEqual(100_001);
      expect(await card(Number(line?.payment_card_id))).toMatchObject({
        status: "REDEEMED",
        user_id: users.wallet.userId,
        redeemed_reservation_id: answer.data.reservation_id,
      });
      const wallet = await post(
        "/api/booking/get-paymentcard-by-user",
        {},
        `Bearer ${users.wallet.token}`,
      );
      expect(
        (wallet.json.data.data[0].certidata as Json[]).find(
          (c) => c.payment_card_id === line?.payment_card_id,
        ),
      ).toEqual({
        card_code: "ORG-HLT-PLUS",
        payment_card_id: line?.payment_card_id,
        pro_code: "WAYFARER-REWARDS",
        name: "Hotel Stay Certificate (Plus)",
        status: "REDEEMED",
        services: ["HLT"],
        card_amount: 200,
        payment_card_redemption_price: 79,
        payment_product_code: "HLT",
        payment_card_currency: "USD",
        expires_on: null,
      });
      // the catalogue keeps offering it
      expect(await card(9002)).toMatchObject({ status: "ACTIVE", user_id: null });
      const again = await book("wallet", {}, [use("ORG-HLT-PLUS", 9002, "org_certificate", 200)]);
      expect(again.data.cards[0].payment_card_id).not.toBe(line?.payment_card_id);
    });

    it("is refused while the catalogue certificate is not active", async () => {
      await upstream.db.query(
        "UPDATE payment_cards SET status = 'INACTIVE' WHERE payment_card_id = 9001",
      );
      try {
        expect(
          await reservations(
            booking("wallet", {}, [use("ORG-HLT-CLASSIC", 9001, "org_certificate", 100)]),
          ),
        ).toEqual(
          conflict(
            "CARD_NOT_USABLE",
            "Card ORG-HLT-CLASSIC cannot be used for this booking: it is not active",
          ),
        );
      } finally {
        await upstream.db.query(
          "UPDATE payment_cards SET status = 'ACTIVE' WHERE payment_card_id = 9001",
        );
      }
    });
  });

  describe("the same request again", () => {
    it("answers the same reservation with duplicate true and spends nothing again", async () => {
      const body = booking("wallet", { offer_id: 121, check_out: null }, [
        use("DISC-ACT-015", 2101, "discount", 15),
      ]);
      const first = await reservations(body);
      expect(first.httpStatus).toBe(200);
      expect(first.json.duplicate).toBe(false);
      const again = await reservations(body);
      expect(again).toEqual({ httpStatus: 200, json: { ...first.json, duplicate: true } });
      // whatever else the repeat says, it answers the first booking
      const changed = await reservations({ ...body, guests: 5, cards: [] });
      expect(changed.json).toEqual({ ...first.json, duplicate: true });
      expect(await count("reservation_cards WHERE payment_card_id = 2101")).toBe(1);
      expect(await card(2101)).toMatchObject({
        status: "REDEEMED",
        redeemed_reservation_id: first.json.data.reservation_id,
      });
    });

    it("books once when two identical requests arrive at the same moment", async () => {
      const body = booking("traveller", { total: 387 }, [
        use("DISC-TRIP-060", 1103, "discount", 60),
      ]);
      const [a, b] = await Promise.all([reservations(body), reservations(body)]);
      expect([a.httpStatus, b.httpStatus]).toEqual([200, 200]);
      expect([a.json.duplicate, b.json.duplicate].sort()).toEqual([false, true]);
      expect(a.json.data).toEqual(b.json.data);
      expect(
        await count("reservations WHERE user_id = $1 AND request_id = $2", [
          users.traveller.userId,
          body.request_id,
        ]),
      ).toBe(1);
      expect(await count("reservation_cards WHERE payment_card_id = 1103")).toBe(1);
      expect(await card(1103)).toMatchObject({
        status: "REDEEMED",
        redeemed_reservation_id: a.json.data.reservation_id,
      });
    });

    it("takes a cash card's amount once however many identical requests arrive together", async () => {
      const body = booking("wallet", {}, [use("CASH-WLT-001", 2201, "cash", 30)]);
      const answers = await Promise.all(Array.from({ length: 5 }, () => reservations(body)));
      expect(answers.map((a) => a.httpStatus)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.filter((a) => a.json.duplicate === false)).toHaveLength(1);
      expect(new Set(answers.map((a) => a.json.data.reservation_id)).size).toBe(1);
      expect((await card(2201))?.card_amount).toBe(50);
    });

    it("answers the first booking even when the repeat's dates, offer or total no longer hold", async () => {
      const body = booking("agent");
      const first = await reservations(body);
      expect(first.httpStatus).toBe(200);
      for (const over of [
        { check_in: day(-5), check_out: day(-3) }, // the stay has begun since
        { offer_id: 999_999 }, // the offer is gone
        { currency: "XXX", total: 1 }, // anything else
      ]) {
        expect(await reservations({ ...body, ...over })).toEqual({
          httpStatus: 200,
          json: { ...first.json, duplicate: true },
        });
      }
    });

    it("finds the reservation of a request id, or answers null", async () => {
      const body = booking("agent");
      const first = await reservations(body);
      const find = (request_id: string) =>
        reservations({ token: users.agent.token, action: "find", request_id });
      expect(await find(body.request_id as string)).toEqual({
        httpStatus: 200,
        json: { status: 1, reservation: first.json.data },
      });
      expect(await find("never-booked-1")).toEqual({
        httpStatus: 200,
        json: { status: 1, reservation: null },
      });
      // another user's request id is not found
      expect(
        (
          await reservations({
            token: users.wallet.token,
            action: "find",
            request_id: body.request_id,
          })
        ).json,
      ).toEqual({ status: 1, reservation: null });
      expect((await find("short")).httpStatus).toBe(400);
    });

    it("keeps request ids per user: another user's same id books anew", async () => {
      const body = booking("agent");
      const mine = await reservations(body);
      const theirs = await reservations({ ...body, token: users.wallet.token });
      expect(theirs.json.duplicate).toBe(false);
      expect(theirs.json.data.reservation_id).not.toBe(mine.json.data.reservation_id);
    });
  });

  describe("references and the database's guarantees", () => {
    it("draws another reference when one is taken", async () => {
      const [taken] = await list("agent");
      const offer = taken?.offer as Json;
      const drawn = [String(taken?.reference), "WH-ABCDEF"];
      const checkOut = offer.price_unit === "NIGHT" ? day(4) : null;
      const price = await priceTrip(upstream.db, offer.offer_id, day(3), checkOut, {
        guests: 1,
        rooms: 1,
      });
      const { reservation } = await bookOffer(upstream.db, {
        userId: users.agent.userId,
        input: {
          request_id: newRequestId(),
          offer_id: offer.offer_id,
          check_in: day(3),
          check_out: null,
          guests: 1,
          rooms: 1,
          currency: "USD",
          total: 1,
          subtotal_usd: price?.total_usd ?? 0,
          total_usd: 1,
          cards: [],
          travellers: [],
          contact: null,
        },
        offer: offer as OfferRow,
        checkIn: day(3),
        checkOut,
        now: new Date(),
        reference: () => drawn.shift() ?? "WH-GHJKMN",
      });
      expect(reservation.reference).toBe("WH-ABCDEF");
    });

    it("refuses a certificate spent by a second reservation and a duplicate request id", async () => {
      const [spent] = await upstream.db.query<{ reservation_id: number }>(
        "SELECT reservation_id FROM reservation_cards WHERE payment_card_id = 1001",
      );
      const [other] = await upstream.db.query<{
        reservation_id: number;
        request_id: string;
        user_id: number;
      }>(
        "SELECT reservation_id, request_id, user_id FROM reservations WHERE reservation_id <> $1 LIMIT 1",
        [spent?.reservation_id],
      );
      await expect(
        upstream.db.query(
          `INSERT INTO reservation_cards (reservation_id, position, payment_card_id, kind, card_code,
           name, amount_used) VALUES ($1, 9, 1001, 'certificate', 'CERT-HLT-001', 'x', 1)`,
          [other?.reservation_id],
        ),
      ).rejects.toThrow();
      await expect(
        upstream.db.query(
          `INSERT INTO reservations (reference, user_id, request_id, offer_id, check_in, currency,
           total, subtotal_usd, total_usd, guests)
         VALUES ('WH-QQQQQQ', $1, $2, 101, current_date, 'USD', 0, 0, 0, 1)`,
          [other?.user_id, other?.request_id],
        ),
      ).rejects.toThrow();
    });
  });

  describe("the list", () => {
    it("gives the traveller's reservations newest first, with their cards", async () => {
      const mine = await list("traveller");
      expect(mine.length).toBeGreaterThanOrEqual(6);
      const times = mine.map((r) => `${r.booked_at}#${String(r.reservation_id).padStart(9, "0")}`);
      expect(times).toEqual([...times].sort().reverse());
      const certificate = mine.find((r) =>
        (r.cards as Json[]).some((c) => c.card_code === "CERT-HLT-001"),
      );
      expect(certificate).toMatchObject({
        status: "CONFIRMED",
        offer: { offer_id: 101, destination: "Lisbon" },
        check_in: day(10),
        check_out: day(13),
      });
      expect(mine.every((r) => REFERENCE_PATTERN.test(r.reference))).toBe(true);
    });
  });

  describe("in the request's language", () => {
    it("gives the trips' offers in Spanish for es-ES and in English otherwise", async () => {
      await book("traveller");
      const listIn = async (language: string) => {
        const body = { token: users.traveller.token, action: "list" };
        const { httpStatus, json } = await post("/api/reservations", body, undefined, language);
        expect(httpStatus).toBe(200);
        return json.data.data as Json[];
      };
      const spanish = await listIn("es-ES");
      expect(spanish.length).toBeGreaterThan(0);
      for (const r of spanish)
        expect(r.offer).toMatchObject({
          name: SPANISH_OFFERS[r.offer.offer_id as number]?.name,
          description: SPANISH_OFFERS[r.offer.offer_id as number]?.description,
        });
      const other = await listIn("fr-FR");
      for (const r of other)
        expect(r.offer.name).toBe(DEMO_OFFERS.find((o) => o.id === r.offer.offer_id)?.name);
      // the names of the cards a booking used (copied in English at booking) follow too
      const englishCards = other.flatMap((r) => r.cards as Json[]);
      const spanishCards = spanish.flatMap((r) => r.cards as Json[]);
      expect(englishCards.length).toBeGreaterThan(0);
      expect(spanishCards.map((c) => c.name)).toEqual(
        englishCards.map((c) => SPANISH_CARD_NAMES[c.name as string]),
      );
      expect(englishCards.map((c) => c.name)).toContain("Hotel Stay Certificate");
    });
  });
});
