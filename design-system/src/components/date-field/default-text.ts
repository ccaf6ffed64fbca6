import type { DateFieldText } from "./types";

/** The English words of a date field. */
export const defaultDateFieldText: DateFieldText = {
  chooseDate: "Choose date",
  changeDate: (date) => `Change date, ${date}`,
  previousMonth: "Previous month",
  nextMonth: "Next month",
  day: "dd",
  month: "mm",
  year: "yyyy",
  unavailableDay: (date) => `${date}, not available`,
};
