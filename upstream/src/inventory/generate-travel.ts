/**
 * Generated travel offers (flights, cars, cruises, transfers, packages): attributes drawn from
 * the seeded generator and from the destinations' real coordinates (flight times from the
 * great-circle distance, cruise ports from the nearest coastal destinations).
 */
import type { ContractSchema } from "@travel/schema/rest";
import { DESTINATIONS, distanceKm, HUB_IDS, type SeedDestination } from "./destinations";
import type { Random } from "./random";

const CARRIERS = [
  { code: "WF", name: "Wayfarer Air" },
  { code: "AQ", name: "Atlas Skyways" },
  { code: "MQ", name: "Meridian Airlines" },
  { code: "CQ", name: "Coral Air" },
  { code: "NQ", name: "Northwind Airways" },
] as const;

export const CABINS = ["ECONOMY", "PREMIUM_ECONOMY", "BUSINESS", "FIRST"] as const;
/** A cabin's name in a Spanish offer name (the labels' `code.<CABIN>`, in lower case). */
const CABIN_ES: Record<(typeof CABINS)[number], string> = {
  ECONOMY: "económica",
  PREMIUM_ECONOMY: "turista superior",
  BUSINESS: "business",
  FIRST: "primera",
};
const CABIN_FACTOR: Record<(typeof CABINS)[number], number> = {
  ECONOMY: 1,
  PREMIUM_ECONOMY: 1.7,
  BUSINESS: 3.8,
  FIRST: 6.5,
};

export function destination(id: number): SeedDestination {
  const found = DESTINATIONS.find((d) => d.id === id);
  if (found === undefined) throw new Error(`no destination ${id}`);
  return found;
}

export const airportName = (d: SeedDestination) => `${d.name} Airport (${d.airport})`;
export const airportNameEs = (d: SeedDestination) => `aeropuerto de ${d.nameEs} (${d.airport})`;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export type FlightLeg = ContractSchema<"FlightLeg">;

/** The legs from `from` to `to`: nonstop, or through the hub that adds the least distance. */
export function flightLegs(
  random: Random,
  from: SeedDestination,
  to: SeedDestination,
): FlightLeg[] {
  const carrier = random.pick(CARRIERS);
  const direct = distanceKm(from, to);
  const via = HUB_IDS.map(destination)
    .filter((h) => h.id !== from.id && h.id !== to.id)
    .map((h) => ({ hub: h, km: distanceKm(from, h) + distanceKm(h, to) }))
    .sort((a, b) => a.km - b.km)[0];
  const stops = direct > 9000 && via !== undefined ? [from, via.hub, to] : [from, to];
  const legs: FlightLeg[] = [];
  // local clock minutes since the departure day's midnight at the first airport
  let clock = random.int(6 * 12, 21 * 12) * 5;
  let dayOffset = 0;
  for (let i = 0; i + 1 < stops.length; i++) {
    const a = stops[i] as SeedDestination;
    const b = stops[i + 1] as SeedDestination;
    const duration = Math.round((distanceKm(a, b) / 820) * 60 + 35);
    // local time at b: the time zone approximated from the longitude (15° an hour)
    const shift = Math.round(((b.lon - a.lon) / 15) * 60);
    const departs = clock;
    const arrives = departs + duration + shift;
    const arrivalDay = dayOffset + Math.floor(arrives / 1440);
    legs.push({
      carrier_code: carrier.code,
      carrier: carrier.name,
      flight_number: `${carrier.code}${random.int(100, 2999)}`,
      from: a.airport,
      to: b.airport,
      departs_at: hhmm(((departs % 1440) + 1440) % 1440),
      arrives_at: hhmm(((arrives % 1440) + 1440) % 1440),
      arrival_day_offset: Math.max(0, arrivalDay),
      duration_minutes: duration,
    });
    dayOffset = Math.max(0, arrivalDay);
    clock = (((arrives % 1440) + 1440) % 1440) + random.int(14, 36) * 5;
  }
  return legs;
}

export interface TravelDraft {
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
  priceUsd: number;
  maxGuests: number;
  units: number;
  attributes: Record<string, unknown>;
  originId?: number;
  startWeekday?: number;
}

const round = (n: number) => Math.round(n);

