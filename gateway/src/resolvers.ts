/** Every resolver of the API, one file per GraphQL type, assembled per domain module. */
import type { Resolvers } from "./__generated__/resolvers-types";
import { Mutation as AccountsMutation } from "./accounts/resolvers/Mutation";
import { Query as AccountsQuery } from "./accounts/resolvers/Query";
import { Mutation as BaseMutation } from "./base/resolvers/Mutation";
import { Mutation as BookingMutation } from "./booking/resolvers/Mutation";
import { Query as BookingQuery } from "./booking/resolvers/Query";
import { Reservation } from "./booking/resolvers/Reservation";
import { Query as BaseQuery } from "./base/resolvers/Query";
import { Currency } from "./locale/resolvers/Currency";
import { Language } from "./locale/resolvers/Language";
import { Query as LocaleQuery } from "./locale/resolvers/Query";
import { Country } from "./reference/resolvers/Country";
import { Nationality } from "./reference/resolvers/Nationality";
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
    ...StylesQuery,
  },
  Mutation: {
    ...BaseMutation,
    ...AccountsMutation,
    ...SavingsMutation,
    ...ReferralMutation,
    ...BookingMutation,
  },
  Country,
  Nationality,
  Currency,
  Language,
  SiteConfig,
  Wallet,
  PaymentCard,
  Reservation,
};
