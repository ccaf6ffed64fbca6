import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { Badge, Box, Code, Stack, Table, Text } from "@chakra-ui/react";
import { breakpointPx, type BreakpointName } from "../theme/breakpoints";
import { activeBreakpoint } from "./active-breakpoint";
import { GalleryPage } from "./gallery-page";

const meta: Meta = { title: "Foundations/Breakpoints" };
export default meta;

const names = Object.keys(breakpointPx) as BreakpointName[];

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return width;
}

/** The scale of the ruler: a bit beyond the largest breakpoint. */
const RULER_MAX = 1800;
const percent = (px: number) => `${(Math.min(px, RULER_MAX) / RULER_MAX) * 100}%`;

function ViewportRuler() {
  const width = useWindowWidth();
  const active = activeBreakpoint(width);
  return (
    <Stack gap="3" as="section" aria-label="Viewport ruler">
      <Text fontSize="lg" aria-live="polite" data-testid="active-breakpoint">
        Viewport <strong>{width}px</strong>: breakpoint <Badge colorPalette="brand">{active}</Badge>
      </Text>
      <Box position="relative" h="16" borderWidth="1px" borderRadius="md" bg="bg.subtle">
        <Box
          position="absolute"
          insetY="0"
          insetStart="0"
          w={percent(width)}
          bg="brand.subtle"
          borderEndWidth="2px"
          borderColor="brand.solid"
        />
        {names.map((name) => (
          <Box
            key={name}
            position="absolute"
            top="0"
            bottom="0"
            style={{ left: percent(breakpointPx[name]) }}
            borderStartWidth="1px"
            borderColor={name === active ? "brand.solid" : "border"}
          >
            <Text
              fontSize="xs"
              ps="1"
              fontWeight={name === active ? "bold" : "normal"}
              color={name === active ? "brand.fg" : "fg.muted"}
            >
              {name}
            </Text>
          </Box>
        ))}
      </Box>
      <Text color="fg.muted" fontSize="sm">
        Resize the window or pick a viewport (phone 375, desktop 1280) in the toolbar.
      </Text>
    </Stack>
  );
}

export const Ruler: StoryObj = {
  name: "Viewport ruler",
  render: () => (
    <GalleryPage title="Breakpoints">
      <ViewportRuler />
      <Table.ScrollArea borderWidth="1px" borderRadius="lg">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Min width</Table.ColumnHeader>
              <Table.ColumnHeader>Usage</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {names.map((name) => (
              <Table.Row key={name}>
                <Table.Cell>
                  <Code>{name}</Code>
                </Table.Cell>
                <Table.Cell textAlign="end">{breakpointPx[name]} px</Table.Cell>
                <Table.Cell>
                  <Code>{`{ ${name}: … }`}</Code>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </GalleryPage>
  ),
};
