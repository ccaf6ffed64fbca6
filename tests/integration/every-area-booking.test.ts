/**
 * Offers of every product area read, quoted, booked, paid and cancelled through the real gateway,
 * the real upstream and its embedded payment provider, as a partner calls them: a flight, a car,
 * a package, a week and a transfer read with their area, details, place and origin; a car for 3
 * days and a flight for 2 passengers quoted and paid by card (startCheckout, the provider's page,
 * completeCheckout); a hotel booked with 2 rooms; the calendar units each took, checked in the
 * database; the car cancelled, refunded and its units given back. Refusals: too many guests for
 * a car (INVALID_GUESTS), a week checked in on another weekday (INVALID_DATES naming it), a
 * flight sold out (SOLD_OUT).
 */
import {
  bearerSignIn,
  calendarTotal,
  graphqlAt,
  startCountedStack,
  stockCalendar,
  type CountedStack,
  type GraphQLResponse,
} from "../support/stack";
import { payWithTestCard } from "@travel/upstream/src/testing/pay-with-test-card";

let stack: CountedStack;
let traveller: Record<string, string>;
const send = graphqlAt(() => stack.gateway.url);

async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const { body } = await send<T>(query, variables, headers);
  expect(body.errors).toBeUndefined();
  return (body as GraphQLResponse<T>).data;
}

