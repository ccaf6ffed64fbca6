// The search's rules without a server: price filters converted to USD so the offer shown at a
// limit is kept, cursors and the upstream page covering `after` + `first`, input refusals naming
// the field (the site's first bookable day), and the upstream's refusals mapped to fields.
import { createRateTable } from "../locale/exchange";
import { toTravellerAmount, type MoneyContext } from "../wallet/wallet-model";
import { usdLimit, NoRateError, MAX_USD_LIMIT } from "./price-limits";
import { searchRequest, upstreamFilters } from "./search-input";
import type { SearchInputError } from "./search-messages";
import { upstreamRefusal } from "./search-messages";
import { cursorPosition, pageOf, searchCursor, upstreamWindow, windowOf } from "./search-paging";

const table = createRateTable("USD", [
  { currency: "EUR", rate: 0.92 },
  { currency: "JPY", rate: 151.37 },
  { currency: "KWD", rate: 0.3071 },
]);
const money = (currency: string): MoneyContext => ({ currency, table });
const shown = (m: MoneyContext, usd: number) => toTravellerAmount(m, usd, "USD");

describe("usdLimit", () => {
  it.each(["EUR", "JPY", "KWD", "USD"])(
    "keeps every USD total shown within the %s limits and nothing beyond",
    (currency) => {
      const m = money(currency);
      for (const limit of [0, 1, 99.99, 100, 123.45, 1000, 15746]) {
        const max = usdLimit(m, limit, "max");
        expect(shown(m, max)).toBeLessThanOrEqual(limit);
        expect(shown(m, Math.round(max * 100 + 1) / 100)).toBeGreaterThan(limit);
        const min = usdLimit(m, limit, "min");
        expect(shown(m, min)).toBeGreaterThanOrEqual(limit);
        if (min > 0) expect(shown(m, Math.round(min * 100 - 1) / 100)).toBeLessThan(limit);
      }
    },
  );

  it("is the amount itself in USD, whole cents", () => {
    expect(usdLimit(money("USD"), "100.00", "max")).toBe(100);
    expect(usdLimit(money("USD"), "100.005", "max")).toBe(100);
    expect(usdLimit(money("USD"), "100.005", "min")).toBe(100.01);
  });

  it("caps a limit beyond every total, and refuses without a rate", () => {
    expect(usdLimit(money("EUR"), "1e12", "max")).toBe(MAX_USD_LIMIT);
    expect(usdLimit(money("EUR"), "1e12", "min")).toBe(MAX_USD_LIMIT);
    expect(() => usdLimit({ currency: "EUR", table: null }, 10, "max")).toThrow(NoRateError);
  });
});

describe("upstreamFilters", () => {
  it("converts the prices and passes the other filters in the upstream's names", () => {
    const filters = upstreamFilters(
      { priceMin: "92", priceMax: "92", stars: [4, 4, 5], freeCancellation: true, maxStops: 0 },
      money("EUR"),
    );
    expect(filters).toEqual({
      price_min: 100,
      price_max: 100,
      stars: [4, 5],
      free_cancellation: true,
      max_stops: 0,
    });
  });

  it("refuses a reversed or negative range naming the field; an empty range matches nothing", () => {
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (err) {
        return (err as SearchInputError).field;
      }
      return null;
    };
    expect(field(() => upstreamFilters({ priceMin: "20", priceMax: "10" }, money("EUR")))).toBe(
      "filters.priceMin",
    );
    expect(field(() => upstreamFilters({ priceMax: "-1" }, money("EUR")))).toBe("filters.priceMax");
    expect(field(() => upstreamFilters({ stars: [6] }, money("EUR")))).toBe("filters.stars");
    // no cent converts to a shown yen amount from 100.2 to 100.4
    expect(upstreamFilters({ priceMin: "100.2", priceMax: "100.4" }, money("JPY"))).toBeNull();
  });
});

