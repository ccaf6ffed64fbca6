/**
 * The product started the way `npm start` starts it, in front of an upstream that hangs or is
 * gone: the page still renders with the fallbacks, GraphQL answers within the gateway's
 * timeout, and the launcher's output carries the logged fault with its request id.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { useBrowser, loopbackContext, screenshot, viewports } from "./support/browser";
import { freePort, startProduct, type RunningProduct } from "./support/product";

const TIMEOUT_MS = 800;

const browser = useBrowser();

async function checkProduct(product: RunningProduct, shot: string) {
  const started = Date.now();
  const res = await fetch(`${product.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-request-id": `e2e-${shot}` },
    body: JSON.stringify({
      query: "{ countries { id } nationalities { code } exchangeRates { rate } }",
    }),
  });
  const body = (await res.json()) as { data: Record<string, unknown>; errors?: unknown };
  expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 2 + 1000);
  expect(body.errors).toBeUndefined();
  expect(body.data).toEqual({
    countries: [],
    nationalities: [{ code: "US" }],
    exchangeRates: null,
  });
  // the launcher prints both servers' logs; the gateway logged the fault with the request id
  await new Promise((r) => setTimeout(r, 200));
  expect(product.output()).toMatch(new RegExp(`"level":"warn"[^\\n]*"requestId":"e2e-${shot}"`));

  const { context, blocked } = await loopbackContext(browser(), { viewport: viewports.desktop });
  const page = await context.newPage();
  await page.goto(product.baseUrl);
  await page.getByRole("main").waitFor();
  await page.getByRole("button", { name: "Account menu" }).waitFor();
  await page.getByRole("button", { name: /^Currency: USD/ }).waitFor();
  expect(await page.getByText(/internal server error/i).count()).toBe(0);
  await screenshot(page, shot);
  expect(blocked).toEqual([]);
  await context.close();
}

test("upstream hanging: the page renders with fallbacks and the gateway answers within its timeout", async () => {
  const hanging: Server = createServer(() => {
    /* accept and never answer */
  });
  await new Promise<void>((r) => hanging.listen(0, "127.0.0.1", r));
  const product = await startProduct({
    UPSTREAM_URL: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`,
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  try {
    await checkProduct(product, "upstream-hanging");
  } finally {
    await product.stop();
    hanging.closeAllConnections();
    await new Promise((r) => hanging.close(r));
  }
});

test("upstream down: the page renders with fallbacks", async () => {
  const product = await startProduct({
    UPSTREAM_URL: `http://127.0.0.1:${await freePort()}`,
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  try {
    await checkProduct(product, "upstream-down");
  } finally {
    await product.stop();
  }
});
