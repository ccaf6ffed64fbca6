import type { LabelKey } from "../../lib/i18n";

interface LegalSection {
  id: string;
  heading: LabelKey;
  body: LabelKey;
}

export interface LegalDocument {
  title: LabelKey;
  intro: LabelKey;
  sections: readonly LegalSection[];
}

const section = <D extends "privacyPolicy" | "termsOfUse">(
  document: D,
  id: string,
): LegalSection => ({
  id,
  heading: `${document}.${id}.heading` as LabelKey,
  body: `${document}.${id}.body` as LabelKey,
});

/**
 * The privacy policy (what is stored, cookies, the savings provider, use, keeping, rights,
 * contact) and the terms of use (account, prices, bookings, cancellations, wallet, savings,
 * agents, use of the site, changes, contact) that sign-up asks the traveller to accept.
 */
export const LEGAL_DOCUMENTS = {
  privacyPolicy: {
    title: "privacyPolicy.title",
    intro: "privacyPolicy.description",
    sections: ["stored", "cookies", "savings", "use", "keeping", "rights", "contact"].map((id) =>
      section("privacyPolicy", id),
    ),
  },
  termsOfUse: {
    title: "termsOfUse.title",
    intro: "termsOfUse.description",
    sections: [
      "account",
      "prices",
      "bookings",
      "cancellations",
      "wallet",
      "savings",
      "agents",
      "conduct",
      "changes",
      "contact",
    ].map((id) => section("termsOfUse", id)),
  },
} as const satisfies Record<string, LegalDocument>;

export type LegalDocumentKey = keyof typeof LEGAL_DOCUMENTS;