describe("searchRequest", () => {
  const rules = { today: "2026-11-28", minCheckinDays: 2, money: money("USD") };
  const refusal = (input: Record<string, unknown>) => {
    try {
      searchRequest(
        { area: "HLT", checkIn: "2026-12-10", checkOut: "2026-12-12", ...input },
        rules,
      );
      return null;
    } catch (err) {
      const e = err as SearchInputError;
      return { field: e.field, reason: e.reason, message: e.message };
    }
  };

  it("refuses a check-in before today plus minCheckinDays, naming the first day", () => {
    expect(refusal({ checkIn: "2026-11-29" })).toEqual({
      field: "checkIn",
      reason: "CHECK_IN_TOO_EARLY",
      message: "Please choose a check-in date on or after 2026-11-30.",
    });
    expect(refusal({ checkIn: "2026-11-30", checkOut: "2026-12-01" })).toBeNull();
    expect(refusal({ checkIn: "2026-02-30" })?.field).toBe("checkIn");
  });

  it("asks check-out of the night and day areas only, after check-in, at most 30 days", () => {
    expect(refusal({ checkOut: null })?.field).toBe("checkOut");
    expect(refusal({ checkOut: "2026-12-10" })?.reason).toBe("CHECK_OUT_NOT_AFTER_CHECK_IN");
    expect(refusal({ checkOut: "2027-01-10" })?.reason).toBe("STAY_TOO_LONG");
    expect(refusal({ area: "ACT", checkOut: null })).toBeNull();
    expect(refusal({ area: "CAR", checkOut: null })?.field).toBe("checkOut");
  });

  it("checks the party and the place", () => {
    expect(refusal({ guests: 10 })?.field).toBe("guests");
    expect(refusal({ rooms: 6, guests: 9 })?.field).toBe("rooms");
    expect(refusal({ rooms: 3, guests: 2 })?.reason).toBe("MORE_ROOMS_THAN_GUESTS");
    expect(refusal({ destinationId: "x1" })?.field).toBe("destinationId");
    expect(refusal({ destination: "a".repeat(101) })?.message).toBe(
      "Must be at most 100 characters",
    );
  });

  it("builds the upstream's request", () => {
    expect(
      searchRequest(
        {
          area: "FLT",
          checkIn: "2026-12-10",
          checkOut: "2026-12-20",
          originId: "3",
          sort: "PRICE_DESC",
          destination: " lis ",
        },
        rules,
      ),
    ).toEqual({
      area: "FLT",
      destination: "lis",
      origin_id: 3,
      check_in: "2026-12-10",
      guests: 2,
      rooms: 1,
      sort: "price_desc",
    });
  });
});

describe("paging", () => {
  it("round-trips cursors and refuses others", () => {
    expect(cursorPosition(searchCursor(0))).toBe(0);
    expect(cursorPosition(searchCursor(1234))).toBe(1234);
    expect(cursorPosition("c1:abc")).toBeNull();
    expect(cursorPosition(Buffer.from("s1:-1").toString("base64url"))).toBeNull();
    expect(cursorPosition(Buffer.from("s1:999999999").toString("base64url"))).toBeNull();
  });

  it("asks the page of size first when the range starts on it, else the smallest size holding it", () => {
    expect(upstreamWindow(0, 20)).toEqual({ page: 1, size: 20, start: 0, skip: 0, take: 20 });
    expect(upstreamWindow(40, 20)).toEqual({ page: 3, size: 20, start: 40, skip: 0, take: 20 });
    expect(upstreamWindow(3, 7)).toEqual({ page: 1, size: 10, start: 3, skip: 3, take: 7 });
    expect(upstreamWindow(20, 10)).toEqual({ page: 3, size: 10, start: 20, skip: 0, take: 10 });
    // no page of at most 50 holds [10, 60): the best one gives 40, and more follow
    expect(upstreamWindow(10, 50)).toEqual({ page: 1, size: 50, start: 10, skip: 10, take: 40 });
  });

  it("holds the range in the window it asks, for every start and first", () => {
    for (let start = 0; start < 120; start += 1)
      for (const first of [1, 2, 7, 10, 20, 33, 50]) {
        const w = upstreamWindow(start, first);
        expect((w.page - 1) * w.size + w.skip).toBe(start);
        expect(w.skip + w.take).toBeLessThanOrEqual(w.size);
        expect(w.take).toBeGreaterThan(0);
        expect(w.size).toBeLessThanOrEqual(50);
      }
  });

  it("answers the page and where it sits", () => {
    const window = windowOf(2, searchCursor(4));
    const results = Array.from({ length: window.size }, (_, i) => `r${i}`);
    const { items, pageInfo } = pageOf(window, results, 7);
    expect(items.map((i) => [cursorPosition(i.cursor), i.item])).toEqual([
      [5, results[window.skip]],
      [6, results[window.skip + 1]],
    ]);
    expect(pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(() => windowOf(0, null)).toThrow("first must be from 1 to 50");
    expect(() => windowOf(51, null)).toThrow("first must be from 1 to 50");
    expect(() => windowOf(5, "zzz")).toThrow(/after is not a cursor/);
  });
});

describe("upstreamRefusal", () => {
  it.each([
    ["check_in must not be in the past", "checkIn", "checkIn must not be in the past"],
    ["check_out is required for HLT", "checkOut", "checkOut is required for HLT"],
    [
      "price_min must not be above price_max",
      "filters.priceMin",
      "priceMin must not be above price_max",
    ],
    [
      "car_class must be a code such as ECONOMY",
      "filters.carClass",
      "carClass must be a code such as ECONOMY",
    ],
    [
      "size must be a whole number from 1 to 50",
      "first",
      "first must be a whole number from 1 to 50",
    ],
    ["Malformed JSON body", "input", "Malformed JSON body"],
  ])("%s → %s", (message, field, text) => {
    const error = upstreamRefusal(message);
    expect({ field: error.field, message: error.message }).toEqual({ field, message: text });
  });
});
