import { useEffect, useRef, useState } from "react";
import { Box, IconButton, Input } from "@chakra-ui/react";
import { CalendarIcon } from "./calendar-icon";
import DateCalendar from "./date-calendar";
import { datePattern, formatDayText, isIsoDay, parseDayText } from "./date-text";
import { defaultDateFieldText } from "./default-text";
import type { DateFieldProps } from "./types";
import { useCalendarDialog } from "./use-calendar-dialog";

function longDay(iso: string, locale: string): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(y, m - 1, d)),
    );
  } catch {
    return iso;
  }
}

/**
 * A date: a text input that reads typed days (ISO, or day and month in the locale's order) and a
 * button opening a calendar dialog (weeks from Sunday by default, days outside min–max not
 * choosable, month and day names in `locale` through Intl). Only the pages that show a date
 * field load it and Chakra's date picker (the app splits its pages). Inside a Chakra `Field.Root` (a `FormField`'s children), the label names the text input.
 */
export function DateField({
  value,
  onValueChange,
  onBlur,
  min,
  max,
  locale = "en-US",
  startOfWeek = 0,
  name,
  invalid,
  disabled,
  text,
  defaultOpen,
  inputProps,
}: DateFieldProps) {
  const words = { ...defaultDateFieldText, ...text };
  const wrapper = useRef<HTMLDivElement>(null);
  const { open, setOpen, close, button, onDialogKeyDown } = useCalendarDialog(wrapper, defaultOpen);
  const [draft, setDraft] = useState(() => formatDayText(value, locale));
  // What this field last reported: a different value comes from outside and replaces the text.
  const reported = useRef(value);
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (value === reported.current && locale === shownLocale.current) return;
    if (value !== reported.current || isIsoDay(value)) setDraft(formatDayText(value, locale));
    reported.current = value;
    shownLocale.current = locale;
  }, [value, locale]);

  const report = (next: string) => {
    reported.current = next;
    onValueChange(next);
  };
  const typed = (raw: string) => {
    setDraft(raw);
    const trimmed = raw.trim();
    report(trimmed === "" ? "" : (parseDayText(trimmed, locale) ?? trimmed));
  };
  const chosen = isIsoDay(value) ? value : null;

  return (
    <Box ref={wrapper} position="relative" width="full">
      <Input
        name={name}
        value={draft}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        placeholder={datePattern(locale, words)}
        autoComplete="off"
        pe="10"
        onChange={(e) => typed(e.target.value)}
        onBlur={() => {
          if (chosen) setDraft(formatDayText(chosen, locale));
          onBlur?.();
        }}
        onKeyDown={(e) => {
          if (e.altKey && e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
          }
        }}
        {...inputProps}
      />
      <IconButton
        ref={button}
        type="button"
        variant="ghost"
        size="sm"
        position="absolute"
        insetEnd="1"
        top="50%"
        transform="translateY(-50%)"
        zIndex="1"
        disabled={disabled}
        aria-label={chosen ? words.changeDate(longDay(chosen, locale)) : words.chooseDate}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <CalendarIcon />
      </IconButton>
      {open ? (
        <Box
          role="dialog"
          aria-modal="true"
          aria-label={words.chooseDate}
          position="absolute"
          top="calc(100% + 0.25rem)"
          insetEnd="0"
          zIndex="popover"
          bg="bg.panel"
          borderWidth="1px"
          rounded="l3"
          shadow="lg"
          p="3"
          onKeyDown={onDialogKeyDown}
        >
          <DateCalendar
            value={chosen}
            min={min}
            max={max}
            locale={locale}
            startOfWeek={startOfWeek}
            text={words}
            onSelect={(day) => {
              setDraft(formatDayText(day, locale));
              report(day);
              close(true);
            }}
          />
        </Box>
      ) : null}
    </Box>
  );
}
