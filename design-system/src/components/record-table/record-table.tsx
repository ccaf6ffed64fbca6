import { useId, type ReactNode } from "react";
import { DataList, Heading, Stack, Table, useBreakpointValue, Box } from "@chakra-ui/react";
import { plainList } from "../../theme/plain-list";
import { Panel } from "../panel";

/** One column of a record table: its header and how a record shows in it. */
export interface RecordColumn<T> {
  key: string;
  header: string;
  cell: (record: T) => ReactNode;
  /** Right-aligned in the table (amounts, counts). */
  numeric?: boolean;
}

export interface RecordTableProps<T> {
  /** What the records are: the table's caption, the list's accessible name. */
  caption: string;
  records: readonly T[];
  recordKey: (record: T) => string;
  /** The column naming each record: a row header in the table, a card's heading in the list. */
  title: RecordColumn<T>;
  columns: readonly RecordColumn<T>[];
  /** Level of the cards' headings on narrow screens (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Records as a captioned table on wide screens (one row each, headers scoped; cells wrap, so the
 * table fits its page) and as a labelled list of cards on phones, where a table would need
 * sideways scrolling.
 */
export function RecordTable<T>({
  caption,
  records,
  recordKey,
  title,
  columns,
  headingLevel = 3,
}: RecordTableProps<T>) {
  const layout = useBreakpointValue({ base: "list", md: "table" }, { ssr: false }) ?? "list";
  const captionId = useId();
  if (layout === "list") {
    return (
      <Stack gap="3">
        <Box id={captionId} fontWeight="semibold" color="fg.muted">
          {caption}
        </Box>
        <Stack as="ul" aria-labelledby={captionId} {...plainList} gap="3">
          {records.map((record) => (
            <Panel as="li" key={recordKey(record)} padding="sm" minW="0">
              <Heading as={`h${headingLevel}`} size="md" overflowWrap="anywhere">
                {title.cell(record)}
              </Heading>
              <DataList.Root orientation="horizontal" size="sm" mt="3" gap="2">
                {columns.map((column) => (
                  <DataList.Item key={column.key}>
                    <DataList.ItemLabel>{column.header}</DataList.ItemLabel>
                    <DataList.ItemValue overflowWrap="anywhere" minW="0">
                      {column.cell(record)}
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Panel>
          ))}
        </Stack>
      </Stack>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="xl" bg="bg.panel">
      <Table.Root size="sm" interactive>
        <Table.Caption
          captionSide="top"
          textAlign="start"
          fontWeight="semibold"
          color="fg.muted"
          mt="0"
          py="3"
          px="4"
        >
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {[title, ...columns].map((column) => (
              <Table.ColumnHeader
                key={column.key}
                scope="col"
                textAlign={column.numeric ? "end" : "start"}
              >
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {records.map((record) => (
            <Table.Row key={recordKey(record)} verticalAlign="top">
              <Table.Cell
                as="th"
                scope="row"
                fontWeight="semibold"
                textAlign="start"
                whiteSpace="normal"
              >
                {title.cell(record)}
              </Table.Cell>
              {columns.map((column) => (
                <Table.Cell
                  key={column.key}
                  textAlign={column.numeric ? "end" : "start"}
                  whiteSpace="normal"
                >
                  {column.cell(record)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
