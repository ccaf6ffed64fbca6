import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge, Box, Heading, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { system } from "../system";
import { resolveColor, type Mode } from "../testing/contrast";
import { formatRatio, pairContrasts, semanticPairs, type WcagLevel } from "./contrast-pairs";
import { Swatch } from "./swatch";

const meta: Meta = { title: "Foundations/Colours" };
export default meta;

/** The product's own palettes first, then Chakra's status palettes it keeps. */
const palettes = ["brand", "accent", "gray", "red", "orange", "green", "teal", "purple"] as const;
const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

export const Palettes: StoryObj = {
  render: () => (
    <Stack gap="8">
      <Heading as="h1" size="2xl">
        Colour tokens
      </Heading>
      <Text color="fg.muted">
        Palettes by shade: brand (ocean blue), accent (sunset orange) and gray are the product's;
        the others are Chakra's, kept for status colours. Use semantic tokens in components.
      </Text>
      {palettes.map((palette) => (
        <Stack key={palette} gap="3" as="section" aria-label={palette}>
          <Heading as="h2" size="lg">
            {palette}
          </Heading>
          <SimpleGrid columns={{ base: 3, sm: 6, lg: 11 }} gap="3">
            {shades.map((shade) => (
              <Swatch
                key={shade}
                name={`${palette}.${shade}`}
                value={resolveColor(system, `${palette}.${shade}`, "light").toLowerCase()}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  ),
};

const levelPalette: Record<WcagLevel, string> = {
  AAA: "green",
  AA: "green",
  "AA large": "orange",
  fail: "red",
};

function ContrastTable({ mode }: { mode: Mode }) {
  const rows = pairContrasts(system, semanticPairs, mode);
  return (
    <Stack gap="3" as="section" aria-label={`${mode} mode`}>
      <Heading as="h2" size="lg">
        {mode === "light" ? "Light mode" : "Dark mode"}
      </Heading>
      <Table.ScrollArea borderWidth="1px" borderRadius="lg">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Sample</Table.ColumnHeader>
              <Table.ColumnHeader>Text on background</Table.ColumnHeader>
              <Table.ColumnHeader>Values</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Contrast</Table.ColumnHeader>
              <Table.ColumnHeader>WCAG</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={`${row.fg}/${row.bg}`} data-pair={`${row.fg} on ${row.bg}`}>
                <Table.Cell>
                  <Box
                    px="3"
                    py="1"
                    borderRadius="md"
                    borderWidth="1px"
                    fontWeight="semibold"
                    style={{ color: row.fgHex, background: row.bgHex }}
                  >
                    Aa
                  </Box>
                </Table.Cell>
                <Table.Cell>
                  {row.fg} on {row.bg}
                </Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {row.fgHex} / {row.bgHex}
                </Table.Cell>
                <Table.Cell textAlign="end" fontFamily="mono" data-testid="ratio">
                  {formatRatio(row.ratio)}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={levelPalette[row.level]}>{row.level}</Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

export const SemanticTokens: StoryObj = {
  render: () => (
    <Stack gap="8">
      <Heading as="h1" size="2xl">
        Semantic tokens
      </Heading>
      <Text color="fg.muted">
        Each text colour on the background it is used on, in light and dark mode, with its WCAG 2
        contrast ratio (AA needs 4.5:1 for body text, 3:1 for large text; AAA 7:1).
      </Text>
      <ContrastTable mode="light" />
      <ContrastTable mode="dark" />
    </Stack>
  ),
};
