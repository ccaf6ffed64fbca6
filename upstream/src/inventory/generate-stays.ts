/**
 * Generated stays and trips (hotel deals, holiday stays, condos, weeks, dream trips): names and
 * descriptions in English and Spanish around the destination, prices, capacity and attributes
 * drawn from the seeded generator.
 */
import type { SeedDestination } from "./destinations";
import type { TravelDraft } from "./generate-travel";
import type { Random } from "./random";

export const BOARDS = ["ROOM_ONLY", "BREAKFAST", "HALF_BOARD"] as const;

const HOTEL_NAMES = [
  ["Grand Central Hotel", "Gran Hotel Central"],
  ["Harbour View Hotel", "Hotel Vista al Puerto"],
  ["Old Town Inn", "Posada del Casco Antiguo"],
  ["Skyline Suites", "Suites Skyline"],
  ["Riverside Hotel", "Hotel Ribera"],
] as const;
const RENTAL_NAMES = [
  ["Garden Cottage", "Casita con jardín", "COTTAGE"],
  ["Sunny Apartment", "Apartamento soleado", "APARTMENT"],
  ["Family Villa", "Villa familiar", "VILLA"],
  ["Old Town Flat", "Piso en el casco antiguo", "APARTMENT"],
] as const;
const CONDO_NAMES = [
  ["City Condos", "Condominios Ciudad"],
  ["Marina Residences", "Residencias Marina"],
  ["Park Condominiums", "Condominios del Parque"],
] as const;
const WEEK_RESORTS = ["Ocean Club", "Palm Bay Resort", "Sunset Cove"] as const;
const INCLUSIONS = [
  "Boutique hotels",
  "Private guide",
  "Daily breakfast",
  "Airport transfers",
  "Two signature dinners",
  "Day excursion",
  "Cooking class",
];

export type Draft = TravelDraft & { stars?: number | null };

export function hotelDealDraft(random: Random, at: SeedDestination): Draft {
  const [en, es] = random.pick(HOTEL_NAMES);
  const stars = random.int(3, 5);
  const price = random.int(60, 110) * stars;
  const discount = random.pick([15, 20, 25, 30, 40]);
  return {
    name: `${en} ${at.name}`,
    nameEs: `${es} ${at.nameEs}`,
    description: `Member deal: ${discount}% off a ${stars}-star hotel in central ${at.name}, with free Wi-Fi and a 24-hour front desk.`,
    descriptionEs: `Oferta para socios: ${discount}% de descuento en un hotel de ${stars} estrellas en el centro de ${at.nameEs}, con wifi gratis y recepción 24 horas.`,
    priceUsd: price,
    maxGuests: random.int(2, 4),
    units: random.int(4, 15),
    stars,
    attributes: {
      board: random.pick(BOARDS),
      room_type: random.pick(["Double room", "Twin room", "Junior suite"]),
      discount_percent: discount,
      was_price_usd: Math.round(price / (1 - discount / 100)),
    },
  };
}

export function rentalDraft(random: Random, at: SeedDestination, condo: boolean): Draft {
  const bedrooms = random.int(1, 4);
  const sleeps = Math.min(12, bedrooms * 2 + random.int(0, 1));
  const [en, es, type] = condo
    ? [...random.pick(CONDO_NAMES), "CONDO" as const]
    : random.pick(RENTAL_NAMES);
  const title = condo ? `${en} ${at.name}` : `${en} in ${at.name}`;
  return {
    name: title,
    nameEs: condo ? `${es} ${at.nameEs}` : `${es} en ${at.nameEs}`,
    description: `Sleeps ${sleeps}: ${bedrooms} bedroom${bedrooms > 1 ? "s" : ""}, a full kitchen and a washer, a short walk from the sights of ${at.name}.`,
    descriptionEs: `Para ${sleeps}: ${bedrooms} dormitorio${bedrooms > 1 ? "s" : ""}, cocina completa y lavadora, a un paseo de lo mejor de ${at.nameEs}.`,
    priceUsd: random.int(60, 95) * bedrooms + random.int(10, 60),
    maxGuests: sleeps,
    units: random.int(1, 4),
    attributes: { property_type: type, bedrooms, bathrooms: Math.max(1, bedrooms - 1), sleeps },
  };
}

export function weekDraft(random: Random, at: SeedDestination): Draft {
  const resort = `${random.pick(WEEK_RESORTS)} ${at.name}`;
  const bedrooms = random.int(1, 3);
  const sleeps = bedrooms * 2 + 2;
  return {
    name: `A week at ${resort}`,
    nameEs: `Una semana en ${resort}`,
    description: `Seven nights from Saturday in a ${bedrooms}-bedroom suite that sleeps ${sleeps}, with the resort's pools and kids' club.`,
    descriptionEs: `Siete noches desde el sábado en una suite de ${bedrooms} dormitorios para ${sleeps}, con las piscinas y el club infantil del complejo.`,
    priceUsd: random.int(550, 900) * bedrooms,
    maxGuests: sleeps,
    units: random.int(2, 8),
    startWeekday: 6,
    attributes: {
      property_type: "CONDO",
      bedrooms,
      bathrooms: bedrooms,
      sleeps,
      nights: 7,
      resort,
    },
  };
}

export function dreamTripDraft(random: Random, at: SeedDestination): Draft {
  const nights = random.int(5, 12);
  return {
    name: `Dream trip: ${at.name} in ${nights + 1} days`,
    nameEs: `Viaje de ensueño: ${at.nameEs} en ${nights + 1} días`,
    description: `A small-group journey through ${at.name} and around, planned day by day, leaving on Fridays.`,
    descriptionEs: `Un viaje en grupo reducido por ${at.nameEs} y alrededores, planeado día a día, con salida los viernes.`,
    priceUsd: nights * random.int(250, 600),
    maxGuests: 8,
    units: random.int(8, 16),
    startWeekday: 5,
    attributes: {
      nights,
      inclusions: random.some(INCLUSIONS, random.int(3, 5)),
      guided: random.chance(0.7),
      group_size_max: 16,
    },
  };
}
