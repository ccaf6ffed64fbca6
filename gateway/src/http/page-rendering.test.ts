// Pages rendered with the visitor's data (page-rendering.ts) and how the web app serves them
// (web-app.ts): the renderer is asked for the page with the visitor's language and runs its
// operations as them; a page it does not render falls back to the build's page; a rendered page
// goes out personal (never shared) and compressed, and a signed-out visitor's page is kept for
// others only when everything it used may be shared. The renderer's own process is tested in
// page-renderer.test.ts; here stand-ins answer for it.
import cookieParser from "cookie-parser";
import express from "express";
import { mkdtempSync, writeFileSync } from "node:fs";
import { request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ResponsePolicy } from "../platform/cache/response-policy";
import { createMemoryStore, type Store } from "../platform/store";
import type { PageRenderer } from "./page-renderer";
import { createPageRendering, type PageRendering } from "./page-rendering";
import { webApp } from "./web-app";

const BUILT_HOME = `<!doctype html><html lang="en-US"><title>Travel</title><div id="root" data-prerendered="home"></div>${" ".repeat(2000)}`;

/** A web build: dist/index.html. */
function build(): string {
  const dir = mkdtempSync(join(tmpdir(), "page-rendering-"));
  writeFileSync(join(dir, "index.html"), BUILT_HOME);
  return dir;
}

