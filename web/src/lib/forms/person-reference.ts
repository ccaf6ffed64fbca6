import { graphql } from "../../__generated__";
import type { PersonFormReferenceFragment } from "../../__generated__/graphql";

/**
 * The reference data of a person's details form (sign-up, profile): countries with their dialling
 * codes for the phone picker (phone-field.tsx) and residence, and nationalities for
 * nationality-field.tsx.
 */
export const PersonFormReference = graphql(`
  fragment PersonFormReference on Query {
    countries {
      id
      name
      dialCode
      flag
      isDefault
    }
    nationalities {
      id
      name
    }
  }
`);

/** A country of the form's pickers. */
export type ReferenceCountry = PersonFormReferenceFragment["countries"][number];
