// The web app's static serving over real HTTP: pre-compressed variants chosen by
// Accept-Encoding, their headers, cache rules and the SPA fallback.
import cookieParser from "cookie-parser";
import express from "express";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { acceptedEncodings } from "./compression";
import { webApp } from "./web-app";

const INDEX = `<!doctype html><title>app</title>${"<p>travel</p>".repeat(50)}`;
const SHELL = `<!doctype html><title>app</title>${"<p>frame</p>".repeat(50)}`;
const HOTEL = `<!doctype html><title>app</title>${"<h1>Hotels</h1>".repeat(50)}`;
const SANDBOX = `<!doctype html><title>sandbox</title>${"<p>graphiql</p>".repeat(50)}`;
const SCRIPT = `export const greeting = "${"hello ".repeat(200)}";`;
const STYLE = `body { color: red; }${" .x { margin: 0 }".repeat(50)}`;

/** A build as web/build/precompress.ts leaves it: `.br` and `.gz` beside the text files. */
function builtWebApp({ shell = true } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "web-app-dist-"));
  mkdirSync(join(dir, "assets"));
  const withVariants = (path: string, text: string) => {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  };
  withVariants("index.html", INDEX);
  if (shell) withVariants("shell.html", SHELL);
  // a product area's page, prerendered (web/scripts/prerender.ts)
  mkdirSync(join(dir, "pages"));
  withVariants("pages/hotel.html", HOTEL);
  withVariants("sandbox.html", SANDBOX);
  withVariants("assets/app-3f9a.js", SCRIPT);
  withVariants("assets/app-3f9a.css", STYLE);
  // Too small to compress: no variants.
  writeFileSync(join(dir, "favicon.svg"), "<svg/>");
  writeFileSync(join(dir, "assets/photo-1a2b.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dir;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let server: Server;
let port: number;

/** A raw HTTP request: the body exactly as sent, not decoded as fetch would. */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", fail);
    });
    req.on("error", fail);
    req.end();
  });
}

beforeAll(async () => {
  const app = express();
  // as app.ts mounts it: the page served depends on the language cookie
  app.use(cookieParser());
  app.use(webApp(builtWebApp()));
  app.use((_req, res) => void res.status(404).send("not found"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((ready) => server.once("listening", ready));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((closed) => server.close(closed)));

const html = { accept: "text/html" };

describe("pre-compressed static files", () => {
  it("sends Brotli when the browser accepts it, with type, length and Vary", async () => {
    const answer = await get("/assets/app-3f9a.js", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    expect(answer.body.length).toBeLessThan(SCRIPT.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends gzip when Brotli is not accepted", async () => {
    const answer = await get("/assets/app-3f9a.css", { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(answer.body).toString()).toBe(STYLE);
  });

  it("sends the file as it is to clients accepting neither, still saying it varies", async () => {
    for (const acceptEncoding of [undefined, "identity", "br;q=0, gzip;q=0", "deflate"]) {
      const headers: Record<string, string> = acceptEncoding
        ? { "accept-encoding": acceptEncoding }
        : {};
      const answer = await get("/assets/app-3f9a.js", headers);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.body.toString()).toBe(SCRIPT);
    }
  });

  it("answers HEAD with the variant's headers and no body", async () => {
    const answer = await get("/assets/app-3f9a.js", { "accept-encoding": "br" }, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(Number(answer.headers["content-length"])).toBe(brotliCompressSync(SCRIPT).length);
    expect(answer.body.length).toBe(0);
  });

  it("compresses the app's pages, uncached: the home page for /, an area's own, the frame for the others", async () => {
    for (const [path, page] of [
      ["/", INDEX],
      ["/hotel", HOTEL],
      ["/hotel/?type=x", HOTEL],
      ["/cruises", SHELL],
      ["/hotel/offers/101?x=1", SHELL],
      ["/pages/hotel", SHELL],
      ["/Hotel", SHELL],
    ] as const) {
      const answer = await get(path, { ...html, "accept-encoding": "br, gzip" });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers["cache-control"]).toBe("no-cache");
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(answer.body).toString()).toBe(page);
    }
    const plain = await get("/hotel", html);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(HOTEL);
    expect((await get("/cruises", html)).body.toString()).toBe(SHELL);
    // the pages are prerendered in English: a visitor who chose another language gets the frame
    for (const [cookie, page] of [
      ["language=es-ES", SHELL],
      ["currency_code=EUR; language=es", SHELL],
      ["language=en-GB; currency_code=EUR", HOTEL],
      ["language=en", HOTEL],
      ["mylanguage=es-ES", HOTEL],
      ["language=%E0%A4%A", SHELL],
    ] as const)
      expect((await get("/hotel", { ...html, cookie })).body.toString()).toBe(page);
    const direct = await get("/index.html", { "accept-encoding": "gzip" });
    expect(direct.headers["cache-control"]).toBe("no-cache");
    expect(gunzipSync(direct.body).toString()).toBe(INDEX);
    const sandbox = await get("/sandbox", { ...html, "accept-encoding": "gzip" });
    expect(sandbox.headers["content-encoding"]).toBe("gzip");
    expect(sandbox.headers["cache-control"]).toBe("no-cache");
    expect(gunzipSync(sandbox.body).toString()).toBe(SANDBOX);
  });

  it("sends files without variants and binary files as they are", async () => {
    const favicon = await get("/favicon.svg", { "accept-encoding": "br" });
    expect(favicon.status).toBe(200);
    expect(favicon.headers["content-encoding"]).toBeUndefined();
    expect(favicon.headers["content-type"]).toMatch(/image\/svg\+xml/);
    expect(favicon.headers["cache-control"]).toBe("no-cache");
    expect(favicon.body.toString()).toBe("<svg/>");
    const photo = await get("/assets/photo-1a2b.png", { "accept-encoding": "br" });
    expect(photo.headers["content-encoding"]).toBeUndefined();
    expect(photo.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers 404 for missing files and never serves outside the build", async () => {
    expect((await get("/assets/gone.js", { "accept-encoding": "br" })).status).toBe(404);
    expect((await get("/%2e%2e/%2e%2e/etc/passwd.js", { "accept-encoding": "br" })).status).toBe(
      404,
    );
    expect((await get("/assets/%00.js", { "accept-encoding": "br" })).status).toBe(404);
  });
});

describe("a build without the page frame", () => {
  let older: Server;
  let olderPort: number;
  beforeAll(async () => {
    const app = express();
    app.use(webApp(builtWebApp({ shell: false })));
    older = app.listen(0, "127.0.0.1");
    await new Promise((ready) => older.once("listening", ready));
    olderPort = (older.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((closed) => older.close(closed)));

  it("answers every page with index.html", async () => {
    const answer = await fetch(`http://127.0.0.1:${olderPort}/cruises`, { headers: html });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
    expect(await answer.text()).toBe(INDEX);
  });
});

describe("acceptedEncodings", () => {
  it.each([
    [undefined, []],
    ["", []],
    ["gzip, deflate, br", ["br", "gzip"]],
    ["br;q=0.5, gzip;q=1", ["br", "gzip"]],
    ["gzip", ["gzip"]],
    ["br;q=0", []],
    ["*", ["br", "gzip"]],
    ["*, br;q=0", ["gzip"]],
    ["GZIP ; q=0.8", ["gzip"]],
    ["identity", []],
  ])("%j allows %j", (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});
