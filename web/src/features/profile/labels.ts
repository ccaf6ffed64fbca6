import { AGE_BANDS, TITLES, type AgeBand, type Title } from "@travel/schema/validation";
import type { LabelKey } from "../../lib/i18n";

/** Label of each title (the sign-up dialog's). */
export const TITLE_LABELS: Record<Title, LabelKey> = {
  Miss: "signUp.title.Miss",
  Mr: "signUp.title.Mr",
  Mrs: "signUp.title.Mrs",
};

/** Label of each age band of spec §3. */
export const AGE_BAND_LABELS: Record<AgeBand, LabelKey> = {
  "18 to 25": "travelers.age.18to25",
  "26 to 30": "travelers.age.26to30",
  "31 to 40": "travelers.age.31to40",
  "41 to 50": "travelers.age.41to50",
  "51 to 60": "travelers.age.51to60",
  "above 60": "travelers.age.above60",
};

export const isTitle = (value: string | null | undefined): value is Title =>
  (TITLES as readonly string[]).includes(value ?? "");

export const isAgeBand = (value: string): value is AgeBand =>
  (AGE_BANDS as readonly string[]).includes(value);
