import { buildSchema, lexicographicSortSchema, printSchema } from "graphql";
import { loadTypeDefs } from "@travel/schema";
import { startTestGateway, type TestGateway } from "../testing/test-gateway";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ partnerOrigins: ["https://partner.example"] });
});
afterAll(() => gateway.close());

const sorted = (sdl: string) => printSchema(lexicographicSortSchema(buildSchema(sdl)));

describe("GET /schema.graphql", () => {
  it("serves the whole API as SDL, the same schema the gateway runs", async () => {
    const res = await fetch(`${gateway.url}/schema.graphql`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const sdl = await res.text();
    // every type, field, argument and description of schema/*.graphql, nothing else
    expect(sorted(sdl)).toBe(sorted(loadTypeDefs().join("\n")));
    expect(sdl).toMatch(/"""[^"]+"""\s+type Query/);
  });

  it("may be fetched from a partner's page", async () => {
    const res = await fetch(`${gateway.url}/schema.graphql`, {
      headers: { origin: "https://partner.example" },
    });
    expect(res.headers.get("access-control-allow-origin")).toBe("https://partner.example");
  });
});
