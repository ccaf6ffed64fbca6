export { OfferMap } from "./offer-map";
export type { MapLinkProps, MapPoint, OfferMapProps } from "./types";
