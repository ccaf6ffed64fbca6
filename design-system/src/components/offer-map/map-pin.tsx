import { Box, chakra } from "@chakra-ui/react";
import type { KeyboardEvent, ReactNode } from "react";
import { PIN_SIZE, PinIcon } from "./pin-icon";
import type { PinPlace } from "./pins";
import type { MapLinkProps } from "./types";

const PIN_CLASS = "offer-map-pin";

export interface MapPinProps {
  place: PinPlace;
  selected: boolean;
  /** Hovered or focused: drawn above the other pins. */
  active: boolean;
  /** The id of the hidden text holding the point's detail. */
  detailId: string;
  renderLink?: (props: MapLinkProps) => ReactNode;
  onSelect?: (id: string) => void;
  onHover: (id: string | null) => void;
  onFocus: (id: string | null) => void;
}

const defaultLink = ({ children, ...props }: MapLinkProps) => <a {...props}>{children}</a>;

/**
 * One pin in the map's list: a button, or a link when the point has an `href`. Clicks, Enter and
 * Space (on a link too) select it; hover and focus show its callout.
 */
export function MapPin(props: MapPinProps) {
  const { place, selected, active, detailId, renderLink = defaultLink } = props;
  const { point, left, top, dx, dy } = place;
  const size = PIN_SIZE[selected ? "selected" : "normal"];
  const state = {
    className: PIN_CLASS,
    "aria-current": selected ? ("true" as const) : undefined,
    "aria-describedby": point.detail ? detailId : undefined,
  };
  const content = (
    <>
      <PinIcon selected={selected} />
      <Box as="span" srOnly>
        {point.label}
      </Box>
    </>
  );
  const onKeyDown = (event: KeyboardEvent) => {
    // a link answers Enter by itself (a click); Space selects it as it does a button
    if (event.key === " " && event.target instanceof HTMLAnchorElement) {
      event.preventDefault();
      props.onSelect?.(point.id);
    }
  };
  return (
    <chakra.li
      position="absolute"
      left={`${left}%`}
      top={`${top}%`}
      width={`${size.width}px`}
      height={`${size.height}px`}
      transform={`translate(calc(-50% + ${dx}px), calc(-100% + ${dy}px))`}
      zIndex={active ? 3 : selected ? 2 : 1}
      color={selected ? "map.pinSelected" : "map.pin"}
      onClick={() => props.onSelect?.(point.id)}
      onKeyDown={onKeyDown}
      onMouseEnter={() => props.onHover(point.id)}
      onMouseLeave={() => props.onHover(null)}
      onFocus={() => props.onFocus(point.id)}
      onBlur={() => props.onFocus(null)}
      css={{
        [`& .${PIN_CLASS}`]: {
          display: "block",
          padding: 0,
          border: "none",
          background: "transparent",
          color: "inherit",
          cursor: "pointer",
          borderRadius: "full",
          filter: "drop-shadow(0 1px 1px rgb(0 0 0 / 0.35))",
        },
        [`& .${PIN_CLASS}:focus-visible`]: {
          outline: "3px solid",
          outlineColor: "fg",
          outlineOffset: "2px",
        },
      }}
    >
      {point.href ? (
        renderLink({ href: point.href, ...state, children: content })
      ) : (
        <button type="button" {...state}>
          {content}
        </button>
      )}
      {point.detail && (
        <Box as="span" id={detailId} srOnly>
          {point.detail}
        </Box>
      )}
    </chakra.li>
  );
}
