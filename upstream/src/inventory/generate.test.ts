/**
 * The generated inventory: the same on every run, every attribute shaped as the contract's
 * schema for its area says, and the demo offers' facts leave their names and prices alone.
 */
import { loadOpenApiContract } from "../contract/openapi-contract";
import { DEMO_OFFERS } from "../offers/seed";
import { AREA_ATTRIBUTE_SCHEMAS, AREAS } from "./areas";
import { spanishAttributes } from "./attributes-es";
import { DESTINATIONS } from "./destinations";
import { demoOfferFacts, FIRST_GENERATED_ID, generateInventory } from "./generate";
import { offerImage, titleSize } from "./image";

const contract = loadOpenApiContract();
const generated = generateInventory(DEMO_OFFERS);

it("is the same on every run", () => {
  expect(generateInventory(DEMO_OFFERS)).toEqual(generated);
  expect(demoOfferFacts(DEMO_OFFERS)).toEqual(demoOfferFacts(DEMO_OFFERS));
});

it("covers every area, the ten new ones from id 2001 in a few dozen destinations", () => {
  const areas = new Set([...generated.map((o) => o.area), ...DEMO_OFFERS.map((o) => o.product)]);
  expect([...areas].sort()).toEqual([...AREAS].sort());
  expect(generated.map((o) => o.id)).toEqual(generated.map((_, i) => FIRST_GENERATED_ID + i));
  expect(new Set(generated.map((o) => o.destinationId)).size).toBe(DESTINATIONS.length);
  expect(DESTINATIONS.length).toBeGreaterThanOrEqual(36);
  expect(new Set(generated.map((o) => o.name)).size).toBe(generated.length);
});

it("gives every offer attributes its area's schema accepts", () => {
  const facts = demoOfferFacts(DEMO_OFFERS);
  const all = [
    ...generated.map((o) => [o.area, o.attributes] as const),
    ...DEMO_OFFERS.map((o) => [o.product, facts.get(o.id)?.attributes] as const),
  ];
  for (const [area, attributes] of all) {
    const validate = contract.schemaValidator(AREA_ATTRIBUTE_SCHEMAS[area]);
    if (!validate(attributes))
      throw new Error(`${area} ${JSON.stringify(attributes)}: ${JSON.stringify(validate.errors)}`);
  }
});

it("leaves the demo offers' names and prices to their own seed", () => {
  const facts = demoOfferFacts(DEMO_OFFERS);
  expect([...facts.keys()]).toEqual(DEMO_OFFERS.map((o) => o.id));
  for (const value of facts.values()) {
    expect(value).not.toHaveProperty("name");
    expect(value).not.toHaveProperty("priceUsd");
  }
});

it("draws flights from the real distance: a long haul lasts longer than a short one", () => {
  const flights = generated.filter((o) => o.area === "FLT");
  const minutes = (o: (typeof flights)[number]) =>
    (o.attributes.legs as { duration_minutes: number }[]).reduce(
      (t, l) => t + l.duration_minutes,
      0,
    );
  const toSydney = flights.find((o) => o.name.includes("to Sydney"));
  const toLisbonFromMadrid = flights.find((o) => o.name.startsWith("Madrid (MAD) to Lisbon"));
  expect(toSydney && minutes(toSydney)).toBeGreaterThan(600);
  if (toLisbonFromMadrid) expect(minutes(toLisbonFromMadrid)).toBeLessThan(120);
});

it("pictures escape the offer's text", () => {
  const svg = offerImage({
    offer_id: 1,
    product_code: "HLT",
    name: "Hotel",
    destination: "Lisbon",
    shown_name: `<script>"x" & 'y'</script>`,
    shown_destination: "Lisboa & <b>",
    latitude: 38.7,
    longitude: -9.1,
  });
  expect(svg).not.toContain("<script>");
  expect(svg).not.toContain("<b>");
  expect(svg).toContain("&#60;script&#62;");
});

