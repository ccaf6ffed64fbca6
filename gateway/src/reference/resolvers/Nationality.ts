import type { NationalityResolvers } from "../../__generated__/resolvers-types";

export const Nationality: NationalityResolvers = {
  id: (n) => String(n.nationalityId),
  name: (n) => n.nationalityName,
  code: (n) => n.nationalityCode,
};