/** A renderer answering with what it was asked and one operation's result. */
const echoRenderer: PageRenderer = {
  async render({ url, language, waitMs }, execute) {
    const result = await execute({ query: "{ hello }" });
    return "<!doctype html>" + JSON.stringify({ url, language, waitMs, result }) + " ".repeat(2000);
  },
  warm: () => Promise.resolve(true),
  close: () => Promise.resolve(),
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

async function serve(dist: string, renderPage: PageRendering | undefined) {
  const app = express();
  app.use(cookieParser());
  app.use(webApp(dist, { renderPage }));
  const server: Server = app.listen(0, "127.0.0.1");
  await new Promise((ready) => server.once("listening", ready));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Answer>((done, fail) => {
      const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", fail);
      req.end();
    });
  return { get, close: () => new Promise((closed) => server.close(closed)) };
}

const executed: { query: string; shared: boolean }[] = [];
function rendering(
  renderer: PageRenderer,
  cache?: { store: Store; maxTtlMs: number },
  /** What the upstream answers the page used say about sharing it. */
  answers: (policy: ResponsePolicy) => void = (policy) => policy.noteShared(60_000),
): PageRendering {
  return createPageRendering({
    renderer,
    executorFor:
      (_req, _res, { policy, shared }) =>
      (request) => {
        executed.push({ query: request.query, shared });
        answers(policy);
        return Promise.resolve({ data: { hello: "world" } });
      },
    timeoutMs: 1234,
    cache,
  });
}

/** A site serving a build whose pages `renderer` renders. */
const siteWith = (
  renderer: PageRenderer,
  cache?: { store: Store; maxTtlMs: number },
  answers?: (policy: ResponsePolicy) => void,
) => serve(build(), rendering(renderer, cache, answers));

test("a page is rendered with the visitor's language, its operations run as them", async () => {
  const site = await siteWith(echoRenderer);
  try {
    const answer = await site.get("/?from=mail", { cookie: "language=es-ES" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    const page = JSON.parse(answer.body.toString().slice("<!doctype html>".length)) as unknown;
    expect(page).toEqual({
      url: "/?from=mail",
      language: "es-ES",
      waitMs: 1234,
      result: { data: { hello: "world" } },
    });
    expect(executed).toContainEqual({ query: "{ hello }", shared: false });
    // any page the renderer renders: the web app decides which
    expect((await site.get("/hotel/offers/101")).body.toString()).toContain(
      '"url":"/hotel/offers/101"',
    );
  } finally {
    await site.close();
  }
});

test("a rendered page is personal: never stored by a shared cache, and varies with the cookies", async () => {
  const site = await siteWith(echoRenderer);
  try {
    const br = await site.get("/", { "accept-encoding": "gzip, br" });
    expect(br.headers["cache-control"]).toBe("private, no-cache");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.vary).toMatch(/cookie/i);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toContain('"url":"/"');
    const gzip = await site.get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toContain('"url":"/"');
    const plain = await site.get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain('"url":"/"');
  } finally {
    await site.close();
  }
});

test("a HEAD request, and a page the renderer does not render, get the build's page", async () => {
  const declines: PageRenderer = {
    render: () => Promise.resolve(undefined),
    warm: () => Promise.resolve(true),
    close: () => Promise.resolve(),
  };
  const rendered = await siteWith(echoRenderer);
  const declined = await siteWith(declines);
  try {
    const head = await rendered.get("/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["cache-control"]).toBe("no-cache");
    const answer = await declined.get("/");
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(BUILT_HOME);
    expect(answer.headers["cache-control"]).toBe("no-cache");
  } finally {
    await rendered.close();
    await declined.close();
  }
});

describe("signed-out visitors' pages, kept in the shared store", () => {
  /** A renderer counting its renders, slow enough for requests to meet in flight. */
  function countingRenderer(): PageRenderer {
    let renders = 0;
    return {
      async render({ url, language }, execute) {
        renders += 1;
        const count = renders;
        await execute({ query: "{ hello }" });
        await new Promise((done) => setTimeout(done, 50));
        return `<!doctype html>${JSON.stringify({ url, language, renders: count })}${" ".repeat(2000)}`;
      },
      warm: () => Promise.resolve(true),
      close: () => Promise.resolve(),
    };
  }

  const renders = (answer: Answer) =>
    (JSON.parse(answer.body.toString().slice("<!doctype html>".length)) as { renders: number })
      .renders;
  const kept = () => ({ store: createMemoryStore({ maxBytes: 1_000_000 }), maxTtlMs: 60_000 });

  test("one render serves every signed-out visitor of the same address and preferences", async () => {
    const site = await siteWith(countingRenderer(), kept());
    try {
      executed.length = 0;
      // three at once: rendered once
      const first = await Promise.all([site.get("/"), site.get("/"), site.get("/")]);
      expect(first.map(renders)).toEqual([1, 1, 1]);
      expect(first.map((a) => a.headers["x-cache"])).toEqual(["miss", "miss", "miss"]);
      // rendered without the session, as a public GraphQL operation is
      expect(executed).toEqual([{ query: "{ hello }", shared: true }]);
      const again = await site.get("/");
      expect(again.headers["x-cache"]).toBe("hit");
      expect(renders(again)).toBe(1);
      // other preferences, another address: other pages
      expect(renders(await site.get("/", { cookie: "language=es-ES" }))).toBe(2);
      expect(renders(await site.get("/", { cookie: "currency_code=EUR" }))).toBe(3);
      expect(renders(await site.get("/?from=mail"))).toBe(4);
      // a cookie the page does not depend on shares the page
      expect(renders(await site.get("/", { cookie: "_ga=1" }))).toBe(1);
    } finally {
      await site.close();
    }
  });

  test("a signed-in visitor's page is rendered for them and never kept", async () => {
    const site = await siteWith(countingRenderer(), kept());
    try {
      executed.length = 0;
      const session = { cookie: "session=abc" };
      const one = await site.get("/", session);
      const two = await site.get("/", session);
      expect([renders(one), renders(two)]).toEqual([1, 2]);
      expect(one.headers["x-cache"]).toBe("bypass");
      expect(executed.every((e) => !e.shared)).toBe(true);
      // and a signed-out page rendered after them is not theirs
      expect(renders(await site.get("/"))).toBe(3);
    } finally {
      await site.close();
    }
  });

  test("a page that used a personal or failed answer is not kept, nor shared in flight", async () => {
    const site = await siteWith(countingRenderer(), kept(), (policy) => policy.notePrivate());
    try {
      expect(renders(await site.get("/"))).toBe(1);
      expect(renders(await site.get("/"))).toBe(2);
      const together = await Promise.all([site.get("/"), site.get("/")]);
      expect(together.map(renders).sort()).toEqual([3, 4]);
    } finally {
      await site.close();
    }
  });
});
