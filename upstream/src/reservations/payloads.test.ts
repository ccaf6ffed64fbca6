import { PayloadError, type Payload } from "../accounts/payload-fields";
import {
  daysBetween,
  isIsoDay,
  parseAction,
  parseReservationInput,
  tripDates,
  type TripOffer,
} from "./payloads";

const TODAY = "2026-06-15";

const valid = (): Payload => ({
  request_id: "req_2026-06-15_a1",
  offer_id: 101,
  check_in: "2026-07-01",
  check_out: "2026-07-04",
  guests: 2,
  currency: "eur",
  total: 412.5,
  subtotal_usd: 567,
  total_usd: 447.004,
  cards: [
    { card_code: "cert-hlt-001", payment_card_id: 1001, kind: "certificate", amount_used: 120 },
    { card_code: "CASH-USD-001", payment_card_id: "1201", kind: "cash", amount_used: 0 },
  ],
});

const failure = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    if (error instanceof PayloadError) return error.message;
    throw error;
  }
  return "no error";
};
const refusal = (over: Payload) =>
  failure(() => parseReservationInput({ ...valid(), ...over }, TODAY));

describe("isIsoDay and daysBetween", () => {
  it.each([
    ["2026-02-28", true],
    ["2028-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-04-31", false],
    ["2026-4-1", false],
    ["2026-06-15T00:00:00Z", false],
    ["0000-01-01", false],
    ["tomorrow", false],
  ])("%s is a real day: %s", (text, real) => {
    expect(isIsoDay(text)).toBe(real);
  });

  it("counts days across months and years", () => {
    expect(daysBetween("2026-12-30", "2027-01-02")).toBe(3);
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("2026-06-15", "2026-06-14")).toBe(-1);
  });
});

describe("parseAction", () => {
  it("reads list and create", () => {
    expect(parseAction({ action: "list" })).toBe("list");
    expect(parseAction({ action: "create" })).toBe("create");
  });

  it.each([{}, { action: "LIST" }, { action: "cancel" }, { action: 1 }])("refuses %j", (body) => {
    expect(failure(() => parseAction(body))).toBe("action must be list, find or create");
  });
});