export function flightDraft(
  random: Random,
  from: SeedDestination,
  to: SeedDestination,
  cabin: (typeof CABINS)[number],
): TravelDraft {
  const legs = flightLegs(random, from, to);
  const km = distanceKm(from, to);
  const base = Math.max(69, km * 0.075 + 40) * random.decimal(0.9, 1.2, 2);
  const price = round(base * CABIN_FACTOR[cabin] * (legs.length > 1 ? 0.85 : 1));
  const stops = legs.length - 1;
  const cabinText = cabin.replace("_", " ").toLowerCase();
  return {
    name: `${from.name} (${from.airport}) to ${to.name} (${to.airport}), ${cabinText}`,
    nameEs: `${from.nameEs} (${from.airport}) a ${to.nameEs} (${to.airport}), ${CABIN_ES[cabin]}`,
    description: `${stops === 0 ? "Nonstop" : "One stop"} with ${legs[0]?.carrier}, ${round(km)} km. A cabin bag is included${cabin === "ECONOMY" ? "" : ", and two checked bags"}.`,
    descriptionEs: `${stops === 0 ? "Vuelo directo" : "Con una escala"} con ${legs[0]?.carrier}, ${round(km)} km. Incluye equipaje de mano${cabin === "ECONOMY" ? "" : " y dos maletas facturadas"}.`,
    priceUsd: price,
    maxGuests: 9,
    units: random.int(9, 60),
    originId: from.id,
    attributes: { cabin, stops, checked_bags: cabin === "ECONOMY" ? 0 : 2, legs },
  };
}

/**
 * A model of each car class, its Spanish label, seats, bags and daily price range (USD). The
 * seeded draw picks a class by its place in this order: keep it.
 */
const CAR_CLASSES = {
  ECONOMY: { model: "Fiat Panda", es: "económico", seats: 4, bags: 1, price: [28, 45] },
  COMPACT: { model: "Toyota Corolla", es: "compacto", seats: 5, bags: 2, price: [35, 55] },
  SUV: { model: "Nissan Qashqai", es: "SUV", seats: 5, bags: 3, price: [60, 95] },
  PREMIUM: { model: "BMW 5 Series", es: "premium", seats: 5, bags: 3, price: [90, 140] },
  VAN: { model: "Ford Tourneo", es: "furgoneta", seats: 8, bags: 5, price: [80, 120] },
} as const;
export const CAR_CLASS_CODES = Object.keys(CAR_CLASSES) as readonly (keyof typeof CAR_CLASSES)[];

export function carDraft(random: Random, at: SeedDestination): TravelDraft {
  const carClass = random.pick(CAR_CLASS_CODES);
  const car = CAR_CLASSES[carClass];
  const transmission = random.chance(0.7) ? "AUTOMATIC" : "MANUAL";
  const oneWay = random.chance(0.3);
  const pickUp = { name: airportName(at), airport_code: at.airport };
  const dropOff = oneWay ? { name: `${at.name} city centre`, airport_code: null } : pickUp;
  const label = carClass.toLowerCase();
  return {
    name: `${car.model} or similar (${label}), ${at.name}`,
    nameEs: `${car.model} o similar (${car.es}), ${at.nameEs}`,
    description: `${car.seats} seats, ${car.bags} ${car.bags === 1 ? "bag" : "bags"}, ${transmission.toLowerCase()} gearbox; pick up at ${pickUp.name}, drop off at ${dropOff.name}. Unlimited mileage.`,
    descriptionEs: `${car.seats} plazas, ${car.bags} ${car.bags === 1 ? "maleta" : "maletas"}, cambio ${transmission === "AUTOMATIC" ? "automático" : "manual"}; recogida en el ${airportNameEs(at)}, devolución en ${oneWay ? `el centro de ${at.nameEs}` : `el ${airportNameEs(at)}`}. Kilometraje ilimitado.`,
    priceUsd: random.int(car.price[0], car.price[1]),
    maxGuests: car.seats,
    units: random.int(3, 12),
    attributes: {
      car_class: carClass,
      model: `${car.model} or similar`,
      transmission,
      seats: car.seats,
      bags: car.bags,
      pick_up: pickUp,
      drop_off: dropOff,
    },
  };
}

const SHIPS = ["Aurora Wayfarer", "Coral Star", "Northern Light", "Meridian Sky", "Sea Lantern"];
export const CRUISE_CABINS = ["INSIDE", "OCEAN_VIEW", "BALCONY", "SUITE"] as const;
const CRUISE_CABIN_FACTOR = { INSIDE: 1, OCEAN_VIEW: 1.25, BALCONY: 1.6, SUITE: 2.6 };
/** A cruise cabin in a Spanish description: "Camarote interior, pensión completa". */
const CRUISE_CABIN_ES = {
  INSIDE: "interior",
  OCEAN_VIEW: "con vista al mar",
  BALCONY: "con balcón",
  SUITE: "suite",
};

