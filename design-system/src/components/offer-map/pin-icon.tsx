import { chakra } from "@chakra-ui/react";

/** Pin sizes in px: a selected pin is a third larger (not told by colour alone). */
export const PIN_SIZE = {
  normal: { width: 24, height: 32 },
  selected: { width: 32, height: 43 },
} as const;

/** A map pin standing on its point (the tip at the bottom centre), in the current colour. */
export function PinIcon({ selected }: { selected: boolean }) {
  const { width, height } = PIN_SIZE[selected ? "selected" : "normal"];
  return (
    <svg
      viewBox="0 0 24 32"
      width={`${width}px`}
      height={`${height}px`}
      style={{ display: "block", overflow: "visible" }}
      aria-hidden
      focusable="false"
    >
      <chakra.path
        d="M12 1C5.9 1 1 5.9 1 12c0 8 11 19 11 19s11-11 11-19C23 5.9 18.1 1 12 1z"
        fill="currentColor"
        stroke="map.pinRing"
        strokeWidth="1.5"
      />
      <chakra.circle cx="12" cy="12" r={selected ? 5 : 4} fill="map.pinRing" />
    </svg>
  );
}