describe("parseReservationInput", () => {
  it("reads a booking: codes upper-cased, ids from digits, amounts to cents", () => {
    expect(parseReservationInput(valid(), TODAY)).toEqual({
      agent_quote_id: null,
      request_id: "req_2026-06-15_a1",
      offer_id: 101,
      check_in: "2026-07-01",
      check_out: "2026-07-04",
      guests: 2,
      rooms: 1,
      currency: "EUR",
      total: 412.5,
      subtotal_usd: 567,
      total_usd: 447,
      cards: [
        { card_code: "CERT-HLT-001", payment_card_id: 1001, kind: "certificate", amount_used: 120 },
        { card_code: "CASH-USD-001", payment_card_id: 1201, kind: "cash", amount_used: 0 },
      ],
      travellers: [],
      contact: null,
    });
  });

  it("reads the travellers, trimmed, and the contact; an empty contact is none", () => {
    const input = parseReservationInput(
      {
        ...valid(),
        travellers: [{ first_name: " Tess ", last_name: "Traveller" }],
        contact: { email: " tess@example.com ", phone: null },
      },
      TODAY,
    );
    expect(input).toMatchObject({
      travellers: [{ first_name: "Tess", last_name: "Traveller" }],
      contact: { email: "tess@example.com", phone: null },
    });
    expect(parseReservationInput({ ...valid(), contact: { email: "" } }, TODAY).contact).toBeNull();
  });

  it("reads an agent's quote id, from digits too; refuses one that is not an id", () => {
    expect(parseReservationInput({ ...valid(), agent_quote_id: "31" }, TODAY).agent_quote_id).toBe(
      31,
    );
    expect(() => parseReservationInput({ ...valid(), agent_quote_id: 0 }, TODAY)).toThrow(
      "agent_quote_id must be a quote id",
    );
  });

  it("accepts no cards, no check_out, and yesterday (a traveller west of UTC)", () => {
    const input = parseReservationInput(
      { ...valid(), cards: undefined, check_out: null, check_in: "2026-06-14" },
      TODAY,
    );
    expect(input).toMatchObject({ cards: [], check_out: null, check_in: "2026-06-14" });
  });

  it.each<[string, Payload, string]>([
    ["no request_id", { request_id: undefined }, "request_id is required"],
    ["a short request_id", { request_id: "abc1234" }, "request_id must be 8 to 64 letters"],
    ["a long request_id", { request_id: "a".repeat(65) }, "request_id must be 8 to 64 letters"],
    ["a request_id with spaces", { request_id: "abc 12345" }, "request_id must be 8 to 64"],
    ["a numeric request_id", { request_id: 12345678 }, "request_id must be 8 to 64"],
    ["no offer_id", { offer_id: null }, "offer_id is required"],
    ["offer_id 0", { offer_id: 0 }, "offer_id must be an offer id (a positive whole number)"],
    ["a fractional offer_id", { offer_id: 1.5 }, "offer_id must be an offer id"],
    ["no check_in", { check_in: "" }, "check_in is required"],
    [
      "a check_in not ISO",
      { check_in: "01/07/2026" },
      "check_in must be a real date written YYYY-MM-DD",
    ],
    ["a check_in not real", { check_in: "2026-02-30" }, "check_in must be a real date"],
    ["a check_in as a number", { check_in: 20260701 }, "check_in must be a real date"],
    ["a check_in in the past", { check_in: "2026-06-13" }, "check_in must not be in the past"],
    ["a check_out not real", { check_out: "2026-07-32" }, "check_out must be a real date"],
    ["no guests", { guests: undefined }, "guests is required"],
    ["0 guests", { guests: 0 }, "guests must be a whole number from 1 to 9"],
    ["10 guests", { guests: 10 }, "guests must be a whole number from 1 to 9"],
    ["2.5 guests", { guests: 2.5 }, "guests must be a whole number from 1 to 9"],
    ["guests as text", { guests: "2" }, "guests must be a whole number from 1 to 9"],
    ["no currency", { currency: undefined }, "currency is required"],
    [
      "a currency of 4 letters",
      { currency: "EURO" },
      "currency must be a currency code such as USD",
    ],
    ["a negative total", { total: -1 }, "total must be a number of 0 or more"],
    ["a total as text", { total: "10" }, "total must be a number of 0 or more"],
    ["an infinite total", { total: Infinity }, "total must be a number of 0 or more"],
    ["a huge total", { total: 1e12 }, "total is too large"],
    ["no subtotal_usd", { subtotal_usd: undefined }, "subtotal_usd is required"],
    ["a negative total_usd", { total_usd: -0.01 }, "total_usd must be a number of 0 or more"],
    ["cards not a list", { cards: { card_code: "X" } }, "cards must be a list"],
    [
      "11 cards",
      { cards: Array.from({ length: 11 }, () => ({})) },
      "cards may list 10 cards at most",
    ],
    ["a card that is not an object", { cards: ["CERT-HLT-001"] }, "cards[0] must be an object"],
    [
      "a card without code",
      { cards: [{ payment_card_id: 1, kind: "cash", amount_used: 1 }] },
      "cards[0].card_code is required",
    ],
    [
      "a card code of another type",
      { cards: [{ card_code: 7, payment_card_id: 1, kind: "cash", amount_used: 1 }] },
      "cards[0].card_code must be text",
    ],
    [
      "a card code with odd characters",
      { cards: [{ card_code: "CERT 001", payment_card_id: 1, kind: "cash", amount_used: 1 }] },
      "cards[0].card_code must be a card code such as CERT-HLT-001",
    ],
    [
      "a card without id",
      { cards: [{ card_code: "C-1", kind: "cash", amount_used: 1 }] },
      "cards[0].payment_card_id is required",
    ],
    [
      "a card id that is not a number",
      { cards: [{ card_code: "C-1", payment_card_id: "x", kind: "cash", amount_used: 1 }] },
      "cards[0].payment_card_id must be a card id (a positive whole number)",
    ],
    [
      "an unknown card kind",
      { cards: [{ card_code: "C-1", payment_card_id: 1, kind: "voucher", amount_used: 1 }] },
      "cards[0].kind must be one of certificate, discount, cash, org_certificate",
    ],
    [
      "a negative amount_used",
      { cards: [{ card_code: "C-1", payment_card_id: 1, kind: "cash", amount_used: -5 }] },
      "cards[0].amount_used must be a number of 0 or more",
    ],
    [
      "no amount_used",
      { cards: [{ card_code: "C-1", payment_card_id: 1, kind: "cash" }] },
      "cards[0].amount_used is required",
    ],
    [
      "the same card twice",
      {
        cards: [
          { card_code: "C-1", payment_card_id: 1, kind: "discount", amount_used: 1 },
          { card_code: "C-2", payment_card_id: 2, kind: "discount", amount_used: 1 },
          { card_code: "C-1", payment_card_id: 1, kind: "discount", amount_used: 1 },
        ],
      },
      "cards[2] lists the same card as cards[0]",
    ],
    [
      "two certificates",
      {
        cards: [
          { card_code: "C-1", payment_card_id: 1, kind: "certificate", amount_used: 1 },
          { card_code: "O-1", payment_card_id: 9, kind: "org_certificate", amount_used: 1 },
        ],
      },
      "cards may hold one certificate at most",
    ],
  ])("refuses %s", (_, over, message) => {
    expect(refusal(over)).toContain(message);
  });
});

