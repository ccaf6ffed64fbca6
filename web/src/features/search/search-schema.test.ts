import type { ValidationError } from "yup";
import { searchAreaOf } from "../../lib/offer-areas";
import { searchSchema, type SearchFormValues } from "./search-schema";

const MIN = "2030-06-01";
const values = (part: Partial<SearchFormValues> = {}): SearchFormValues => ({
  destinationId: "",
  destination: "",
  originId: "",
  origin: "",
  checkIn: "2030-06-02",
  checkOut: "2030-06-05",
  guests: "2",
  rooms: "1",
  ...part,
});

function errorsOf(
  area: string,
  page: "hotel" | "cars" | "flight" | "resorts",
  v: SearchFormValues,
) {
  try {
    searchSchema(searchAreaOf(page, area), MIN).validateSync(v, { abortEarly: false });
    return {};
  } catch (e) {
    const error = e as ValidationError;
    // the first message of each field, as Formik shows it
    return Object.fromEntries(error.inner.reverse().map((i) => [i.path, i.message]));
  }
}

describe("the search form's rules", () => {
  it.each<
    [
      string,
      "hotel" | "cars" | "flight" | "resorts",
      string,
      Partial<SearchFormValues>,
      Record<string, string>,
    ]
  >([
    ["a good stay", "hotel", "", {}, {}],
    [
      "a start before the first bookable day",
      "hotel",
      "",
      { checkIn: "2030-05-31" },
      { checkIn: "search.invalid.checkInTooEarly" },
    ],
    ["no start", "flight", "", { checkIn: "" }, { checkIn: "search.invalid.checkIn" }],
    [
      "a check-out before check-in",
      "hotel",
      "",
      { checkOut: "2030-06-01" },
      { checkOut: "search.invalid.checkOutBeforeCheckIn" },
    ],
    [
      "a stay of 31 days",
      "hotel",
      "",
      { checkOut: "2030-07-03" },
      { checkOut: "search.invalid.tooManyDays" },
    ],
    [
      "a car without drop-off",
      "cars",
      "",
      { checkOut: "" },
      { checkOut: "search.invalid.dropOff" },
    ],
    ["a flight needs no end day", "flight", "", { checkOut: "" }, {}],
    ["10 guests", "hotel", "", { guests: "10" }, { guests: "search.invalid.guests" }],
    [
      "more rooms than guests",
      "hotel",
      "",
      { guests: "2", rooms: "3" },
      { rooms: "search.invalid.roomsOverGuests" },
    ],
    ["6 rooms", "hotel", "", { guests: "9", rooms: "6" }, { rooms: "search.invalid.rooms" }],
    ["rooms not asked of flights", "flight", "", { guests: "1", rooms: "3" }, {}],
    [
      "units of a week",
      "resorts",
      "weeks",
      { checkOut: "", guests: "1", rooms: "2" },
      { rooms: "search.invalid.roomsOverGuests" },
    ],
  ])("%s", (_case, page, type, part, expected) => {
    expect(errorsOf(type, page, values(part))).toEqual(expected);
  });
});
