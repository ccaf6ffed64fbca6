/**
 * Messages of a trip that does not fit its offer (the booking rules of every product area): too
 * many guests for what the offer holds, a week checked in on another weekday, rooms out of range.
 * The gateway answers them; labelOfMessage finds the label that translates each (placeholders
 * filled in), so a request in Spanish reads them in Spanish.
 */
import type { MessageLabel } from "./message-labels";

export const INVALID_ROOMS_MESSAGE = "Please choose from 1 to 5 rooms, no more rooms than guests.";

const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** The English name of ISO weekday `isoWeekday` (1 Monday … 7 Sunday). */
export const weekdayName = (isoWeekday: number) => WEEKDAYS[(isoWeekday - 1) % 7] ?? "Monday";

/** A party larger than the offer holds: `limit` guests in all, `perRoom` when rooms count. */
export function guestLimitMessage(limit: number, perRoom: number | null): string {
  return perRoom === null
    ? `This offer takes at most ${limit} guests. Please choose fewer guests.`
    : `This offer takes at most ${limit} guests (${perRoom} per room). Please choose fewer guests or more rooms.`;
}

/** A week checked in on another day than its start weekday (ISO, 1 Monday … 7 Sunday). */
export function weekStartMessage(isoWeekday: number): string {
  const day = weekdayName(isoWeekday);
  return `This offer's weeks start on ${day}s. Please choose a ${day} as the check-in day.`;
}

const GUEST_LIMIT = /^This offer takes at most (\d+) guests\. Please choose fewer guests\.$/;
const GUEST_LIMIT_PER_ROOM =
  /^This offer takes at most (\d+) guests \((\d+) per room\)\. Please choose fewer guests or more rooms\.$/;
const WEEK_START =
  /^This offer's weeks start on (\w+)days\. Please choose a \w+day as the check-in day\.$/;

/** The label of a trip message (`booking.error.*`), or null for another text. */
export function tripMessageLabel(message: string): MessageLabel | null {
  if (message === INVALID_ROOMS_MESSAGE) return { key: "booking.error.INVALID_ROOMS" };
  const limit = GUEST_LIMIT.exec(message);
  if (limit) return { key: "booking.error.guestLimit", values: { max: Number(limit[1]) } };
  const perRoom = GUEST_LIMIT_PER_ROOM.exec(message);
  if (perRoom)
    return {
      key: "booking.error.guestLimitPerRoom",
      values: { max: Number(perRoom[1]), perRoom: Number(perRoom[2]) },
    };
  const week = WEEK_START.exec(message);
  const weekday = week ? WEEKDAYS.indexOf(`${week[1]}day` as (typeof WEEKDAYS)[number]) : -1;
  if (weekday >= 0) return { key: `booking.error.weekStart.${weekday + 1}` };
  return null;
}
