import type { LanguageResolvers } from "../../__generated__/resolvers-types";

export const Language: LanguageResolvers = {
  id: (l) => String(l.id),
  labels: (l) => l.labels.map((label) => ({ key: label.field_name, value: label.wl_lang_value })),
};
