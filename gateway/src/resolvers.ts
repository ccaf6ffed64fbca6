/** Every resolver of the API, one file per GraphQL type, assembled per domain module. */
import type { Resolvers } from "./__generated__/resolvers-types";
import { Mutation as AccountsMutation } from "./accounts/resolvers/Mutation";
import { Query as AccountsQuery } from "./accounts/resolvers/Query";
import { Viewer } from "./accounts/resolvers/Viewer";
import { Mutation as AgentMutation } from "./agent/resolvers/Mutation";
import { Query as AgentQuery } from "./agent/resolvers/Query";
import { Reservation as AgentReservation } from "./agent/resolvers/Reservation";
import { Mutation as BaseMutation } from "./base/resolvers/Mutation";
import { Mutation as BookingMutation } from "./booking/resolvers/Mutation";
import { Query as BookingQuery } from "./booking/resolvers/Query";
import { Reservation } from "./booking/resolvers/Reservation";
import { Query as BaseQuery } from "./base/resolvers/Query";
import { Currency } from "./locale/resolvers/Currency";
import { Language } from "./locale/resolvers/Language";
import { Decimal, Money } from "./locale/resolvers/Money";
import { Query as LocaleQuery } from "./locale/resolvers/Query";
import { Mutation as ProfileMutation } from "./profile/resolvers/Mutation";
import { Query as ProfileQuery } from "./profile/resolvers/Query";
import { Country } from "./reference/resolvers/Country";
import { Nationality } from "./reference/resolvers/Nationality";
import { Mutation as PreferencesMutation } from "./preferences/resolvers/Mutation";
import { Query as PreferencesQuery } from "./preferences/resolvers/Query";
import { Query as ReferenceQuery } from "./reference/resolvers/Query";
import { Mutation as ReferralMutation } from "./referral/resolvers/Mutation";
import { Query as ReferralQuery } from "./referral/resolvers/Query";
import { Mutation as SavingsMutation } from "./savings/resolvers/Mutation";
import { Query as SiteQuery } from "./site/resolvers/Query";
import { SiteConfig } from "./site/resolvers/SiteConfig";
import { Query as StylesQuery } from "./styles/resolvers/Query";
import { PaymentCard } from "./wallet/resolvers/PaymentCard";
import { Query as WalletQuery } from "./wallet/resolvers/Query";
import { Wallet } from "./wallet/resolvers/Wallet";

export const resolvers: Resolvers = {
  Query: {
    ...BaseQuery,
    ...ReferenceQuery,
    ...LocaleQuery,
    ...SiteQuery,
    ...AccountsQuery,
    ...ReferralQuery,
    ...WalletQuery,
    ...BookingQuery,
    ...AgentQuery,
    ...ProfileQuery,
    ...PreferencesQuery,
    ...StylesQuery,
  },
  Mutation: {
    ...BaseMutation,
    ...AccountsMutation,
    ...SavingsMutation,
    ...ReferralMutation,
    ...BookingMutation,
    ...AgentMutation,
    ...ProfileMutation,
    ...PreferencesMutation,
  },
  Country,
  Nationality,
  Currency,
  Language,
  Money,
  Decimal,
  Viewer,
  SiteConfig,
  Wallet,
  PaymentCard,
  Reservation: { ...Reservation, ...AgentReservation },
};
