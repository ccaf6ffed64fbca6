/** The operations this partner app uses; `npm run codegen` types them from the published SDL. */
import { graphql } from "./__generated__";

export const SignIn = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(input: { email: $email, password: $password, tokenDelivery: BEARER }) {
      token
      errors {
        code
        message
      }
    }
  }
`);

export const Viewer = graphql(`
  query Viewer {
    viewer {
      email
      firstName
      canBook
    }
  }
`);

export const Hotels = graphql(`
  query Hotels($destination: String!) {
    offersConnection(product: HLT, destination: $destination, first: 10) {
      totalCount
      nodes {
        id
        name
        destination
        priceUnit
        price {
          decimal
          currency
          formatted
        }
      }
    }
  }
`);

export const Quote = graphql(`
  query Quote($trip: TripInput!) {
    quote(input: { trip: $trip, certificatePrompt: DECLINE }) {
      canBook
      total {
        decimal
        currency
        formatted
      }
      lines {
        code
        label
        amount {
          formatted
        }
      }
    }
  }
`);

export const Book = graphql(`
  mutation Book($trip: TripInput!, $requestId: String!, $expectedTotal: Float!) {
    bookOffer(
      input: {
        trip: $trip
        certificatePrompt: DECLINE
        requestId: $requestId
        expectedTotal: $expectedTotal
      }
    ) {
      reservation {
        id
        reference
        status
        total {
          formatted
        }
      }
      errors {
        code
        message
      }
    }
  }
`);

export const SignOut = graphql(`
  mutation SignOut {
    signOut {
      signedOut
    }
  }
`);