it("pictures write the shown name and place, and draw from the English ones in every language", () => {
  const english = {
    offer_id: 3,
    product_code: "HLT",
    name: "Harbour Hotel",
    destination: "Lisbon",
  };
  const place = { latitude: 38.7, longitude: -9.1 };
  const inEnglish = offerImage({
    ...english,
    ...place,
    shown_name: "Harbour Hotel",
    shown_destination: "Lisbon",
  });
  const inSpanish = offerImage({
    ...english,
    ...place,
    shown_name: "Hotel del Puerto",
    shown_destination: "Lisboa",
  });
  expect(inSpanish).toContain(">Hotel del Puerto</text>");
  expect(inSpanish).toContain(">Lisboa</text>");
  expect(inSpanish).toContain('aria-label="Hotel del Puerto, Lisboa"');
  expect(inSpanish).not.toContain("Harbour");
  // the same drawing: everything but the texts is equal
  const drawing = (svg: string) =>
    svg.replace(/aria-label="[^"]*"/, "").replace(/>[^<]*<\/text>/g, "");
  expect(drawing(inSpanish)).toBe(drawing(inEnglish));
});

it("pictures shrink a long title to fit their width, keeping a short one at 30", () => {
  expect(titleSize("Harbour View Hotel")).toBe(30);
  const long = "New York (JFK) to Mexico City (MEX), economy";
  expect(titleSize(long)).toBeLessThan(30);
  // about 0.62 em a character: the title stays within the 576 units left of the margins
  expect(titleSize(long) * 0.62 * long.length).toBeLessThanOrEqual(576);
  const svg = offerImage({
    offer_id: 2,
    product_code: "FLT",
    name: long,
    destination: "Mexico City",
    shown_name: long,
    shown_destination: "Mexico City",
    latitude: 19.4,
    longitude: -99.1,
  });
  expect(svg).toContain(`font-size="${titleSize(long)}" font-weight="700"`);
  expect(svg).toContain(long);
});

it("writes Spanish names and descriptions in Spanish: cabins, cars' bags and places", () => {
  const english = /\b(economy|premium economy|inside|ocean view|balcony|Airport|city centre)\b/;
  const texts = generated.map((o) => `${o.nameEs} · ${o.descriptionEs}`);
  expect(texts.filter((t) => english.test(t))).toEqual([]);
  expect(texts.filter((t) => /\b1 maletas\b/.test(t))).toEqual([]);
  expect(generated.filter((o) => /\b1 bags\b/.test(o.description))).toEqual([]);
  expect(texts.some((t) => /, turista superior\b/.test(t))).toBe(true);
  expect(texts.some((t) => t.includes("Camarote con balcón, pensión completa"))).toBe(true);
});

it("gives every offer's text attributes a Spanish value: rooms, places, inclusions, ports", () => {
  const facts = demoOfferFacts(DEMO_OFFERS);
  const areas = [
    ...generated.map((o) => [o.area, o.attributes] as const),
    ...DEMO_OFFERS.map((o) => [o.product, facts.get(o.id)?.attributes ?? {}] as const),
  ];
  const all = areas.map(([, attributes]) => attributes);
  const spanish = all.map((attributes) => ({ ...attributes, ...spanishAttributes(attributes) }));
  // as read in Spanish (o.attributes || t.attributes), still what the area's schema accepts
  spanish.forEach((attributes, i) => {
    const validate = contract.schemaValidator(AREA_ATTRIBUTE_SCHEMAS[areas[i]![0]]);
    if (!validate(attributes)) throw new Error(JSON.stringify(validate.errors));
  });
  const english =
    /\b(Double room|Twin room|Junior suite|Airport|city centre|Central|or similar|Boutique hotels|Private guide|Daily breakfast|Airport transfers|Two signature dinners|Day excursion|Cooking class)\b/;
  const text = (a: Record<string, unknown>) =>
    JSON.stringify([
      a.room_type,
      a.inclusions,
      a.model,
      a.pick_up,
      a.drop_off,
      a.from,
      a.to,
      a.meeting_point,
    ]);
  expect(spanish.map(text).filter((t) => english.test(t))).toEqual([]);
  // cruise ports by their Spanish names, where the names differ
  const ports = spanish.flatMap((a) =>
    Array.isArray(a.itinerary) ? a.itinerary.map((c: { port: string }) => c.port) : [],
  );
  const names = new Map(DESTINATIONS.map((d) => [d.name, d.nameEs]));
  expect(ports.filter((p) => names.has(p) && names.get(p) !== p)).toEqual([]);
  expect(ports.length).toBeGreaterThan(0);
  expect(spanish.map(text).some((t) => t.includes("Aeropuerto de Lisboa (LIS)"))).toBe(true);
  // only what differs: codes and numbers are the English attributes' own
  for (const attributes of all) {
    const es = spanishAttributes(attributes);
    for (const key of ["cabin", "car_class", "board", "stops", "nights", "seats", "bags"])
      expect(es).not.toHaveProperty(key);
  }
});
