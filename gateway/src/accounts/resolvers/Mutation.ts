import type { MutationResolvers } from "../../__generated__/resolvers-types";
import { changePassword, requestPasswordReset, signOut, verifyAccount } from "../account-links";
import { refreshSession } from "../refresh-session";
import { signIn } from "../sign-in";
import { socialSignIn, ssoSignIn } from "../token-sign-in";
import { checkAccount, signUp, socialSignUp, validateSignUpDetails } from "../sign-up";

export const Mutation: MutationResolvers = {
  signIn: (_parent, { input }, ctx) => signIn(ctx, input),
  socialSignIn: (_parent, { input }, ctx) => socialSignIn(ctx, input),
  ssoSignIn: (_parent, { input }, ctx) => ssoSignIn(ctx, input),
  checkAccount: (_parent, { input }, ctx) => checkAccount(ctx, input),
  validateSignUpDetails: (_parent, { input }, ctx) => validateSignUpDetails(ctx, input),
  signUp: (_parent, { input }, ctx) => signUp(ctx, input),
  socialSignUp: (_parent, { input }, ctx) => socialSignUp(ctx, input),
  verifyAccount: (_parent, { input }, ctx) => verifyAccount(ctx, input),
  requestPasswordReset: (_parent, { input }, ctx) => requestPasswordReset(ctx, input),
  changePassword: (_parent, { input }, ctx) => changePassword(ctx, input),
  refreshSession: (_parent, _args, ctx) => refreshSession(ctx),
  signOut: (_parent, _args, ctx) => signOut(ctx),
};
