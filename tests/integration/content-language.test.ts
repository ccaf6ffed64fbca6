/**
 * The seeded product content in the visitor's language, through the real gateway and upstream:
 * the `language` cookie reaches the upstream as Accept-Language, and the gateway's caches keep
 * the Spanish and English answers apart.
 */
import type { RunningGateway } from "@travel/gateway";
import { startCountedStack, type CountedStack } from "../support/stack";

let gateway: RunningGateway;
let stack: CountedStack;

beforeAll(async () => {
  stack = await startCountedStack("content-language");
  ({ gateway } = stack);
}, 60_000);

afterAll(() => stack?.close());

interface OfferOut {
  id: string;
  name: string;
  destination: string;
  description: string;
}

async function offers(
  language: string | null,
  query = "{ offers(product: HLT) { id name destination description } }",
) {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(language === null ? {} : { cookie: `language=${language}` }),
    },
    body: JSON.stringify({ query }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { offers: OfferOut[] }; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data.offers;
}

test("offers come in Spanish for the es-ES cookie and in English otherwise, each answer cached apart", async () => {
  for (let round = 0; round < 2; round++) {
    const spanish = await offers("es-ES");
    const english = await offers("en-US");
    const none = await offers(null);
    const kyoto = (list: OfferOut[]) => list.find((o) => o.id === "107");
    expect(kyoto(spanish)).toMatchObject({
      name: "Hotel Jardín Estación de Kioto",
      destination: "Kioto",
      description: expect.stringContaining("andenes del Shinkansen"),
    });
    for (const list of [english, none])
      expect(kyoto(list)).toMatchObject({
        name: "Kyoto Station Garden Hotel",
        destination: "Kyoto",
      });
    expect(spanish.some((o) => o.destination === "Kyoto")).toBe(false);
  }
});

test("a malformed language cookie gets English", async () => {
  const list = await offers("es-ES%0D%0Ax-evil:1");
  expect(list.find((o) => o.id === "107")?.destination).toBe("Kyoto");
});

test("country names come in Spanish for the es-ES cookie and in English otherwise", async () => {
  const names = async (cookie: string) => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query: "{ countries { code name } }" }),
    });
    const body = (await res.json()) as { data: { countries: { code: string; name: string }[] } };
    return new Map(body.data.countries.map((c) => [c.code, c.name]));
  };
  for (let round = 0; round < 2; round++) {
    expect((await names("language=es-ES")).get("DE")).toBe("Alemania");
    expect((await names("language=en-US")).get("DE")).toBe("Germany");
  }
});
