import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, print, visit } from "graphql";
import { compareSchemas } from "./changes";

const base = `
  type Query {
    offer(id: ID!): Offer
    offers(first: Int): [Offer!]!
  }
  type Offer {
    id: ID!
    name: String!
    price: Float @deprecated(reason: "Use priceMoney.")
    priceMoney: String
  }
  enum Status {
    OPEN
    CLOSED @deprecated(reason: "Never sent.")
  }
  input BookInput {
    offerId: ID!
  }
  type Mutation {
    book(input: BookInput!): Status
  }
`;

describe("published schema change control", () => {
  it("finds nothing to report when the schema did not change", async () => {
    const changes = await compareSchemas(base, base);
    expect(changes).toEqual({ breaking: [], dangerous: [], safe: [] });
  });

  it("refuses removing a field that was never deprecated", async () => {
    const changes = await compareSchemas(base, base.replace("name: String!", ""));
    expect(changes.breaking.map((c) => c.path)).toEqual(["Offer.name"]);
  });

  it("accepts removing a field the baseline deprecated (as dangerous, not breaking)", async () => {
    const changes = await compareSchemas(
      base,
      base.replace('price: Float @deprecated(reason: "Use priceMoney.")', ""),
    );
    expect(changes.breaking).toEqual([]);
    expect(changes.dangerous.map((c) => c.path)).toEqual(["Offer.price"]);
  });

  it("accepts removing an enum value the baseline deprecated, refuses one it did not", async () => {
    const deprecatedGone = await compareSchemas(
      base,
      base.replace('CLOSED @deprecated(reason: "Never sent.")', ""),
    );
    expect(deprecatedGone.breaking).toEqual([]);
    const liveGone = await compareSchemas(base, base.replace("OPEN", ""));
    expect(liveGone.breaking.map((c) => c.path)).toEqual(["Status.OPEN"]);
  });

  it("refuses narrowing: a type change, a new required argument, a new required input field", async () => {
    const typeChanged = await compareSchemas(base, base.replace("name: String!", "name: Int!"));
    expect(typeChanged.breaking.map((c) => c.path)).toEqual(["Offer.name"]);

    const requiredArg = await compareSchemas(base, base.replace("first: Int", "first: Int!"));
    expect(requiredArg.breaking).toHaveLength(1);

    const requiredInput = await compareSchemas(
      base,
      base.replace("offerId: ID!", "offerId: ID!\n    travellers: Int!"),
    );
    expect(requiredInput.breaking.map((c) => c.path)).toEqual(["BookInput.travellers"]);
  });

  it("lets additions through as safe", async () => {
    const changes = await compareSchemas(
      base,
      base.replace("name: String!", "name: String!\n  rating: Float"),
    );
    expect(changes.breaking).toEqual([]);
    expect(changes.safe.map((c) => c.path)).toEqual(["Offer.rating"]);
  });

  it("holds for the real contract: removing a live field of the published schema is breaking", async () => {
    const published = readFileSync(join(__dirname, "schema.graphql"), "utf8");
    let removed = 0;
    const withoutCountries = print(
      visit(parse(published), {
        ObjectTypeDefinition(type) {
          if (type.name.value !== "Query") return undefined;
          const fields = type.fields?.filter((f) => f.name.value !== "countries");
          removed = (type.fields?.length ?? 0) - (fields?.length ?? 0);
          return { ...type, fields };
        },
      }),
    );
    expect(removed).toBe(1);
    const changes = await compareSchemas(published, withoutCountries);
    expect(changes.breaking.map((c) => c.path)).toEqual(["Query.countries"]);
  });
});
