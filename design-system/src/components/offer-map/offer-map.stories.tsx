import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { useState } from "react";
import { OfferMap } from "./offer-map";
import type { MapPoint } from "./types";

const meta: Meta<typeof OfferMap> = { title: "Components/OfferMap", component: OfferMap };
export default meta;

const city = (id: string, latitude: number, longitude: number, detail?: string): MapPoint => ({
  id: id.toLowerCase().replace(/\W+/g, "-"),
  label: id,
  latitude,
  longitude,
  detail,
});

const europe: MapPoint[] = [
  city("Lisbon", 38.72, -9.14, "12 offers from €84"),
  city("Madrid", 40.42, -3.7, "8 offers from €96"),
  city("Barcelona", 41.39, 2.17, "15 offers from €102"),
  city("Paris", 48.86, 2.35, "21 offers from €129"),
  city("Amsterdam", 52.37, 4.9, "6 offers from €118"),
  city("Rome", 41.9, 12.5, "11 offers from €91"),
  city("Prague", 50.08, 14.44, "4 offers from €74"),
];

const world: MapPoint[] = [
  city("Reykjavík", 64.15, -21.94, "2 offers from €310"),
  city("New York", 40.71, -74.01, "18 offers from €420"),
  city("Mexico City", 19.43, -99.13, "7 offers from €515"),
  city("Rio de Janeiro", -22.91, -43.17, "5 offers from €690"),
  city("London", 51.51, -0.13, "24 offers from €95"),
  city("Cape Town", -33.92, 18.42, "3 offers from €740"),
  city("Cairo", 30.04, 31.24, "6 offers from €280"),
  city("Dubai", 25.2, 55.27, "9 offers from €350"),
  city("Bangkok", 13.76, 100.5, "10 offers from €560"),
  city("Tokyo", 35.68, 139.69, "14 offers from €780"),
  city("Sydney", -33.87, 151.21, "4 offers from €990"),
  // a second offer on the same spot: the two pins stand side by side
  { ...city("Tokyo, Shinjuku", 35.68, 139.69, "1 offer from €820"), id: "shinjuku" },
];

/** The map as the results page uses it: a click or Enter on a pin selects it. */
function Selectable({ points, initial = null }: { points: MapPoint[]; initial?: string | null }) {
  const [selectedId, setSelectedId] = useState(initial);
  return (
    <Box p="4">
      <OfferMap
        aria-label="Map of the results"
        points={points}
        selectedId={selectedId}
        onSelect={setSelectedId}
      />
    </Box>
  );
}

export const EuropeanCities: StoryObj<typeof OfferMap> = {
  name: "European cities",
  render: () => <Selectable points={europe} />,
};

export const OnePoint: StoryObj<typeof OfferMap> = {
  name: "One point",
  render: () => <Selectable points={[city("Lisbon", 38.72, -9.14, "12 offers from €84")]} />,
};

export const AcrossContinents: StoryObj<typeof OfferMap> = {
  name: "Many points across continents",
  render: () => <Selectable points={world} />,
};

export const SelectedPin: StoryObj<typeof OfferMap> = {
  name: "A selected pin",
  render: () => <Selectable points={europe} initial="paris" />,
};

export const LinkPins: StoryObj<typeof OfferMap> = {
  name: "Pins that link to their offers",
  render: () => (
    <Box p="4">
      <OfferMap
        aria-label="Map of the hotels"
        height="240px"
        points={europe.slice(0, 3).map((point) => ({ ...point, href: `#${point.id}` }))}
      />
    </Box>
  ),
};
