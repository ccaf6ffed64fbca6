import type { AddressInfo } from "node:net";
import Ajv2020 from "ajv/dist/2020";
import { createLogger } from "@travel/service-kit/logger";
import { badRequest, HttpError } from "./http-error";
import { html, ok, type Route } from "./router";
import { createApiServer } from "./server";

const lines: string[] = [];
const routes: Route[] = [
  { method: "POST", path: "/echo", handler: async ({ body, clientIp }) => ok({ body, clientIp }) },
  {
    method: "GET",
    path: "/whoami",
    handler: async ({ query, authorization }) =>
      ok({ name: query.get("name"), authorization: authorization ?? null }),
  },
  { method: "GET", path: "/page", handler: async () => html("<p>hi</p>") },
  {
    method: "GET",
    path: "/boom",
    handler: async () => {
      throw new Error("database password leaked in message");
    },
  },
  {
    method: "GET",
    path: "/items/{id}",
    handler: async ({ params }) => ok({ id: params?.id }),
  },
  {
    method: "GET",
    path: "/taken",
    handler: async () => {
      throw new HttpError(409, "Card X has already been used", "CARD_ALREADY_USED");
    },
  },
  {
    method: "GET",
    path: "/bad",
    handler: async () => {
      throw badRequest("nope");
    },
  },
];
const server = createApiServer(routes, createLogger({ level: "info", sink: (l) => lines.push(l) }));
let base = "";

beforeAll(async () => {
  await server.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  lines.length = 0;
});

describe("createApiServer", () => {
  it("passes the JSON body and client address to the handler, with keep-alive", async () => {
    const response = await fetch(`${base}/echo?x=1`, { method: "POST", body: '{"a":1}' });
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("connection")).toBe("keep-alive");
    expect(await response.json()).toEqual({ body: { a: 1 }, clientIp: "127.0.0.1" });
  });

  it("passes the query and the Authorization header, and serves HTML as is", async () => {
    const response = await fetch(`${base}/whoami?name=Ana%20Garc%C3%ADa`, {
      headers: { authorization: "Bearer abc" },
    });
    expect(await response.json()).toEqual({ name: "Ana García", authorization: "Bearer abc" });
    expect(await (await fetch(`${base}/whoami`)).json()).toEqual({
      name: null,
      authorization: null,
    });
    const page = await fetch(`${base}/page`);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toBe("<p>hi</p>");
  });

  it("hides unexpected errors behind 500 Internal error and logs the details", async () => {
    const response = await fetch(`${base}/boom`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ status: 0, message: "Internal error" });
    expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({
        level: "error",
        msg: "GET /boom failed",
        err: expect.objectContaining({ message: "database password leaked in message" }),
      }),
    );
  });

  it("answers an HttpError with its status and message", async () => {
    const response = await fetch(`${base}/bad`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 0, message: "nope" });
  });

  it("passes the path's {name} segments and answers an HttpError's code", async () => {
    expect(await (await fetch(`${base}/items/7`)).json()).toEqual({ id: "7" });
    const taken = await fetch(`${base}/taken`);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      status: 0,
      code: "CARD_ALREADY_USED",
      message: "Card X has already been used",
    });
  });

  it("refuses a body over 1 MiB with 413", async () => {
    const response = await fetch(`${base}/echo`, {
      method: "POST",
      body: `{"a":"${"x".repeat(1024 * 1024)}"}`,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: 0, message: "Request body too large" });
  });

  it("closes the connection after refusing a half-read body, so the next request is answered", async () => {
    const response = await fetch(`${base}/echo`, {
      method: "POST",
      body: `{"a":"${"x".repeat(2 * 1024 * 1024)}"}`,
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    await response.text();
    const next = await fetch(`${base}/echo`, {
      method: "POST",
      body: '{"a":1}',
      signal: AbortSignal.timeout(2_000),
    });
    expect(await next.json()).toEqual({ body: { a: 1 }, clientIp: "127.0.0.1" });
  });

  it("logs one JSON line per request with method, path (no query), status, duration and the caller's request id", async () => {
    await fetch(`${base}/echo?secret=1`, {
      method: "POST",
      headers: { "x-request-id": "gw-req-1" },
    });
    await fetch(`${base}/missing`);
    await new Promise((resolve) => setImmediate(resolve));
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries).toEqual([
      {
        time: expect.any(String),
        level: "info",
        msg: "request",
        requestId: "gw-req-1",
        method: "POST",
        path: "/echo",
        status: 200,
        ms: expect.any(Number),
      },
      {
        time: expect.any(String),
        level: "info",
        msg: "request",
        method: "GET",
        path: "/missing",
        status: 404,
        ms: expect.any(Number),
      },
    ]);
  });
});

