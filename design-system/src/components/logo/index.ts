export { Logo } from "./logo";
export type { LogoProps, LogoSize } from "./types";
