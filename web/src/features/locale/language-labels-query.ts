import { graphql } from "../../__generated__";

/** Every text of one language, to override the English defaults. */
export const LanguageLabelsQuery = graphql(`
  query LanguageLabels($code: String!) {
    language(code: $code) {
      id
      code
      labels {
        key
        value
      }
    }
  }
`);