describe("request-body validation", () => {
  const ajv = new Ajv2020({ allErrors: true });
  const schema = {
    type: "object",
    required: ["mode"],
    properties: { mode: { enum: ["ok", "fail"] }, note: { type: "string" } },
  };
  const warnings: string[] = [];
  const validated = createApiServer(
    [
      { method: "POST", path: "/strict", handler: async ({ body }) => ok({ body }) },
      { method: "POST", path: "/domain", handler: async ({ body }) => ok({ body }) },
      { method: "POST", path: "/free", handler: async ({ body }) => ok({ body }) },
    ],
    createLogger({ level: "warn", sink: (l) => warnings.push(l) }),
    {
      requestBodies: (method, path) => (path === "/free" ? undefined : ajv.compile(schema)),
      domainChecked: new Set(["POST /domain"]),
    },
  );
  afterAll(() => validated.close());
  const post = async (url: string, payload?: string) => {
    const response = await validated.inject({ method: "POST", url, payload });
    return { status: response.statusCode, json: response.json() as unknown };
  };

  it("refuses a body its schema refuses with 400, naming the field, before the handler", async () => {
    expect(await post("/strict", '{"mode":"maybe"}')).toEqual({
      status: 400,
      json: { status: 0, message: "mode must be equal to one of the allowed values" },
    });
    expect(await post("/strict", '{"mode":"ok","note":7}')).toEqual({
      status: 400,
      json: { status: 0, message: "note must be string" },
    });
    // no body is checked as {}
    expect(await post("/strict")).toEqual({
      status: 400,
      json: { status: 0, message: "mode is required" },
    });
    expect(await post("/strict", '{"mode":"ok"}')).toEqual({
      status: 200,
      json: { body: { mode: "ok" } },
    });
    expect(await post("/free", '{"anything":1}')).toEqual({
      status: 200,
      json: { body: { anything: 1 } },
    });
  });

  it("lets the domain answer on a domain-checked route, logging a body it accepted against the schema", async () => {
    warnings.length = 0;
    expect(await post("/domain", '{"mode":"maybe"}')).toEqual({
      status: 200,
      json: { body: { mode: "maybe" } },
    });
    expect(warnings.map((l) => JSON.parse(l) as Record<string, unknown>)).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "accepted a request body that openapi.yaml refuses",
        method: "POST",
        path: "/domain",
        problem: "mode must be equal to one of the allowed values",
      }),
    ]);
  });

  it("answers malformed JSON and non-objects with 400, keeping the connection", async () => {
    // over a real connection (injected requests have no socket to keep)
    const response = await fetch(`${base}/echo`, { method: "POST", body: "{oops" });
    expect(response.status).toBe(400);
    expect(response.headers.get("connection")).toBe("keep-alive");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: 0, message: "Malformed JSON body" });
    expect(await post("/free", "[1]")).toEqual({
      status: 400,
      json: { status: 0, message: "Request body must be a JSON object" },
    });
    expect(await post("/free", "  \n")).toEqual({ status: 200, json: { body: {} } });
  });
});
