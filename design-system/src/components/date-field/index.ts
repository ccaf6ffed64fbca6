export { DateField } from "./date-field";
export { defaultDateFieldText } from "./default-text";
export { dayFirst, datePattern, formatDayText, isIsoDay, parseDayText } from "./date-text";
export type { DateFieldProps, DateFieldText } from "./types";
