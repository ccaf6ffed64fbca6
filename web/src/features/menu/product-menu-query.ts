import { graphql } from "../../__generated__";

/** The product menu, in order, limited to what the organisation sells. */
export const ProductMenuQuery = graphql(`
  query ProductMenu {
    productMenu {
      key
      labelKey
      productCode
      order
      kind
      target
    }
  }
`);