describe("tripDates", () => {
  const offer = (
    price_unit: TripOffer["price_unit"],
    max_guests = 4,
    start_weekday: number | null = null,
  ): TripOffer => ({ product_code: "HLT", price_unit, max_guests, start_weekday });
  const party = { guests: 2, rooms: 1 };

  it("needs check_out after check_in, 30 nights at most, for NIGHT offers", () => {
    expect(
      tripDates({ check_in: "2026-07-01", check_out: "2026-07-31", ...party }, offer("NIGHT")),
    ).toEqual({ check_in: "2026-07-01", check_out: "2026-07-31", rooms: 1 });
    const fails = (check_out: string | null) =>
      failure(() => tripDates({ check_in: "2026-07-01", check_out, ...party }, offer("NIGHT")));
    expect(fails(null)).toBe("check_out is required for an offer priced per night");
    expect(fails("2026-07-01")).toBe("check_out must be after check_in");
    expect(fails("2026-06-30")).toBe("check_out must be after check_in");
    expect(fails("2026-08-01")).toBe("check_out must be at most 30 nights after check_in");
  });

  it("needs a drop-off day for DAY offers (cars)", () => {
    const fails = (check_out: string | null) =>
      failure(() => tripDates({ check_in: "2026-07-01", check_out, ...party }, offer("DAY")));
    expect(fails(null)).toBe("check_out is required for an offer priced per day");
    expect(fails("2026-08-01")).toBe("check_out must be at most 30 days after check_in");
  });

  it.each(["PERSON", "TRIP", "WEEK"] as const)("ignores check_out for %s offers", (unit) => {
    expect(
      tripDates({ check_in: "2026-07-01", check_out: "2026-06-01", ...party }, offer(unit)),
    ).toEqual({ check_in: "2026-07-01", check_out: null, rooms: 1 });
  });

  it("keeps the rooms of NIGHT and WEEK offers, books 1 elsewhere", () => {
    const trip = { check_in: "2026-07-01", check_out: "2026-07-03", guests: 4, rooms: 3 };
    expect(tripDates(trip, offer("NIGHT")).rooms).toBe(3);
    expect(tripDates(trip, offer("WEEK")).rooms).toBe(3);
    expect(tripDates(trip, offer("DAY", 5)).rooms).toBe(1);
    expect(tripDates(trip, offer("PERSON")).rooms).toBe(1);
    expect(failure(() => tripDates({ ...trip, rooms: 5 }, offer("NIGHT")))).toBe(
      "rooms must not be more than guests",
    );
  });

  it("takes at most max_guests × rooms (NIGHT, WEEK) or max_guests guests", () => {
    const trip = { check_in: "2026-07-01", check_out: "2026-07-03", guests: 5, rooms: 2 };
    expect(failure(() => tripDates(trip, offer("NIGHT", 2)))).toBe(
      "guests must be at most 4 for this offer (2 per room)",
    );
    expect(tripDates(trip, offer("NIGHT", 3)).rooms).toBe(2);
    expect(failure(() => tripDates(trip, offer("DAY", 4)))).toBe(
      "guests must be at most 4 for this offer",
    );
  });

  it("starts a WEEK offer's week on its start weekday", () => {
    // 2026-07-04 is a Saturday (ISO weekday 6)
    const week = offer("WEEK", 4, 6);
    expect(tripDates({ check_in: "2026-07-04", check_out: null, ...party }, week)).toEqual({
      check_in: "2026-07-04",
      check_out: null,
      rooms: 1,
    });
    expect(
      failure(() => tripDates({ check_in: "2026-07-05", check_out: null, ...party }, week)),
    ).toBe("check_in must be a Saturday: the weeks of this offer start on Saturdays");
  });
});
