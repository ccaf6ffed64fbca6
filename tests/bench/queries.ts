/** The operations the bench sends, checked against schema/*.graphql. */
import { SEARCH_RESULT_FRAGMENT } from "@travel/gateway/src/testing/search-documents";

/** The countries list (~250 rows, eight fields each). */
export const countriesQuery =
  "{ countries { id name code dialCode flag distanceUnit temperatureUnit isDefault } }";

/**
 * The issue's "seven reference fields" query: every public reference root field a page asks for
 * on load (eight root fields; localeInfo counts as the locale one).
 */
export const referenceQuery =
  "{ countries { id } nationalities { id } currencies { code } languages { code } localeInfo { currentCurrency { code } } exchangeRates { currency rate } siteConfig { orgName } productMenu { key } }";

/**
 * A signed-in page's own data: the web app's Viewer query and its ProductWallet query for hotels
 * (web/src/features/auth/viewer-query.ts, web/src/features/wallet/product-wallet-query.ts).
 */
export const viewerWalletQuery = `{
  viewer { id email firstName lastName userType singleSignOn sessionOutUrl }
  wallet {
    enabled
    options
    certificates {
      id cardCode kind name status active
      amount { amount currency }
      amountInCurrency { amount currency }
      usability(product: HLT) { usable reason }
    }
    discountCards {
      id cardCode kind name status active
      amount { amount currency }
      amountInCurrency { amount currency }
      usability(product: HLT) { usable reason }
    }
    forProduct(product: HLT) {
      product
      selectedCertificate { id }
      defaultCertificate {
        id cardCode name
        amount { amount currency }
        amountInCurrency { amount currency }
        redemptionPrice { amount currency }
      }
      certificatePrompt
    }
  }
}`;

/** A partner's sign-in (README "Calling the API as a partner"): the demo traveller, bearer token. */
export const signInMutation = `mutation {
  signIn(input: { email: "traveller@example.com", password: "Traveller#1", tokenDelivery: BEARER }) {
    token
    errors { code message }
  }
}`;

/**
 * A hotel results page as a partner or the web app asks it: hotel deals (the hotel area with the
 * most offers) for three nights from `checkIn`, the first 20 with every field and their details.
 */
export function hotelSearchQuery(checkIn: string, checkOut: string): string {
  return `{
  searchOffers(input: { area: HLTGD, checkIn: "${checkIn}", checkOut: "${checkOut}" }, first: 20) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { ...SearchResultFields } }
  }
}
${SEARCH_RESULT_FRAGMENT}`;
}

/** A search form's place field after two letters (public: served from the response cache). */
export const destinationSuggestionsQuery =
  '{ destinationSuggestions(query: "sa", first: 10) { offerCount destination { id name countryCode airportCode latitude longitude } } }';
