import type { ReactNode } from "react";
import { Box } from "@chakra-ui/react";

/** The list of a combobox, under its input: a panel that scrolls past `maxH`. */
export function Listbox({
  id,
  label,
  maxH,
  hidden,
  children,
}: {
  id: string;
  label: string;
  maxH: "48" | "64";
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      as="ul"
      id={id}
      role="listbox"
      aria-label={label}
      hidden={hidden}
      position="absolute"
      zIndex="dropdown"
      insetX="0"
      mt="1"
      maxH={maxH}
      overflowY="auto"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      shadow="md"
      listStyleType="none"
      p="1"
    >
      {children}
    </Box>
  );
}

/** One option of a Listbox, shaded while the arrow keys are on it. */
export function ListboxOption({
  id,
  selected,
  active,
  onChoose,
  children,
}: {
  id: string;
  selected: boolean;
  active: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      as="li"
      id={id}
      role="option"
      aria-selected={selected}
      px="2"
      py="1.5"
      borderRadius="sm"
      cursor="pointer"
      bg={active ? "bg.muted" : undefined}
      // Choosing happens before the input's blur closes the list.
      onMouseDown={(e) => {
        e.preventDefault();
        onChoose();
      }}
    >
      {children}
    </Box>
  );
}
