import { graphql } from "../../__generated__";

/** Currencies and languages on offer and the visitor's current choice (read from its cookies). */
export const LocaleInfoQuery = graphql(`
  query LocaleInfo {
    localeInfo {
      currencies {
        id
        code
        name
        flag
        symbol
      }
      languages {
        id
        code
        name
      }
      currentCurrency {
        id
        code
        name
        flag
        symbol
      }
      currentLanguage {
        id
        code
        name
      }
    }
  }
`);
