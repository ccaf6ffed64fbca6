/**
 * The design system's Chakra system (its tokens and recipes, built by `createSystem` at load):
 * imported by main.tsx ahead of the app, so it is evaluated in a task of its own.
 */
export { system } from "@travel/design-system";
