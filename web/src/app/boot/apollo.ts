/**
 * Apollo Client and its cache: imported by main.tsx ahead of the app, so they are evaluated in a
 * task of their own.
 */
export { createApolloClient } from "../../lib/apollo-client";
