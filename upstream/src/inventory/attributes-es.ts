/**
 * The Spanish values of an offer's text attributes: its room type, a dream trip's inclusions, a
 * car's model and where it is picked up and dropped off, a transfer's two ends, an activity's
 * meeting point and a cruise's ports. Worked out from the English attributes an offer has and
 * the seeded destinations, written once into `offer_translations.attributes` (seed.ts) and laid
 * over the English attributes when the offer is read in Spanish (`o.attributes || t.attributes`).
 * Only what changes is returned; a value it does not know (an offer added later with its own
 * words) is left out and reads as it was written.
 */
import { DESTINATIONS, type SeedDestination } from "./destinations";
import { airportName, airportNameEs } from "./generate-travel";

const ROOM_TYPES: Record<string, string> = {
  "Double room": "Habitación doble",
  "Twin room": "Habitación con dos camas",
  "Junior suite": "Suite júnior",
};

const INCLUSIONS: Record<string, string> = {
  "Boutique hotels": "Hoteles boutique",
  "Private guide": "Guía privado",
  "Daily breakfast": "Desayuno diario",
  "Airport transfers": "Traslados al aeropuerto",
  "Two signature dinners": "Dos cenas de autor",
  "Day excursion": "Excursión de un día",
  "Cooking class": "Clase de cocina",
};

/** Each way the generator names a place, with its Spanish name. */
const PLACES = new Map<string, string>(
  DESTINATIONS.flatMap((d: SeedDestination): [string, string][] => [
    [airportName(d), airportNameEs(d)],
    [`${d.name} city centre`, `centro de ${d.nameEs}`],
    [`Central ${d.name}`, `centro de ${d.nameEs}`],
    [d.name, d.nameEs],
  ]),
);

const OR_SIMILAR = " or similar";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A place's Spanish name (capitalised where it starts a value), or undefined when unknown. */
function placeEs(value: unknown, { capital = false } = {}): string | undefined {
  if (typeof value !== "string") return undefined;
  const es = PLACES.get(value);
  return es === undefined ? undefined : capital ? capitalised(es) : es;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A car's pick-up or drop-off place with its name in Spanish, or undefined when unknown. */
function carPlaceEs(place: unknown): Record<string, unknown> | undefined {
  if (!isRecord(place)) return undefined;
  const name = placeEs(place.name, { capital: true });
  return name === undefined ? undefined : { ...place, name };
}

/** `list` with each item mapped, or undefined when it is not a list or no item changed. */
function mappedList(list: unknown, map: (item: unknown) => unknown): unknown[] | undefined {
  if (!Array.isArray(list)) return undefined;
  const mapped = list.map(map);
  return mapped.some((item, i) => item !== list[i]) ? mapped : undefined;
}

/** The attributes whose Spanish value differs from `attributes`' English one. */
export function spanishAttributes(a: Record<string, unknown>): Record<string, unknown> {
  const es: Record<string, unknown> = {
    room_type: typeof a.room_type === "string" ? ROOM_TYPES[a.room_type] : undefined,
    inclusions: mappedList(a.inclusions, (i) => (typeof i === "string" ? INCLUSIONS[i] : i) ?? i),
    model:
      typeof a.model === "string" && a.model.endsWith(OR_SIMILAR)
        ? `${a.model.slice(0, -OR_SIMILAR.length)} o similar`
        : undefined,
    pick_up: carPlaceEs(a.pick_up),
    drop_off: carPlaceEs(a.drop_off),
    from: placeEs(a.from, { capital: true }),
    to: placeEs(a.to, { capital: true }),
    meeting_point: placeEs(a.meeting_point, { capital: true }),
    itinerary: mappedList(a.itinerary, (call) => {
      if (!isRecord(call)) return call;
      const port = placeEs(call.port);
      return port === undefined || port === call.port ? call : { ...call, port };
    }),
  };
  return Object.fromEntries(Object.entries(es).filter(([, value]) => value !== undefined));
}
