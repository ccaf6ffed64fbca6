import {
  guestLimitMessage,
  INVALID_ROOMS_MESSAGE,
  labelOfMessage,
  weekStartMessage,
} from "./index";

describe("trip messages and their labels", () => {
  it("names the limit and the weekday, and finds the label that translates each", () => {
    expect(labelOfMessage(guestLimitMessage(5, null))).toEqual({
      key: "booking.error.guestLimit",
      values: { max: 5 },
    });
    expect(guestLimitMessage(4, 2)).toBe(
      "This offer takes at most 4 guests (2 per room). Please choose fewer guests or more rooms.",
    );
    expect(labelOfMessage(guestLimitMessage(4, 2))).toEqual({
      key: "booking.error.guestLimitPerRoom",
      values: { max: 4, perRoom: 2 },
    });
    expect(weekStartMessage(6)).toBe(
      "This offer's weeks start on Saturdays. Please choose a Saturday as the check-in day.",
    );
    for (let weekday = 1; weekday <= 7; weekday++)
      expect(labelOfMessage(weekStartMessage(weekday))).toEqual({
        key: `booking.error.weekStart.${weekday}`,
      });
    expect(labelOfMessage(INVALID_ROOMS_MESSAGE)).toEqual({ key: "booking.error.INVALID_ROOMS" });
    expect(labelOfMessage("This offer takes at most many guests.")).toBeNull();
  });
});
