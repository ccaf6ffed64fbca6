import { graphql } from "../../__generated__";

/** One area's offers for the search in the address, the first `first` of them (show more). */
export const SearchOffersQuery = graphql(`
  query SearchOffers($input: OfferSearchInput!, $first: Int) {
    searchOffers(input: $input, first: $first) {
      totalCount
      pageInfo {
        hasNextPage
      }
      nodes {
        id
        ...SearchResultFields
        details {
          ...OfferFactsFields
        }
        ...MapResultFields
      }
    }
  }
`);

/** The places offered for a place field, as the traveller types. */
export const DestinationSuggestionsQuery = graphql(`
  query DestinationSuggestions($query: String!, $area: ProductArea, $first: Int) {
    destinationSuggestions(query: $query, area: $area, first: $first) {
      offerCount
      destination {
        id
        name
        countryCode
        airportCode
      }
    }
  }
`);

/** The site's first bookable day (today plus minCheckinDays) and first day of the week (spec §4). */
export const SearchContextQuery = graphql(`
  query SearchContext {
    siteConfig {
      orgId
      minCheckinDays
      weekStart
    }
  }
`);
