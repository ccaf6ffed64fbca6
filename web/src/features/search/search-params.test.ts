import { searchAreaOf, searchAreas } from "../../lib/offer-areas";
import {
  emptyFilters,
  parseSearch,
  searchInputOf,
  searchParamsOf,
  type SearchState,
} from "./search-params";

const hotel = searchAreaOf("hotel", null);
const flight = searchAreaOf("flight", null);
const weeks = searchAreaOf("resorts", "weeks");

const state = (part: Partial<SearchState> = {}): SearchState => ({
  ...parseSearch(new URLSearchParams()),
  ...part,
});

describe("the search in the address", () => {
  it("covers the 14 areas with their product codes, weeks on the resorts page", () => {
    expect(searchAreas.map((a) => `${a.key}:${a.code}:${a.page}`)).toEqual([
      "dreamtrips:DTPS:dreamtrips",
      "hotelgd:HLTGD:hotelgd",
      "hotel:HLT:hotel",
      "condo:CND:condo",
      "packages:PKG:packages",
      "stays:STY:stays",
      "resorts:RST:resorts",
      "weeks:WEK:resorts",
      "holidaystays:SBM:holidaystays",
      "cruises:CRU:cruises",
      "flight:FLT:flight",
      "cars:CAR:cars",
      "transfers:TRA:transfers",
      "activities:ACT:activities",
    ]);
    expect(searchAreaOf("resorts", null).key).toBe("resorts");
    expect(searchAreaOf("resorts", "weeks").key).toBe("weeks");
    expect(searchAreaOf("hotel", "weeks").key).toBe("hotel");
  });

  it("reads back what it writes (a round trip keeps every part)", () => {
    const full = state({
      destinationId: "1",
      destination: "Lisbon",
      checkIn: "2030-06-01",
      checkOut: "2030-06-04",
      guests: 3,
      rooms: 2,
      sort: "price-desc",
      filters: {
        ...emptyFilters,
        priceMin: "50",
        priceMax: "300.5",
        stars: [4, 5],
        minRating: 4.5,
        freeCancellation: true,
        amenities: ["POOL", "WIFI"],
      },
      page: 3,
      view: "map",
    });
    const params = searchParamsOf(hotel, full);
    expect(params.toString()).toBe(
      "destinationId=1&destination=Lisbon&checkIn=2030-06-01&checkOut=2030-06-04&guests=3&rooms=2" +
        "&priceMin=50&priceMax=300.5&stars=4%2C5&minRating=4.5&freeCancellation=1" +
        "&amenities=POOL%2CWIFI&sort=price-desc&page=3&view=map",
    );
    expect(parseSearch(params)).toEqual(full);
  });

  it("leaves out what the area does not ask and names weeks on the resorts page", () => {
    const s = state({ checkIn: "2030-06-01", checkOut: "2030-06-08", originId: "2", rooms: 2 });
    expect(searchParamsOf(weeks, s).toString()).toBe(
      "type=weeks&checkIn=2030-06-01&guests=2&rooms=2",
    );
    expect(searchParamsOf(flight, s).toString()).toBe("originId=2&checkIn=2030-06-01&guests=2");
  });

  it.each([
    ["guests out of range", "guests=12", { guests: 2 }],
    ["rooms out of range", "rooms=0", { rooms: 1 }],
    ["a day that is not one", "checkIn=tomorrow", { checkIn: "" }],
    ["an unknown order", "sort=cheapest", { sort: "best" }],
    ["a page past the last", "page=99", { page: 1 }],
    ["a price that is not an amount", "priceMin=abc", { filters: emptyFilters }],
    ["stars out of range", "stars=0,6,x", { filters: emptyFilters }],
  ])("reads %s as its default", (_case, query, expected) => {
    expect(parseSearch(new URLSearchParams(query))).toMatchObject(expected);
  });

  it("gives the contract's input: nothing without a start day, each area's own filters only", () => {
    expect(searchInputOf(hotel, state())).toBeNull();
    const s = state({
      destination: "lis",
      checkIn: "2030-06-01",
      checkOut: "2030-06-03",
      filters: { ...emptyFilters, cabin: "BUSINESS", stars: [5], maxStops: 0 },
    });
    expect(searchInputOf(hotel, s)).toMatchObject({
      area: "HLT",
      destinationId: null,
      destination: "lis",
      checkOut: "2030-06-03",
      rooms: 1,
      sort: "BEST",
      filters: { stars: [5], cabin: null, maxStops: null },
    });
    expect(searchInputOf(flight, s)).toMatchObject({
      area: "FLT",
      checkOut: null,
      rooms: undefined,
      filters: { stars: null, cabin: "BUSINESS", maxStops: 0 },
    });
  });
});
