import type { Db } from "../db/db";
import type { ApiRequest, Route } from "../http/router";
import { createSavingsProvider } from "./provider";

/** The hang and control paths touch no table. */
const noDb = {} as Db;

const request = (body: Record<string, unknown>, signal?: AbortSignal): ApiRequest => ({
  body,
  clientIp: "127.0.0.1",
  query: new URLSearchParams(),
  authorization: undefined,
  language: "en",
  signal,
});

const handler = (routes: Route[], method: string, suffix: string) => {
  const route = routes.find((r) => r.method === method && r.path.endsWith(suffix));
  if (route === undefined) throw new Error(`no ${method} ${suffix}`);
  return route.handler;
};

async function hanging(provider: ReturnType<typeof createSavingsProvider>, signal?: AbortSignal) {
  await handler(provider.routes, "POST", "/_control")(request({ mode: "hang" }));
  let settled = false;
  const answer = handler(
    provider.routes,
    "POST",
    "/api/members/import",
  )(request({ members: [] }, signal)).then((a) => {
    settled = true;
    return a;
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(settled).toBe(false);
  // wrapped: an async function would wait for the answer it returns
  return { answer };
}

describe("the provider's hang mode", () => {
  it("lets go of a hanging import when its connection closes", async () => {
    const provider = createSavingsProvider(noDb, {
      controlEnabled: true,
      siteUrl: "http://localhost:4000",
    });
    const connection = new AbortController();
    const { answer } = await hanging(provider, connection.signal);
    connection.abort();
    expect((await answer).httpStatus).toBe(503);
  });

  it("lets go of every hanging import on close, and when the mode changes", async () => {
    const provider = createSavingsProvider(noDb, {
      controlEnabled: true,
      siteUrl: "http://localhost:4000",
    });
    const first = await hanging(provider);
    const second = await hanging(provider);
    provider.close();
    expect((await first.answer).httpStatus).toBe(503);
    expect((await second.answer).httpStatus).toBe(503);
    const third = await hanging(provider);
    await handler(provider.routes, "POST", "/_control")(request({ mode: "ok" }));
    expect((await third.answer).httpStatus).toBe(503);
    expect(provider.mode()).toBe("ok");
  });

  it("serves no control without the developer endpoints", () => {
    const provider = createSavingsProvider(noDb, {
      controlEnabled: false,
      siteUrl: "http://localhost:4000",
    });
    expect(provider.routes.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /savings-provider/api/members/import",
      "GET /savings-provider/director",
    ]);
  });
});