export function cruiseDraft(random: Random, port: SeedDestination): TravelDraft {
  const nights = random.int(3, 10);
  const cabin = random.pick(CRUISE_CABINS);
  const calls = DESTINATIONS.filter((d) => d.coastal && d.id !== port.id)
    .map((d) => ({ d, km: distanceKm(port, d) }))
    .filter((c) => c.km < 3000)
    .sort((a, b) => a.km - b.km)
    .slice(0, Math.min(3, Math.max(0, nights - 2)))
    .map((c) => c.d);
  const itinerary = [port, ...calls, port].map((d, i, all) => ({
    day: i === all.length - 1 ? nights + 1 : 1 + Math.round((i * nights) / (all.length - 1)),
    port: d.name,
  }));
  const ship = random.pick(SHIPS);
  const route = calls.length === 0 ? "round trip at sea" : calls.map((c) => c.name).join(", ");
  const routeEs =
    calls.length === 0 ? "ida y vuelta por mar" : calls.map((c) => c.nameEs).join(", ");
  return {
    name: `${nights}-night cruise from ${port.name} on the ${ship}`,
    nameEs: `Crucero de ${nights} noches desde ${port.nameEs} en el ${ship}`,
    description: `Sails weekly from ${port.name}: ${route}. ${cabin.replace("_", " ").toLowerCase()} cabin, full board.`,
    descriptionEs: `Sale cada semana de ${port.nameEs}: ${routeEs}. Camarote ${CRUISE_CABIN_ES[cabin]}, pensión completa.`,
    priceUsd: round(nights * random.int(90, 220) * CRUISE_CABIN_FACTOR[cabin]),
    maxGuests: 4,
    units: random.int(20, 80),
    startWeekday: random.int(1, 7),
    attributes: { ship, nights, cabin, itinerary },
  };
}

const VEHICLES = [
  { vehicle: "SEDAN", seats: 3, perKm: 1.6, es: "berlina" },
  { vehicle: "MINIVAN", seats: 7, perKm: 2.2, es: "monovolumen" },
  { vehicle: "MINIBUS", seats: 16, perKm: 3.4, es: "microbús" },
] as const;

export function transferDraft(random: Random, at: SeedDestination): TravelDraft {
  const vehicle = random.pick(VEHICLES);
  const km = random.int(12, 55);
  const minutes = round(km * random.decimal(1.2, 2, 2) + 10);
  return {
    name: `Private ${vehicle.vehicle.toLowerCase()} transfer: ${at.name} airport to city centre`,
    nameEs: `Traslado privado en ${vehicle.es}: aeropuerto de ${at.nameEs} al centro`,
    description: `Your driver meets you in arrivals at ${airportName(at)} and drives you to your hotel in ${at.name} (${km} km, about ${minutes} minutes). Up to ${vehicle.seats} passengers.`,
    descriptionEs: `El conductor le espera en llegadas en el ${airportNameEs(at)} y le lleva a su hotel en ${at.nameEs} (${km} km, unos ${minutes} minutos). Hasta ${vehicle.seats} pasajeros.`,
    priceUsd: round(20 + km * vehicle.perKm),
    maxGuests: vehicle.seats,
    units: random.int(4, 10),
    attributes: {
      vehicle: vehicle.vehicle,
      from: airportName(at),
      to: `${at.name} city centre`,
      distance_km: km,
      duration_minutes: minutes,
    },
  };
}

export interface PackageStay {
  offer_id: number;
  name: string;
  stars: number | null;
  priceUsd: number;
}

export function packageDraft(random: Random, at: SeedDestination, stay: PackageStay): TravelDraft {
  const from = destination(HUB_IDS.find((h) => h !== at.id) ?? 10);
  const nights = random.int(3, 7);
  const flight = flightDraft(random, from, at, "ECONOMY");
  const perPerson = round((flight.priceUsd * 2 + (stay.priceUsd * nights) / 2) * 0.9);
  return {
    name: `${at.name}: ${nights} nights at ${stay.name} + flights from ${from.name}`,
    nameEs: `${at.nameEs}: ${nights} noches en ${stay.name} + vuelos desde ${from.nameEs}`,
    description: `Return economy flights from ${from.name} and ${nights} nights at ${stay.name}, booked together for less.`,
    descriptionEs: `Vuelos de ida y vuelta en turista desde ${from.nameEs} y ${nights} noches en ${stay.name}, juntos por menos.`,
    priceUsd: perPerson,
    maxGuests: 6,
    units: random.int(6, 20),
    originId: from.id,
    attributes: {
      nights,
      stay: { offer_id: stay.offer_id, name: stay.name, stars: stay.stars },
      flight: flight.attributes,
    },
  };
}
