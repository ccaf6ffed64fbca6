export { Provider } from "./provider";
export type { ColorMode, ProviderProps } from "./types";