beforeAll(async () => {
  stack = await startCountedStack("every-area-booking", { UPSTREAM_TIMEOUT_MS: "5000" });
  // every day on sale keeps 400 units: the units each booking takes are counted from there
  await stockCalendar(stack.upstream);
  traveller = await bearerSignIn(send, "traveller@example.com", "Traveller#1");
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

let requests = 0;
const requestId = () => `it-areas-${Date.now()}-${++requests}`;

const db = <T>(text: string, params: unknown[] = []) => stack.upstream.db.query<T>(text, params);

/** The first offer of `area` (a refundable one when asked), its id and start weekday. */
async function offerOf(area: string, refundable = false) {
  const [row] = await db<{ offer_id: number; start_weekday: number | null }>(
    `SELECT o.offer_id, o.start_weekday FROM offers o
     JOIN cancellation_policies p ON p.policy_code = o.policy_code
     WHERE o.product_code = $1 AND ($2::boolean = false OR p.free_until_days IS NOT NULL)
     ORDER BY o.offer_id LIMIT 1`,
    [area, refundable],
  );
  return { id: String(row!.offer_id), weekday: row!.start_weekday };
}

/** The first day from `from` days ahead on sale for `days` days in a row (and on `weekday`). */
async function onSale(offerId: string, from: number, days: number, weekday: number | null = null) {
  const [row] = await db<{ day: string }>(
    `SELECT to_char(c.day, 'YYYY-MM-DD') AS day FROM offer_calendar c
     WHERE c.offer_id = $1 AND c.day >= current_date + $2::int
       AND ($4::int IS NULL OR extract(isodow FROM c.day) = $4::int)
       AND (SELECT count(*) FROM offer_calendar x WHERE x.offer_id = c.offer_id
         AND x.day >= c.day AND x.day < c.day + $3::int AND x.units_left > 0) = $3
     ORDER BY c.day LIMIT 1`,
    [Number(offerId), from, days, weekday],
  );
  return row!.day;
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Units left of every day from `from` for `days` days. */
const unitsLeft = async (offerId: string, from: string, days: number) =>
  (
    await db<{ units_left: number }>(
      `SELECT units_left FROM offer_calendar WHERE offer_id = $1
       AND day >= $2::date AND day < $2::date + $3::int ORDER BY day`,
      [Number(offerId), from, days],
    )
  ).map((r) => r.units_left);

interface Trip {
  offerId: string;
  checkIn: string;
  checkOut?: string | null;
  guests: number;
  rooms?: number;
}
interface BookingError {
  field: string | null;
  code: string;
  message: string;
}

const QUOTE = `query ($input: QuoteInput!) { quote(input: $input) {
  units subtotal { amount currency } total { amount currency } certificatePromptRequired } }`;
const BOOK = `mutation ($input: BookOfferInput!) { bookOffer(input: $input) {
  reservation { id reference guests rooms checkIn checkOut total { amount currency }
    offer { id area product } }
  errors { field code message } } }`;
const START = `mutation ($input: BookOfferInput!) { startCheckout(input: $input) {
  checkout { id paymentUrl } errors { field code message } } }`;
const COMPLETE = `mutation ($id: ID!) { completeCheckout(id: $id) {
  checkout { status card { last4 } }
  reservation { id guests rooms checkOut total { amount currency } offer { area product } }
  errors { code } } }`;
const CANCEL = `mutation ($id: ID!) { cancelReservation(input: { reservationId: $id }) {
  reservation { status cancellation { refundPercent cardRefund { amount currency } } }
  errors { code } } }`;

/** No wallet card chosen: the whole price is paid (by card, or booked as it is). */
const NO_CARDS = { product: "HLT", certificateId: null, discountCardIds: [] };

interface Quote {
  units: number;
  subtotal: { amount: number; currency: string };
  total: { amount: number; currency: string };
  certificatePromptRequired: boolean;
}
const quote = async (trip: Trip) =>
  (
    await graphql<{ quote: Quote }>(
      QUOTE,
      { input: { trip, certificatePrompt: "DECLINE", selection: NO_CARDS } },
      traveller,
    )
  ).quote;

/** Books `trip` at its quoted total with a checkout paid by the 4242 test card. */
async function bookPaid(trip: Trip) {
  const { total } = await quote(trip);
  const input = {
    trip,
    certificatePrompt: "DECLINE",
    selection: NO_CARDS,
    requestId: requestId(),
    expectedTotal: total.amount,
  };
  const { startCheckout } = await graphql<{
    startCheckout: { checkout: { id: string; paymentUrl: string } | null; errors: BookingError[] };
  }>(START, { input }, traveller);
  expect(startCheckout.errors).toEqual([]);
  const paid = await payWithTestCard(startCheckout.checkout!.paymentUrl);
  expect(paid.status).toBe(303);
  const { completeCheckout } = await graphql<{
    completeCheckout: {
      checkout: { status: string; card: { last4: string } };
      reservation: {
        id: string;
        guests: number;
        rooms: number;
        checkOut: string | null;
        total: { amount: number };
        offer: { area: string; product: string | null };
      };
    };
  }>(COMPLETE, { id: startCheckout.checkout!.id }, traveller);
  expect(completeCheckout.checkout).toEqual({ status: "CONFIRMED", card: { last4: "4242" } });
  expect(completeCheckout.reservation.total.amount).toBe(total.amount);
  return completeCheckout.reservation;
}

const book = async (trip: Trip, expectedTotal: number) =>
  (
    await graphql<{
      bookOffer: { reservation: Record<string, unknown> | null; errors: BookingError[] };
    }>(
      BOOK,
      {
        input: {
          trip,
          certificatePrompt: "DECLINE",
          selection: NO_CARDS,
          requestId: requestId(),
          expectedTotal,
        },
      },
      traveller,
    )
  ).bookOffer;

const OFFER = `query ($id: ID!) { offer(id: $id) {
  id area product priceUnit maxGuests imageUrl
  place { id name airportCode } origin { id name airportCode }
  details { __typename
    ... on FlightDetails { cabin legs { from to } }
    ... on PackageDetails { nights stayName flight { legs { from to } } }
    ... on CarDetails { carClass seats }
    ... on RentalDetails { nights resort }
    ... on TransferDetails { vehicle from to } } } }`;

describe("offers of every area", () => {
  test.each([
    ["FLT", "PERSON", "FlightDetails", true],
    ["CAR", "DAY", "CarDetails", false],
    ["PKG", "PERSON", "PackageDetails", true],
    ["WEK", "WEEK", "RentalDetails", false],
    ["TRA", "TRIP", "TransferDetails", false],
  ])(
    "reads a %s offer: priced per %s, its %s, place and origin",
    async (area, unit, details, flies) => {
      const { id } = await offerOf(area);
      const [facts] = await db<{
        destination_id: number;
        origin_id: number | null;
        max_guests: number;
      }>("SELECT destination_id, origin_id, max_guests FROM offers WHERE offer_id = $1", [
        Number(id),
      ]);
      const { offer } = await graphql<{ offer: Record<string, any> }>(OFFER, { id }); // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(offer).toMatchObject({
        id,
        area,
        product: null,
        priceUnit: unit,
        maxGuests: facts!.max_guests,
        imageUrl: `/offer-images/${id}.svg`,
        place: { id: String(facts!.destination_id) },
      });
      expect(offer.details.__typename).toBe(details);
      if (flies) expect(offer.origin).toMatchObject({ id: String(facts!.origin_id) });
      else expect(offer.origin).toBeNull();
      // the picture the offer names is served
      const picture = await fetch(`${stack.gateway.url}${offer.imageUrl}`);
      expect(picture.status).toBe(200);
    },
  );
});

describe("booking in every area", () => {
  test("a car for 3 days, paid by card, then cancelled: refunded and its units back", async () => {
    const car = await offerOf("CAR", true);
    const pickUp = await onSale(car.id, 40, 3);
    const trip = { offerId: car.id, checkIn: pickUp, checkOut: addDays(pickUp, 3), guests: 2 };
    const quoted = await quote(trip);
    expect(quoted.units).toBe(3);
    expect(quoted.certificatePromptRequired).toBe(false);
    expect(quoted.subtotal).toEqual({
      amount: await calendarTotal(stack.upstream, trip),
      currency: "USD",
    });
    const before = await unitsLeft(car.id, pickUp, 3);
    const reservation = await bookPaid(trip);
    expect(reservation).toMatchObject({
      guests: 2,
      rooms: 1,
      checkOut: addDays(pickUp, 3),
      offer: { area: "CAR", product: null },
    });
    // one car every rental day
    expect(await unitsLeft(car.id, pickUp, 3)).toEqual(before.map((n) => n - 1));

    const { cancelReservation } = await graphql<{
      cancelReservation: {
        reservation: {
          status: string;
          cancellation: { refundPercent: number; cardRefund: { amount: number } };
        };
        errors: unknown[];
      };
    }>(CANCEL, { id: reservation.id }, traveller);
    expect(cancelReservation.errors).toEqual([]);
    expect(cancelReservation.reservation).toMatchObject({
      status: "CANCELLED",
      cancellation: { refundPercent: 100, cardRefund: { amount: reservation.total.amount } },
    });
    expect(await unitsLeft(car.id, pickUp, 3)).toEqual(before);
  });

  test("a flight for 2 passengers, paid by card: two seats taken", async () => {
    const flight = await offerOf("FLT");
    const departure = await onSale(flight.id, 30, 1);
    const trip = { offerId: flight.id, checkIn: departure, guests: 2 };
    const quoted = await quote(trip);
    expect(quoted.units).toBe(2);
    const before = await unitsLeft(flight.id, departure, 1);
    const reservation = await bookPaid(trip);
    expect(reservation).toMatchObject({ guests: 2, rooms: 1, checkOut: null });
    expect(await unitsLeft(flight.id, departure, 1)).toEqual([before[0]! - 2]);
  });

  test("a hotel with 2 rooms: two rooms taken every night", async () => {
    const hotel = await offerOf("HLT");
    const checkIn = await onSale(hotel.id, 50, 2);
    const trip = {
      offerId: hotel.id,
      checkIn,
      checkOut: addDays(checkIn, 2),
      guests: 3,
      rooms: 2,
    };
    const quoted = await quote(trip);
    expect(quoted.subtotal.amount).toBe(await calendarTotal(stack.upstream, trip));
    const before = await unitsLeft(hotel.id, checkIn, 2);
    const booked = await book(trip, quoted.total.amount);
    expect(booked.errors).toEqual([]);
    expect(booked.reservation).toMatchObject({ guests: 3, rooms: 2 });
    expect(await unitsLeft(hotel.id, checkIn, 2)).toEqual(before.map((n) => n - 2));
  });

  test("refuses too many guests for a car, a week on another weekday, a sold-out flight", async () => {
    const car = await offerOf("CAR");
    const [seats] = await db<{ max_guests: number }>(
      "SELECT max_guests FROM offers WHERE offer_id = $1",
      [Number(car.id)],
    );
    const pickUp = await onSale(car.id, 20, 2);
    const crowd = await book(
      {
        offerId: car.id,
        checkIn: pickUp,
        checkOut: addDays(pickUp, 2),
        guests: seats!.max_guests + 1,
      },
      100,
    );
    expect(crowd).toEqual({
      reservation: null,
      errors: [
        {
          field: "trip.guests",
          code: "INVALID_GUESTS",
          message: `This offer takes at most ${seats!.max_guests} guests. Please choose fewer guests.`,
        },
      ],
    });

    const week = await offerOf("WEK");
    const start = await onSale(week.id, 20, 1, week.weekday);
    const wrongDay = await book({ offerId: week.id, checkIn: addDays(start, 1), guests: 2 }, 100);
    const weekday = new Date(`${start}T00:00:00Z`).toLocaleDateString("en-US", {
      weekday: "long",
      timeZone: "UTC",
    });
    expect(wrongDay.errors).toEqual([
      {
        field: "trip.checkIn",
        code: "INVALID_DATES",
        message: `This offer's weeks start on ${weekday}s. Please choose a ${weekday} as the check-in day.`,
      },
    ]);

    const flight = await offerOf("FLT");
    const departure = await onSale(flight.id, 60, 1);
    const trip = { offerId: flight.id, checkIn: departure, guests: 2 };
    const { total } = await quote(trip);
    await db("UPDATE offer_calendar SET units_left = 1 WHERE offer_id = $1 AND day = $2::date", [
      Number(flight.id),
      departure,
    ]);
    const soldOut = await book(trip, total.amount);
    expect(soldOut).toEqual({
      reservation: null,
      errors: [
        {
          field: "trip.checkIn",
          code: "SOLD_OUT",
          message: `This trip is sold out or not on sale on ${departure}. Please choose other dates.`,
        },
      ],
    });
    expect(await unitsLeft(flight.id, departure, 1)).toEqual([1]);
  });
});
