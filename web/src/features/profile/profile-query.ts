import { graphql } from "../../__generated__";

/** The signed-in user's editable profile, with the countries and nationalities to pick from. */
export const ProfileQuery = graphql(`
  query Profile {
    profile {
      ...ProfileFormFields
    }
    ...PersonFormReference
  }
`);
