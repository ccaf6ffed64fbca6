import type { Meta, StoryObj } from "@storybook/react-vite";
import { StoryDateField } from "./story-field";

const meta: Meta<typeof StoryDateField> = {
  title: "Components/DateField",
  component: StoryDateField,
};
export default meta;

type Story = StoryObj<typeof StoryDateField>;

/** Empty: the pattern to type in, the calendar button. */
export const Empty: Story = {
  args: { label: "Check-in", helperText: "The earliest date you can book is Dec 8, 2026." },
};

/** A typed text that is not a day, refused by the form. */
export const Invalid: Story = {
  args: { label: "Check-in", initial: "13/45/2026", error: "Enter a date such as 12/25/2026." },
};

/**
 * The calendar open on the chosen day: weeks from Sunday, days before the minimum disabled. Far
 * from today, whose mark would change the visual snapshot as the days pass.
 */
export const CalendarOpen: Story = {
  args: { label: "Check-in", initial: "2030-12-10", min: "2030-12-08", defaultOpen: true },
};

/** In Spanish: day first, Spanish month and day names (Intl). */
export const CalendarOpenSpanish: Story = {
  args: {
    label: "Fecha de entrada",
    initial: "2030-12-10",
    min: "2030-12-08",
    locale: "es-ES",
    defaultOpen: true,
    text: {
      chooseDate: "Elegir fecha",
      changeDate: (date) => `Cambiar fecha, ${date}`,
      previousMonth: "Mes anterior",
      nextMonth: "Mes siguiente",
      year: "aaaa",
      unavailableDay: (date) => `${date}, no disponible`,
    },
  },
};
