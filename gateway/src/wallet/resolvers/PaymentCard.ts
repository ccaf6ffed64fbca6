import { cardUsability } from "@travel/schema/wallet";
import type { PaymentCardResolvers } from "../../__generated__/resolvers-types";
import { paymentCardModel } from "../wallet-model";

export const PaymentCard: PaymentCardResolvers = {
  usability: (card, { product }) => cardUsability(paymentCardModel(card).rule, product),
};
