/**
 * Which areas' results can be booked online here: the wallet areas (hotels, stays, resorts,
 * activities), whose offers open the booking view. The others say when booking opens — the one
 * place to change when booking comes to more areas.
 */
import type { LabelKey } from "../../lib/i18n";
import type { SearchArea } from "./search-areas";

/** Whether a result of the area links to a booking view. */
export const canBookOnline = (area: SearchArea) => area.product !== null;

/** The honest line under a result that cannot be booked here yet. */
export const bookingSoonKey: LabelKey = "search.bookingSoon";
