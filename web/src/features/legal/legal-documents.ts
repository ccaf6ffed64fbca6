import type { LabelKey } from "../../lib/i18n";
import type { LegalTextKey } from "./legal-texts";

interface LegalSection {
  id: string;
  heading: LegalTextKey;
  body: LegalTextKey;
}

/** A legal text: its title is a label (the footer and sign-up name it too), the rest its own. */
export interface LegalDocument {
  title: LabelKey;
  intro: LegalTextKey;
  sections: readonly LegalSection[];
}

const section = <D extends "privacyPolicy" | "termsOfUse">(
  document: D,
  id: string,
): LegalSection => ({
  id,
  heading: `${document}.${id}.heading` as LegalTextKey,
  body: `${document}.${id}.body` as LegalTextKey,
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
