/** Routing on Fastify: the route tables' exact paths, `{name}` templates, 404 and 405. */
import { createLogger } from "@travel/service-kit/logger";
import { fastifyPath, ok, type Handler, type Route } from "./router";
import { createApiServer } from "./server";

const handler: Handler = async ({ params }) => ok({ route: "a", params });
const other: Handler = async ({ params }) => ok({ route: "other", params });

function server(routes: Route[]) {
  return createApiServer(routes, createLogger({ level: "silent" }), { requestBodies: null });
}

async function answer(
  app: ReturnType<typeof server>,
  method: "GET" | "POST" | "PUT" | "HEAD",
  url: string,
) {
  const response = await app.inject({ method, url });
  return {
    status: response.statusCode,
    allow: response.headers.allow,
    json: method === "HEAD" ? undefined : (response.json() as unknown),
  };
}

describe("routing", () => {
  const app = server([
    { method: "POST", path: "/api/a", handler },
    { method: "GET", path: "/api/b", handler },
  ]);
  afterAll(() => app.close());

  it("finds a route by method and exact path", async () => {
    expect(await answer(app, "POST", "/api/a")).toMatchObject({
      status: 200,
      json: { route: "a", params: {} },
    });
  });

  it("tells unknown paths from wrong methods", async () => {
    expect(await answer(app, "POST", "/api/a/")).toEqual({
      status: 404,
      json: { status: 0, message: "Not found" },
    });
    for (const method of ["GET", "PUT"] as const)
      expect(await answer(app, method, "/api/a")).toEqual({
        status: 405,
        allow: "POST",
        json: { status: 0, message: "Method not allowed" },
      });
    expect(await answer(app, "HEAD", "/api/b")).toMatchObject({ status: 405, allow: "GET" });
  });

  it("matches {name} segments of templated paths, exact paths first", async () => {
    const templated = server([
      { method: "GET", path: "/api/offers/{id}", handler },
      { method: "GET", path: "/api/offers/top", handler: other },
      { method: "GET", path: "/api/offers", handler: other },
    ]);
    const found = async (url: string) => (await answer(templated, "GET", url)).json;
    expect(await found("/api/offers/42")).toEqual({ route: "a", params: { id: "42" } });
    expect(await found("/api/offers/a%20b")).toEqual({ route: "a", params: { id: "a b" } });
    // a malformed escape is passed on as sent, for the handler to refuse
    expect(await found("/api/offers/%E0%A4%A")).toEqual({
      route: "a",
      params: { id: "%E0%A4%A" },
    });
    expect(await found("/api/offers/%E0%A4%A?x=%")).toEqual({
      route: "a",
      params: { id: "%E0%A4%A" },
    });
    expect(await found("/api/offers/top")).toEqual({ route: "other", params: {} });
    expect((await answer(templated, "GET", "/api/offers/")).status).toBe(404);
    expect((await answer(templated, "GET", "/api/offers/1/2")).status).toBe(404);
    expect(await answer(templated, "POST", "/api/offers/1")).toMatchObject({
      status: 405,
      allow: "GET",
    });
    await templated.close();
  });

  it("refuses a route defined twice", () => {
    expect(() =>
      server([
        { method: "GET", path: "/x", handler },
        { method: "GET", path: "/x", handler },
      ]),
    ).toThrow("Route GET /x is defined twice");
  });

  it("writes {name} templates as Fastify params", () => {
    expect(fastifyPath("/api/offers/{id}")).toBe("/api/offers/:id");
    expect(fastifyPath("/api/general/getCss/{name}")).toBe("/api/general/getCss/:name");
    expect(fastifyPath("/api/offers")).toBe("/api/offers");
  });
});
