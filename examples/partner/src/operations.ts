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

/** What startCheckout and completeCheckout answer: the checkout, the booking once made, or why not. */
export const CheckoutAnswer = graphql(`
  fragment CheckoutAnswer on CheckoutPayload {
    checkout {
      id
      status
      paymentUrl
      failure
      amountDue {
        formatted
      }
    }
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
`);

/** Books with a card payment: the bookOffer input; the same requestId answers the same checkout. */
export const StartCheckout = graphql(`
  mutation StartCheckout($trip: TripInput!, $requestId: String!, $expectedTotal: Float!) {
    startCheckout(
      input: {
        trip: $trip
        certificatePrompt: DECLINE
        requestId: $requestId
        expectedTotal: $expectedTotal
      }
    ) {
      ...CheckoutAnswer
    }
  }
`);

/** Settles a checkout once the traveller is back from the payment page (safe to call again). */
export const CompleteCheckout = graphql(`
  mutation CompleteCheckout($id: ID!) {
    completeCheckout(id: $id) {
      ...CheckoutAnswer
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
