import { Box, Text } from "@chakra-ui/react";
import { PIN_SIZE } from "./pin-icon";
import type { PinPlace } from "./pins";

/**
 * The callout of the hovered or focused pin: its label and detail above it (below it near the
 * top of the map), shifted sideways by as much of its width as the pin is across the map, so it
 * stays inside. Hidden from assistive technology: the pin's name and description say the same.
 */
export function PinCallout({ place, selected }: { place: PinPlace; selected: boolean }) {
  const { point, left, top, dx, dy } = place;
  const pinHeight = PIN_SIZE[selected ? "selected" : "normal"].height;
  const shift = Math.min(100, Math.max(0, left));
  const y = top < 40 ? `${dy + 6}px` : `calc(-100% + ${dy - pinHeight - 6}px)`;
  return (
    <Box
      aria-hidden
      data-part="callout"
      position="absolute"
      left={`${left}%`}
      top={`${top}%`}
      transform={`translate(calc(${-shift}% + ${dx}px), ${y})`}
      zIndex="4"
      pointerEvents="none"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      boxShadow="md"
      px="3"
      py="1.5"
      maxW="16rem"
      width="max-content"
      fontSize="sm"
      lineHeight="short"
    >
      <Text fontWeight="semibold">{point.label}</Text>
      {point.detail && <Text color="fg.muted">{point.detail}</Text>}
    </Box>
  );
}
