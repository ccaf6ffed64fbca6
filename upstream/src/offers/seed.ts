/**
 * Seeds the offers once: hotels (HLT), activities (ACT), resorts (RST) and holiday stays (STY)
 * in Lisbon, Barcelona, Kyoto, Cancún, Cape Town and Reykjavik, with USD prices per night
 * (per person for activities). Ids are fixed (101–156); offers added later are numbered from 1001.
 */
import { kyselyOf, type Db } from "../db/db";
import { seedOnce } from "../db/seed-once";
import type { WalletProduct } from "../wallet/card-rules";
import { foldText } from "./offer-params";
import { SPANISH_OFFERS } from "./seed-es";

export interface SeedOffer {
  id: number;
  product: WalletProduct;
  name: string;
  destination: string;
  countryCode: string;
  rating: number | null;
  priceUsd: number;
  description: string;
}

export const DEMO_OFFERS: readonly SeedOffer[] = [
  // Hotels, per night
  {
    id: 101,
    product: "HLT",
    name: "Casa do Miradouro Boutique Hotel",
    destination: "Lisbon",
    countryCode: "PT",
    rating: 4.7,
    priceUsd: 189,
    description:
      "A restored 19th-century townhouse in Alfama with 24 tiled rooms and a rooftop terrace over the Tagus. Breakfast with warm pastéis de nata is included, and tram 28 stops at the corner.",
  },
  {
    id: 102,
    product: "HLT",
    name: "Avenida Liberdade Grand Hotel",
    destination: "Lisbon",
    countryCode: "PT",
    rating: 4.5,
    priceUsd: 245,
    description:
      "Classic rooms on Lisbon's tree-lined avenue, a spa with an indoor pool, and the shops and cafés of Chiado ten minutes away on foot.",
  },
  {
    id: 103,
    product: "HLT",
    name: "Cais do Sodré Loft Hotel",
    destination: "Lisbon",
    countryCode: "PT",
    rating: null,
    priceUsd: 142,
    description:
      "New on Wayfarer: loft rooms with exposed brick above the Time Out Market, steps from the river ferries and the Pink Street bars.",
  },
  {
    id: 104,
    product: "HLT",
    name: "Hotel Ramblas Modernista",
    destination: "Barcelona",
    countryCode: "ES",
    rating: 4.3,
    priceUsd: 172,
    description:
      "Modernista mouldings, high ceilings and soundproofed balconies a short walk from La Boqueria market. 24-hour front desk and luggage storage.",
  },
  {
    id: 105,
    product: "HLT",
    name: "Barceloneta Beach Suites",
    destination: "Barcelona",
    countryCode: "ES",
    rating: 4.6,
    priceUsd: 229,
    description:
      "Bright suites with kitchenettes two minutes from the sand, a rooftop plunge pool, and bikes to borrow for the ride along the seafront.",
  },
  {
    id: 106,
    product: "HLT",
    name: "Gion Shirakawa Ryokan",
    destination: "Kyoto",
    countryCode: "JP",
    rating: 4.9,
    priceUsd: 320,
    description:
      "A traditional inn on the Shirakawa canal in Gion: tatami rooms, cypress-wood baths and a seasonal kaiseki breakfast served in your room.",
  },
  {
    id: 107,
    product: "HLT",
    name: "Kyoto Station Garden Hotel",
    destination: "Kyoto",
    countryCode: "JP",
    rating: 4.2,
    priceUsd: 138,
    description:
      "Quiet, practical rooms with rain showers five minutes from the Shinkansen platforms, a courtyard garden and coin laundry.",
  },
  {
    id: 108,
    product: "HLT",
    name: "Playa Azul Hotel Zone",
    destination: "Cancún",
    countryCode: "MX",
    rating: 4.4,
    priceUsd: 210,
    description:
      "Oceanfront rooms on the Caribbean side of the Hotel Zone with two pools, a beach bar, and snorkelling gear to borrow at the front desk.",
  },
  {
    id: 109,
    product: "HLT",
    name: "Bo-Kaap Heritage Hotel",
    destination: "Cape Town",
    countryCode: "ZA",
    rating: 4.6,
    priceUsd: 154,
    description:
      "Colourful rooms in a converted merchant's house on the edge of the Bo-Kaap, with Table Mountain views from the roof deck.",
  },
  {
    id: 110,
    product: "HLT",
    name: "V&A Waterfront Harbour Hotel",
    destination: "Cape Town",
    countryCode: "ZA",
    rating: 4.7,
    priceUsd: 268,
    description:
      "Floor-to-ceiling windows over the working harbour, a heated pool, and the Robben Island ferry and Waterfront restaurants at the door.",
  },
  {
    id: 111,
    product: "HLT",
    name: "Harbour Lights Hotel Reykjavik",
    destination: "Reykjavik",
    countryCode: "IS",
    rating: 4.5,
    priceUsd: 236,
    description:
      "Nordic-design rooms by the Old Harbour, a geothermal hot tub on the terrace, and a northern-lights wake-up call on clear winter nights.",
  },
  {
    id: 112,
    product: "HLT",
    name: "Laugavegur Guesthouse",
    destination: "Reykjavik",
    countryCode: "IS",
    rating: 4.1,
    priceUsd: 129,
    description:
      "Simple, warm rooms on Reykjavik's main shopping street with a shared kitchen and the Golden Circle tour pick-up right outside.",
  },
  // Activities, per person
  {
    id: 121,
    product: "ACT",
    name: "Sintra and Cascais Day Trip",
    destination: "Lisbon",
    countryCode: "PT",
    rating: 4.8,
    priceUsd: 79,
    description:
      "A full day with a local guide: the palaces of Sintra, the cliffs of Cabo da Roca and a seafood lunch stop in Cascais. Hotel pick-up included.",
  },
  {
    id: 122,
    product: "ACT",
    name: "Fado Evening in Alfama with Dinner",
    destination: "Lisbon",
    countryCode: "PT",
    rating: 4.6,
    priceUsd: 65,
    description:
      "Three courses of Portuguese cooking and live fado in a family-run tavern, with a short walk through Alfama's lanes at dusk.",
  },
  {
    id: 123,
    product: "ACT",
    name: "Sagrada Família Skip-the-Line Tour",
    destination: "Barcelona",
    countryCode: "ES",
    rating: 4.7,
    priceUsd: 54,
    description:
      "Skip the queue with an architect guide who explains Gaudí's basilica facade by facade; tower access can be added on the day.",
  },
  {
    id: 124,
    product: "ACT",
    name: "Tapas and Wine Walk in El Born",
    destination: "Barcelona",
    countryCode: "ES",
    rating: 4.8,
    priceUsd: 89,
    description:
      "Four bars, eight tapas and four Catalan wines in three hours, with stories of the medieval quarter between stops.",
  },
  {
    id: 125,
    product: "ACT",
    name: "Fushimi Inari Sunrise Hike",
    destination: "Kyoto",
    countryCode: "JP",
    rating: 4.9,
    priceUsd: 45,
    description:
      "Climb through thousands of vermilion torii gates before the crowds arrive, ending with tea and a view over the city.",
  },
  {
    id: 126,
    product: "ACT",
    name: "Tea Ceremony in a Machiya Townhouse",
    destination: "Kyoto",
    countryCode: "JP",
    rating: 4.8,
    priceUsd: 58,
    description:
      "A tea master hosts a small group in a 100-year-old wooden townhouse; you whisk your own matcha and try seasonal wagashi.",
  },
  {
    id: 127,
    product: "ACT",
    name: "Chichén Itzá and Cenote Swim",
    destination: "Cancún",
    countryCode: "MX",
    rating: 4.6,
    priceUsd: 119,
    description:
      "An early start for the Maya pyramid of Kukulcán, a buffet lunch in Valladolid and a swim in the Ik Kil cenote.",
  },
  {
    id: 128,
    product: "ACT",
    name: "Isla Mujeres Catamaran Sail",
    destination: "Cancún",
    countryCode: "MX",
    rating: 4.5,
    priceUsd: 95,
    description:
      "Sail to Isla Mujeres with snorkelling on the reef, an open bar on board and free time on Playa Norte.",
  },
  {
    id: 129,
    product: "ACT",
    name: "Cape Point and Boulders Beach Penguins",
    destination: "Cape Town",
    countryCode: "ZA",
    rating: 4.8,
    priceUsd: 98,
    description:
      "Chapman's Peak Drive, the Cape of Good Hope, and the African penguin colony at Boulders Beach in one scenic day.",
  },
  {
    id: 130,
    product: "ACT",
    name: "Table Mountain Sunset Hike",
    destination: "Cape Town",
    countryCode: "ZA",
    rating: 4.7,
    priceUsd: 42,
    description:
      "A guided climb up Platteklip Gorge to watch the sun set over the Atlantic, returning by cable car.",
  },
  {
    id: 131,
    product: "ACT",
    name: "Golden Circle and Secret Lagoon",
    destination: "Reykjavik",
    countryCode: "IS",
    rating: 4.7,
    priceUsd: 139,
    description:
      "Þingvellir, the Geysir hot springs and Gullfoss waterfall, with a soak in Iceland's oldest natural pool on the way back.",
  },
  {
    id: 132,
    product: "ACT",
    name: "Northern Lights Super Jeep Tour",
    destination: "Reykjavik",
    countryCode: "IS",
    rating: 4.4,
    priceUsd: 165,
    description:
      "Chase the aurora away from the city lights in a modified 4x4, with hot chocolate and a free second try if the sky stays dark.",
  },
  // Resorts, per night
  {
    id: 141,
    product: "RST",
    name: "Riviera Maya All-Inclusive Beach Resort",
    destination: "Cancún",
    countryCode: "MX",
    rating: 4.6,
    priceUsd: 389,
    description:
      "All meals and drinks, five pools, a kids' club and a long stretch of white sand south of Cancún, with airport transfers included.",
  },
  {
    id: 142,
    product: "RST",
    name: "Playa Mujeres Family Resort & Spa",
    destination: "Cancún",
    countryCode: "MX",
    rating: 4.5,
    priceUsd: 342,
    description:
      "Connecting family suites, a lazy river, a water park and a spa with a hydrotherapy circuit on a quiet beach north of the city.",
  },
  {
    id: 143,
    product: "RST",
    name: "Constantia Vineyard Resort",
    destination: "Cape Town",
    countryCode: "ZA",
    rating: 4.8,
    priceUsd: 295,
    description:
      "Garden suites among the vines of South Africa's oldest wine valley, with daily tastings, a spa and mountain-bike trails.",
  },
  {
    id: 144,
    product: "RST",
    name: "Cascais Bay Resort & Spa",
    destination: "Lisbon",
    countryCode: "PT",
    rating: 4.5,
    priceUsd: 278,
    description:
      "Sea-view rooms on the Lisbon coast, a saltwater pool, golf nearby, and trains to central Lisbon every 20 minutes.",
  },
  {
    id: 145,
    product: "RST",
    name: "Arashiyama Riverside Onsen Resort",
    destination: "Kyoto",
    countryCode: "JP",
    rating: 4.9,
    priceUsd: 410,
    description:
      "Private open-air hot-spring baths facing the Hozu river, multi-course dinners and the bamboo grove a short walk away.",
  },
  {
    id: 146,
    product: "RST",
    name: "Lava Fields Spa Resort",
    destination: "Reykjavik",
    countryCode: "IS",
    rating: 4.6,
    priceUsd: 355,
    description:
      "Minimalist rooms in a moss-covered lava field, geothermal lagoon access included and shuttles to Reykjavik and the airport.",
  },
  {
    id: 147,
    product: "RST",
    name: "Sitges Coast Resort & Spa",
    destination: "Barcelona",
    countryCode: "ES",
    rating: 4.4,
    priceUsd: 265,
    description:
      "A beachfront resort on the Garraf coast 35 minutes from Barcelona, with an infinity pool, a spa and a Mediterranean restaurant.",
  },
  // Holiday stays, per night
  {
    id: 151,
    product: "STY",
    name: "Alfama Two-Bedroom Apartment with River View",
    destination: "Lisbon",
    countryCode: "PT",
    rating: 4.6,
    priceUsd: 165,
    description:
      "Sleeps 4: a renovated apartment with a balcony over the Tagus, a full kitchen, washing machine and fast Wi-Fi.",
  },
  {
    id: 152,
    product: "STY",
    name: "Gràcia Family Apartment",
    destination: "Barcelona",
    countryCode: "ES",
    rating: 4.5,
    priceUsd: 148,
    description:
      "Sleeps 5: three bedrooms near Plaça del Sol, a terrace for breakfast outdoors, cots and high chairs on request.",
  },
  {
    id: 153,
    product: "STY",
    name: "Higashiyama Machiya House",
    destination: "Kyoto",
    countryCode: "JP",
    rating: 4.9,
    priceUsd: 275,
    description:
      "Sleeps 6: a whole restored wooden townhouse with a cedar bath and a small moss garden, a walk from Kiyomizu-dera.",
  },
  {
    id: 154,
    product: "STY",
    name: "Puerto Morelos Beach Condo",
    destination: "Cancún",
    countryCode: "MX",
    rating: 4.3,
    priceUsd: 180,
    description:
      "Sleeps 4: a two-bedroom condo on the beach between Cancún and Playa del Carmen, with a shared pool and reef snorkelling.",
  },
  {
    id: 155,
    product: "STY",
    name: "Camps Bay Villa with Pool",
    destination: "Cape Town",
    countryCode: "ZA",
    rating: 4.8,
    priceUsd: 420,
    description:
      "Sleeps 8: four en-suite bedrooms, a heated pool and a braai deck looking over the Twelve Apostles and the bay.",
  },
  {
    id: 156,
    product: "STY",
    name: "Downtown Loft near Hallgrímskirkja",
    destination: "Reykjavik",
    countryCode: "IS",
    rating: 4.4,
    priceUsd: 190,
    description:
      "Sleeps 3: a bright loft with heated floors and a washer-dryer, two minutes from the church and the Laugavegur cafés.",
  },
];

