import { screen, within } from "@testing-library/react";
import { renderWithSystem } from "../../testing/render";
import { RecordTable } from "./record-table";

const records = [
  { id: "a", name: "Hotel Sol", nights: 2 },
  { id: "b", name: "Hotel Mar", nights: 5 },
];

test("records as a labelled list of cards where the screen is narrow (jsdom)", () => {
  renderWithSystem(
    <RecordTable
      caption="Your bookings"
      records={records}
      recordKey={(r) => r.id}
      title={{ key: "name", header: "Booking", cell: (r) => r.name }}
      columns={[{ key: "nights", header: "Nights", cell: (r) => r.nights, numeric: true }]}
    />,
  );
  const list = screen.getByRole("list", { name: "Your bookings" });
  const items = within(list).getAllByRole("listitem");
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByRole("heading", { level: 3, name: "Hotel Sol" })).toBeVisible();
  expect(items[1]).toHaveTextContent("Nights5");
});
