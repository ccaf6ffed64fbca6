import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge, Box, SimpleGrid, Text } from "@chakra-ui/react";
import { RecordTable, type RecordColumn } from "../components/record-table";
import { system } from "../system";
import { resolveColor, type Mode } from "../testing/contrast";
import {
  formatRatio,
  pairContrasts,
  semanticPairs,
  type PairContrast,
  type WcagLevel,
} from "./contrast-pairs";
import { GalleryPage, GallerySection } from "./gallery-page";
import { Swatch } from "./swatch";

const meta: Meta = { title: "Foundations/Colours" };
export default meta;

/** The product's own palettes first, then Chakra's status palettes it keeps. */
const palettes = ["brand", "accent", "gray", "red", "orange", "green", "teal", "purple"] as const;
const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

export const Palettes: StoryObj = {
  render: () => (
    <GalleryPage
      title="Colour tokens"
      intro={
        <>
          Palettes by shade: brand (ocean blue), accent (sunset orange) and gray are the product's;
          the others are Chakra's, kept for status colours. Use semantic tokens in components.
        </>
      }
    >
      {palettes.map((palette) => (
        <GallerySection key={palette} title={palette}>
          <SimpleGrid columns={{ base: 3, sm: 6, lg: 11 }} gap="3">
            {shades.map((shade) => (
              <Swatch
                key={shade}
                name={`${palette}.${shade}`}
                value={resolveColor(system, `${palette}.${shade}`, "light").toLowerCase()}
              />
            ))}
          </SimpleGrid>
        </GallerySection>
      ))}
    </GalleryPage>
  ),
};

const levelPalette: Record<WcagLevel, string> = {
  AAA: "green",
  AA: "green",
  "AA large": "orange",
  fail: "red",
};

/** A pair's sample: "Aa" in the text colour on the background colour. */
function Sample({ row }: { row: PairContrast }) {
  return (
    <Box
      as="span"
      display="inline-block"
      px="3"
      py="1"
      borderRadius="md"
      borderWidth="1px"
      fontWeight="semibold"
      style={{ color: row.fgHex, background: row.bgHex }}
    >
      Aa
    </Box>
  );
}

const pairColumn: RecordColumn<PairContrast> = {
  key: "pair",
  header: "Text on background",
  cell: (row) => `${row.fg} on ${row.bg}`,
};

const contrastColumns: RecordColumn<PairContrast>[] = [
  { key: "sample", header: "Sample", cell: (row) => <Sample row={row} /> },
  {
    key: "values",
    header: "Values",
    cell: (row) => (
      <Text as="span" fontFamily="mono" fontSize="xs">
        {row.fgHex} / {row.bgHex}
      </Text>
    ),
  },
  {
    key: "contrast",
    header: "Contrast",
    numeric: true,
    cell: (row) => (
      <Text as="span" fontFamily="mono" data-testid="ratio">
        {formatRatio(row.ratio)}
      </Text>
    ),
  },
  {
    key: "wcag",
    header: "WCAG",
    cell: (row) => <Badge colorPalette={levelPalette[row.level]}>{row.level}</Badge>,
  },
];

/**
 * The pairs of one mode: a table from the md breakpoint, a list of cards on phones (RecordTable),
 * so a 375 px screen shows every ratio without sideways scrolling.
 */
function ContrastTable({ mode }: { mode: Mode }) {
  const label = mode === "light" ? "Light mode" : "Dark mode";
  return (
    <GallerySection title={label} minW="0">
      <RecordTable
        caption={`Text colours on their backgrounds, ${mode} mode`}
        records={pairContrasts(system, semanticPairs, mode)}
        recordKey={(row) => `${row.fg}/${row.bg}`}
        title={pairColumn}
        columns={contrastColumns}
      />
    </GallerySection>
  );
}

export const SemanticTokens: StoryObj = {
  render: () => (
    <GalleryPage
      title="Semantic tokens"
      intro={
        <>
          Each text colour on the background it is used on, in light and dark mode, with its WCAG 2
          contrast ratio (AA needs 4.5:1 for body text, 3:1 for large text; AAA 7:1).
        </>
      }
    >
      <ContrastTable mode="light" />
      <ContrastTable mode="dark" />
    </GalleryPage>
  ),
};
