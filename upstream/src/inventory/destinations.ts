/**
 * The seeded destinations: real places with their coordinates (WGS 84, city centre), main
 * airport and Spanish name. Ids are fixed (1–40); the first six are the demo offers' places.
 */
export interface SeedDestination {
  id: number;
  name: string;
  nameEs: string;
  countryCode: string;
  airport: string;
  lat: number;
  lon: number;
  /** A sea port (cruises sail from here). */
  coastal: boolean;
}

const d = (
  id: number,
  name: string,
  nameEs: string,
  countryCode: string,
  airport: string,
  lat: number,
  lon: number,
  coastal: boolean,
): SeedDestination => ({ id, name, nameEs, countryCode, airport, lat, lon, coastal });

export const DESTINATIONS: readonly SeedDestination[] = [
  d(1, "Lisbon", "Lisboa", "PT", "LIS", 38.7223, -9.1393, true),
  d(2, "Barcelona", "Barcelona", "ES", "BCN", 41.3874, 2.1686, true),
  d(3, "Kyoto", "Kioto", "JP", "KIX", 35.0116, 135.7681, false),
  d(4, "Cancún", "Cancún", "MX", "CUN", 21.1619, -86.8515, true),
  d(5, "Cape Town", "Ciudad del Cabo", "ZA", "CPT", -33.9249, 18.4241, true),
  d(6, "Reykjavik", "Reikiavik", "IS", "KEF", 64.1466, -21.9426, true),
  d(7, "Paris", "París", "FR", "CDG", 48.8566, 2.3522, false),
  d(8, "London", "Londres", "GB", "LHR", 51.5072, -0.1276, false),
  d(9, "Rome", "Roma", "IT", "FCO", 41.9028, 12.4964, false),
  d(10, "New York", "Nueva York", "US", "JFK", 40.7128, -74.006, true),
  d(11, "Miami", "Miami", "US", "MIA", 25.7617, -80.1918, true),
  d(12, "Orlando", "Orlando", "US", "MCO", 28.5384, -81.3789, false),
  d(13, "Las Vegas", "Las Vegas", "US", "LAS", 36.1699, -115.1398, false),
  d(14, "Honolulu", "Honolulu", "US", "HNL", 21.3069, -157.8583, true),
  d(15, "Los Angeles", "Los Ángeles", "US", "LAX", 34.0522, -118.2437, true),
  d(16, "San Francisco", "San Francisco", "US", "SFO", 37.7749, -122.4194, true),
  d(17, "Vancouver", "Vancouver", "CA", "YVR", 49.2827, -123.1207, true),
  d(18, "Mexico City", "Ciudad de México", "MX", "MEX", 19.4326, -99.1332, false),
  d(19, "Punta Cana", "Punta Cana", "DO", "PUJ", 18.5601, -68.3725, true),
  d(20, "Rio de Janeiro", "Río de Janeiro", "BR", "GIG", -22.9068, -43.1729, true),
  d(21, "Buenos Aires", "Buenos Aires", "AR", "EZE", -34.6037, -58.3816, true),
  d(22, "Cusco", "Cusco", "PE", "CUZ", -13.532, -71.9675, false),
  d(23, "Madrid", "Madrid", "ES", "MAD", 40.4168, -3.7038, false),
  d(24, "Amsterdam", "Ámsterdam", "NL", "AMS", 52.3676, 4.9041, true),
  d(25, "Berlin", "Berlín", "DE", "BER", 52.52, 13.405, false),
  d(26, "Prague", "Praga", "CZ", "PRG", 50.0755, 14.4378, false),
  d(27, "Vienna", "Viena", "AT", "VIE", 48.2082, 16.3738, false),
  d(28, "Athens", "Atenas", "GR", "ATH", 37.9838, 23.7275, true),
  d(29, "Santorini", "Santorini", "GR", "JTR", 36.3932, 25.4615, true),
  d(30, "Dubrovnik", "Dubrovnik", "HR", "DBV", 42.6507, 18.0944, true),
  d(31, "Istanbul", "Estambul", "TR", "IST", 41.0082, 28.9784, true),
  d(32, "Dubai", "Dubái", "AE", "DXB", 25.2048, 55.2708, true),
  d(33, "Marrakech", "Marrakech", "MA", "RAK", 31.6295, -7.9811, false),
  d(34, "Bali", "Bali", "ID", "DPS", -8.4095, 115.1889, true),
  d(35, "Bangkok", "Bangkok", "TH", "BKK", 13.7563, 100.5018, false),
  d(36, "Phuket", "Phuket", "TH", "HKT", 7.8804, 98.3923, true),
  d(37, "Singapore", "Singapur", "SG", "SIN", 1.3521, 103.8198, true),
  d(38, "Tokyo", "Tokio", "JP", "HND", 35.6762, 139.6503, true),
  d(39, "Sydney", "Sídney", "AU", "SYD", -33.8688, 151.2093, true),
  d(40, "Queenstown", "Queenstown", "NZ", "ZQN", -45.0312, 168.6626, false),
];

/** Airports flights leave from (the origins of flights and packages), by destination id. */
export const HUB_IDS: readonly number[] = [10, 8, 23, 15, 32];

/** Great-circle distance in km. */
export function distanceKm(a: SeedDestination, b: SeedDestination): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
