import type { BoxProps } from "@chakra-ui/react";
import type { AriaAttributes, ReactNode } from "react";

/** A place on the map. */
export interface MapPoint {
  /** Unique among the map's points. */
  id: string;
  /** Degrees north (negative south). */
  latitude: number;
  /** Degrees east (negative west). */
  longitude: number;
  /** The pin's accessible name and the heading of its callout, e.g. "Lisbon". */
  label: string;
  /** The callout's second line, e.g. "12 offers from €84"; also the pin's description. */
  detail?: string;
  /** When set, the pin is a link to it (through `renderLink` when given, else an `<a>`). */
  href?: string;
}

/**
 * What `renderLink` gets: put `href`, `className` and the aria attributes on the link and
 * `children` inside it, e.g. `(props) => <Link to={props.href} {...props} />`.
 */
export interface MapLinkProps extends Pick<AriaAttributes, "aria-current" | "aria-describedby"> {
  href: string;
  children: ReactNode;
  className?: string;
}

export interface OfferMapProps {
  /** The places to pin; the view zooms to show them all (the world when there are none). */
  points: MapPoint[];
  /** The selected point's id: its pin is larger, in another colour and `aria-current`. */
  selectedId?: string | null;
  /** Called with a pin's id when it is clicked or activated by keyboard (Enter or Space). */
  onSelect?: (id: string) => void;
  /** The map's name, e.g. "Map of the results". */
  "aria-label": string;
  /** Renders a link pin, e.g. with the router's link; an `<a>` when not given. */
  renderLink?: (props: MapLinkProps) => ReactNode;
  /** The map's height; 320 px on phones and 480 px from the `md` breakpoint when not given. */
  height?: BoxProps["height"];
}
