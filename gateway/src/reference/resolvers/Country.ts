import type { CountryResolvers } from "../../__generated__/resolvers-types";

const DISTANCE_UNITS = { Miles: "MILES", Km: "KM" } as const;

export const Country: CountryResolvers = {
  id: (c) => String(c.countryId),
  name: (c) => c.countryName,
  code: (c) => c.countryCode,
  dialCode: (c) => c.isdCode,
  flag: (c) => c.countryFlag,
  distanceUnit: (c) => (c.distanceUnit ? DISTANCE_UNITS[c.distanceUnit] : null),
  temperatureUnit: (c) => c.tempUnit,
  isDefault: (c) => c.default_country === "true",
};
