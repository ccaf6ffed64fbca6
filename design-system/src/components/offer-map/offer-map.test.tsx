import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { axeViolations } from "../../testing/axe";
import { renderWithSystem } from "../../testing/render";
import { OfferMap } from "./offer-map";
import type { MapLinkProps, MapPoint, OfferMapProps } from "./types";

const points: MapPoint[] = [
  { id: "lis", label: "Lisbon", latitude: 38.72, longitude: -9.14, detail: "12 offers from €84" },
  { id: "par", label: "Paris", latitude: 48.86, longitude: 2.35, detail: "21 offers from €129" },
  { id: "rom", label: "Rome", latitude: 41.9, longitude: 12.5 },
];

function Selectable(props: Partial<OfferMapProps>) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return (
    <>
      <OfferMap
        aria-label="Map of the results"
        points={points}
        selectedId={selectedId}
        onSelect={setSelectedId}
        {...props}
      />
      <output>{selectedId ?? "none"}</output>
    </>
  );
}

const map = () => screen.getByRole("region", { name: "Map of the results" });
const pin = (name: string) => within(map()).getByRole("button", { name });

test("a named region holding a list of pins, each a button named by its label", async () => {
  const { container } = renderWithSystem(<Selectable />);
  const items = within(map()).getAllByRole("listitem");
  expect(items).toHaveLength(3);
  expect(items.map((item) => within(item).getByRole("button").textContent)).toEqual([
    "Lisbon",
    "Paris",
    "Rome",
  ]);
  expect(pin("Lisbon")).toHaveAccessibleDescription("12 offers from €84");
  expect(pin("Rome")).not.toHaveAttribute("aria-describedby");
  expect(await axeViolations(container)).toEqual([]);
});

test("Tab goes through the pins in the points' order; Enter and Space select, a click too", async () => {
  renderWithSystem(<Selectable />);
  const user = userEvent.setup();
  await user.tab();
  expect(pin("Lisbon")).toHaveFocus();
  await user.tab();
  expect(pin("Paris")).toHaveFocus();
  await user.keyboard("{Enter}");
  expect(screen.getByRole("status")).toHaveTextContent("par");
  expect(pin("Paris")).toHaveAttribute("aria-current", "true");
  await user.tab();
  await user.keyboard(" ");
  expect(screen.getByRole("status")).toHaveTextContent("rom");
  expect(pin("Paris")).not.toHaveAttribute("aria-current");
  await user.click(pin("Lisbon"));
  expect(screen.getByRole("status")).toHaveTextContent("lis");
});

test("the selected pin is larger, not only in another colour", () => {
  renderWithSystem(<Selectable />);
  const size = (name: string) => pin(name).querySelector("svg")!.getAttribute("width");
  expect([size("Lisbon"), size("Paris")]).toEqual(["24px", "24px"]);
  renderWithSystem(<OfferMap aria-label="Selected" points={points} selectedId="par" />);
  const selected = screen.getByRole("region", { name: "Selected" });
  expect(
    within(selected).getByRole("button", { name: "Paris" }).querySelector("svg"),
  ).toHaveAttribute("width", "32px");
});

test("focus and hover show the pin's callout with its label and detail; Escape hides it", async () => {
  renderWithSystem(<Selectable />);
  const user = userEvent.setup();
  const callout = () => map().querySelector("[data-part='callout']");
  expect(callout()).toBeNull();
  await user.tab();
  expect(callout()).toHaveTextContent("Lisbon12 offers from €84");
  await user.keyboard("{Escape}");
  expect(callout()).toBeNull();
  await user.tab();
  expect(callout()).toHaveTextContent("Paris21 offers from €129");
  await user.tab({ shift: true });
  await user.tab({ shift: true });
  expect(callout()).toBeNull();
  await user.hover(pin("Rome"));
  expect(callout()).toHaveTextContent(/^Rome$/);
  await user.unhover(pin("Rome"));
  expect(callout()).toBeNull();
});

test("a point with href is a link, through renderLink when given; Enter and Space select it", async () => {
  const linked = points.map((point) => ({ ...point, href: `/offers/${point.id}` }));
  // as a router's link does: the app navigates itself, the page does not load
  const renderLink = ({ children, ...props }: MapLinkProps) => (
    <a data-router-link onClick={(event) => event.preventDefault()} {...props}>
      {children}
    </a>
  );
  const { container } = renderWithSystem(<Selectable points={linked} renderLink={renderLink} />);
  const user = userEvent.setup();
  const links = within(map()).getAllByRole("link");
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
    ["Lisbon", "/offers/lis"],
    ["Paris", "/offers/par"],
    ["Rome", "/offers/rom"],
  ]);
  expect(links[0]).toHaveAttribute("data-router-link");
  expect(links[0]).toHaveAccessibleDescription("12 offers from €84");
  await user.tab();
  await user.keyboard(" ");
  expect(screen.getByRole("status")).toHaveTextContent("lis");
  expect(links[0]).toHaveAttribute("aria-current", "true");
  await user.tab();
  await user.keyboard("{Enter}");
  expect(screen.getByRole("status")).toHaveTextContent("par");
  expect(await axeViolations(container)).toEqual([]);
});

test("without renderLink a link pin is a plain <a>; without points the map has no list", () => {
  renderWithSystem(
    <OfferMap aria-label="Plain" points={[{ ...points[0]!, href: "https://example.test/a" }]} />,
  );
  expect(screen.getByRole("link", { name: "Lisbon" })).toHaveAttribute(
    "href",
    "https://example.test/a",
  );
  renderWithSystem(<OfferMap aria-label="Empty" points={[]} />);
  expect(within(screen.getByRole("region", { name: "Empty" })).queryByRole("list")).toBeNull();
});