export async function seedOffers(db: Db): Promise<void> {
  await seedOnce(db, "offers/demo", async (tx) => {
    await kyselyOf(tx)
      .insertInto("offers")
      .values(
        DEMO_OFFERS.map((o) => ({
          offer_id: o.id,
          product_code: o.product,
          name: o.name,
          destination: o.destination,
          destination_search: foldText(o.destination),
          country_code: o.countryCode,
          description: o.description,
          rating: o.rating,
          price_unit: o.product === "ACT" ? "PERSON" : "NIGHT",
          price_usd: o.priceUsd,
        })),
      )
      .execute();
  });
}

/** Seeds the Spanish texts of the demo offers once (seed-es.ts). */
export async function seedOfferTranslations(db: Db): Promise<void> {
  await seedOnce(db, "offers/demo-translations-es", async (tx) => {
    const rows = DEMO_OFFERS.map((o) => {
      const es = SPANISH_OFFERS[o.id];
      if (es === undefined) throw new Error(`offer ${o.id} has no Spanish texts`);
      return {
        offer_id: o.id,
        language: "es",
        name: es.name,
        destination: es.destination,
        destination_search: foldText(es.destination),
        description: es.description,
      };
    });
    await kyselyOf(tx).insertInto("offer_translations").values(rows).execute();
  });
}
