/**
 * A partner's page on another origin calls the API from a real browser: the product is started
 * with PARTNER_ORIGINS naming one local origin; a page served from there signs in for a Bearer
 * token and reads the viewer with it (Chromium sends the preflights and enforces CORS), and a
 * page from a second, unlisted origin is refused by the browser.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./support/browser";
import { startProduct, type RunningProduct } from "./support/product";

let browser: Browser;
let product: RunningProduct;
let partner: Server;
let stranger: Server;

/** A page of a site of its own on loopback. */
async function siteServing(title: string): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}
const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  partner = await siteServing("Partner travel app");
  stranger = await siteServing("Unlisted site");
  product = await startProduct({ PARTNER_ORIGINS: originOf(partner) });
  browser = await launchBrowser();
}, 150_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await new Promise((resolve) => partner?.close(resolve));
  await new Promise((resolve) => stranger?.close(resolve));
});

/** In the page: sign in for a Bearer token, then read the viewer with it. */
async function signInAndReadViewer(api: string) {
  const call = async (query: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${api}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query }),
    });
    return {
      status: res.status,
      requestId: res.headers.get("x-request-id"),
      body: (await res.json()) as { data: Record<string, Record<string, unknown> | null> },
    };
  };
  const signIn = await call(`mutation {
    signIn(input: { email: "traveller@example.com", password: "Traveller#1", tokenDelivery: BEARER }) {
      token errors { code }
    } }`);
  const token = signIn.body.data.signIn?.token as string;
  const viewer = await call("{ viewer { email } }", { authorization: `Bearer ${token}` });
  return { signIn, viewer };
}

test("a page on a partner origin signs in for a Bearer token and reads the viewer", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(originOf(partner));
  await page.getByRole("heading", { name: "Partner travel app" }).waitFor();
  const { signIn, viewer } = await page.evaluate(signInAndReadViewer, product.baseUrl);
  expect(signIn.status).toBe(200);
  expect(signIn.body.data.signIn).toMatchObject({ errors: [], token: expect.any(String) });
  // an exposed header: the partner can quote the request id to support
  expect(signIn.requestId).toEqual(expect.any(String));
  expect(viewer.body.data.viewer).toEqual({ email: "traveller@example.com" });
  await context.close();
});

test("a page on an unlisted origin is refused by the browser", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(originOf(stranger));
  await page.getByRole("heading", { name: "Unlisted site" }).waitFor();
  const outcome = await page.evaluate(
    (api) =>
      fetch(`${api}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ viewer { email } }" }),
      }).then(
        (res) => `answered ${res.status}`,
        (err: unknown) => `refused: ${String(err)}`,
      ),
    product.baseUrl,
  );
  expect(outcome).toMatch(/^refused: TypeError/);
  await context.close();
});
