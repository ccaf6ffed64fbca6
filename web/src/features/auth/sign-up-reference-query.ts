import { graphql } from "../../__generated__";

/** Countries (dialling codes for the phone picker) and nationalities of the details step. */
export const SignUpReferenceQuery = graphql(`
  query SignUpReference {
    ...PersonFormReference
  }
`);
