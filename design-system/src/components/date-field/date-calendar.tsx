/**
 * The month grid of a `DateField` (Chakra's date picker, on Ark and zag, with its recipe given
 * here rather than in the system, so the first page's system does not carry it). Keyboard (zag, WAI-ARIA date picker dialog): arrows move by day and week, Home and End to
 * the week's ends, Page Up and Page Down by month (with Shift by year), Enter or Space chooses.
 */
import { useEffect, useMemo, useRef } from "react";
import {
  chakra,
  DatePicker,
  parseDate,
  useDatePickerContext,
  useDatePickerStyles,
} from "@chakra-ui/react";
import { datePickerSlotRecipe } from "@chakra-ui/react/theme";
import { isIsoDay, todayDay } from "./date-text";
import type { DateCalendarProps } from "./types";

const dayOf = (iso: string | undefined) => (iso && isIsoDay(iso) ? parseDate(iso) : undefined);

/** The day the grid opens on: the chosen one, else today kept within min and max. */
function openingDay(value: string | null, min?: string, max?: string): string {
  let day = value ?? todayDay();
  if (min && isIsoDay(min) && day < min) day = min;
  if (max && isIsoDay(max) && day > max) day = max;
  return day;
}

function MonthGrid() {
  const api = useDatePickerContext();
  return (
    <DatePicker.Table>
      <DatePicker.TableHead>
        <DatePicker.TableRow>
          {api.weekDays.map((weekDay) => (
            <DatePicker.TableHeader key={weekDay.long} abbr={weekDay.long}>
              {weekDay.short}
            </DatePicker.TableHeader>
          ))}
        </DatePicker.TableRow>
      </DatePicker.TableHead>
      <DatePicker.TableBody>
        {api.weeks.map((week) => (
          <DatePicker.TableRow key={week[0]?.toString()}>
            {week.map((day) => (
              <DatePicker.TableCell key={day.toString()} value={day}>
                <DatePicker.TableCellTrigger>{day.day}</DatePicker.TableCellTrigger>
              </DatePicker.TableCell>
            ))}
          </DatePicker.TableRow>
        ))}
      </DatePicker.TableBody>
    </DatePicker.Table>
  );
}

/** "December 2026", "Diciembre de 2026": the month's name from Intl, its first letter upper-case. */
function MonthTitle({ locale }: { locale: string }) {
  const api = useDatePickerContext();
  const styles = useDatePickerStyles();
  const title = api.visibleRangeText.start;
  return (
    <chakra.div css={styles.rangeText} aria-live="polite">
      {title.charAt(0).toLocaleUpperCase(locale) + title.slice(1)}
    </chakra.div>
  );
}

export default function DateCalendar({
  value,
  min,
  max,
  locale,
  startOfWeek,
  text,
  onSelect,
}: DateCalendarProps) {
  const root = useRef<HTMLDivElement>(null);
  const selected = useMemo(() => (value ? [parseDate(value)] : []), [value]);
  const focused = useMemo(() => parseDate(openingDay(value, min, max)), [value, min, max]);

  // The dialog opens with the focus on the chosen day (or today), as the WAI-ARIA pattern has it.
  useEffect(() => {
    root.current
      ?.querySelector<HTMLElement>('[data-part="table-cell-trigger"][tabindex="0"]')
      ?.focus();
  }, []);

  return (
    <DatePicker.Root
      ref={root}
      inline
      recipe={datePickerSlotRecipe}
      size="sm"
      locale={locale}
      timeZone="UTC"
      startOfWeek={startOfWeek}
      fixedWeeks
      value={selected}
      defaultFocusedValue={focused}
      min={dayOf(min)}
      max={dayOf(max)}
      translations={{
        prevTrigger: () => text.previousMonth,
        nextTrigger: () => text.nextMonth,
        content: text.chooseDate,
        dayCell: (state) =>
          state.unavailable ? text.unavailableDay(state.valueText) : state.valueText,
      }}
      onValueChange={({ value: days }) => {
        const day = days[0];
        if (day) onSelect(day.toString());
      }}
    >
      <DatePicker.Content unstyled>
        <DatePicker.View view="day">
          <DatePicker.ViewControl>
            <DatePicker.PrevTrigger />
            <MonthTitle locale={locale} />
            <DatePicker.NextTrigger />
          </DatePicker.ViewControl>
          <MonthGrid />
        </DatePicker.View>
      </DatePicker.Content>
    </DatePicker.Root>
  );
}
