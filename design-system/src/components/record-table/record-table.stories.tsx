import type { Meta, StoryObj } from "@storybook/react-vite";
import { NothingState } from "../query-states";
import { RecordTable } from "./record-table";
import type { RecordColumn } from "./record-table";

const meta: Meta = { title: "Components/RecordTable" };
export default meta;

interface Booking {
  id: string;
  trip: string;
  dates: string;
  travellers: number;
  total: string;
}

const bookings: Booking[] = [
  { id: "B-1042", trip: "Lisbon city break", dates: "3–7 Mar", travellers: 2, total: "€ 1,240.00" },
  {
    id: "B-1043",
    trip: "Tenerife by the sea",
    dates: "12–19 Apr",
    travellers: 4,
    total: "€ 3,980.50",
  },
  {
    id: "B-1044",
    trip: "Champions League final, Munich",
    dates: "30 May",
    travellers: 1,
    total: "€ 890.00",
  },
];

const title: RecordColumn<Booking> = { key: "trip", header: "Trip", cell: (b) => b.trip };
const columns: RecordColumn<Booking>[] = [
  { key: "id", header: "Booking", cell: (b) => b.id },
  { key: "dates", header: "Dates", cell: (b) => b.dates },
  { key: "travellers", header: "Travellers", cell: (b) => b.travellers, numeric: true },
  { key: "total", header: "Total", cell: (b) => b.total, numeric: true },
];

export const WithRows: StoryObj = {
  name: "With rows",
  render: () => (
    <RecordTable
      caption="Your bookings"
      records={bookings}
      recordKey={(b) => b.id}
      title={title}
      columns={columns}
    />
  ),
};

/** No records: the page shows a NothingState instead of an empty table. */
export const Empty: StoryObj = {
  render: () => (
    <>
      <RecordTable
        caption="Your bookings"
        records={[]}
        recordKey={(b: Booking) => b.id}
        title={title}
        columns={columns}
      />
      <NothingState message="You have no bookings yet." />
    </>
  ),
};
