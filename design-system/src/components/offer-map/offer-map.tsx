import { Box, chakra } from "@chakra-ui/react";
import { useId, useMemo, useState } from "react";
import { plainList } from "../../theme/plain-list";
import { MapPin } from "./map-pin";
import { PinCallout } from "./pin-callout";
import { placePins, projectPoint } from "./pins";
import { fitView } from "./projection";
import type { OfferMapProps } from "./types";
import { useBoxAspect } from "./use-box-aspect";
import { WORLD_LAND_SCALE, worldBordersPath, worldLandPath } from "./world.generated";

const DEFAULT_HEIGHT = { base: "320px", md: "480px" };

/**
 * An offline map of places: the world's land drawn from bundled geodata (no tiles, nothing
 * fetched), zoomed to fit the points, with a pin per point. The pins are a list in the points'
 * order (the Tab order); a pin is a button or, with `href`, a link; hover or focus shows its
 * callout, Escape hides it.
 */
export function OfferMap(props: OfferMapProps) {
  const { points, selectedId, onSelect, renderLink, height = DEFAULT_HEIGHT } = props;
  const [boxRef, aspect] = useBoxAspect<HTMLElement>(2);
  const view = useMemo(() => fitView(points.map(projectPoint), aspect), [points, aspect]);
  const pins = useMemo(() => placePins(points, view), [points, view]);
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const activeId = dismissed ? null : (focused ?? hovered);
  const active = pins.find((pin) => pin.point.id === activeId);
  const idBase = useId();
  const scaled = [view.x, view.y, view.width, view.height].map((n) => n * WORLD_LAND_SCALE);
  const show = (set: (id: string | null) => void) => (id: string | null) => {
    set(id);
    if (id) setDismissed(false);
  };

  return (
    <Box
      as="section"
      ref={boxRef}
      aria-label={props["aria-label"]}
      position="relative"
      height={height}
      overflow="hidden"
      bg="map.water"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      onKeyDown={(event) => {
        if (event.key === "Escape") setDismissed(true);
      }}
    >
      <chakra.svg
        position="absolute"
        inset="0"
        width="100%"
        height="100%"
        viewBox={scaled.join(" ")}
        preserveAspectRatio="none"
        aria-hidden
        focusable="false"
      >
        <chakra.path
          d={worldLandPath}
          fill="map.land"
          stroke="map.coast"
          strokeWidth="1"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
        <chakra.path
          d={worldBordersPath}
          fill="none"
          stroke="map.border"
          strokeWidth="1"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      </chakra.svg>
      {pins.length > 0 && (
        <chakra.ul {...plainList}>
          {pins.map((place, index) => (
            <MapPin
              key={place.point.id}
              place={place}
              selected={place.point.id === selectedId}
              active={place.point.id === activeId}
              detailId={`${idBase}-detail-${index}`}
              renderLink={renderLink}
              onSelect={onSelect}
              onHover={show(setHovered)}
              onFocus={show(setFocused)}
            />
          ))}
        </chakra.ul>
      )}
      {active && <PinCallout place={active} selected={active.point.id === selectedId} />}
    </Box>
  );
}
