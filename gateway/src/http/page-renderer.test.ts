// The page renderer's own process (page-renderer.ts) with stand-in hosts speaking the protocol
// of web/src/server/host.ts: operations come back to run in the gateway, a renderer that dies
// fails its pages (the build's page is sent) and the next page starts a new one, a missing build
// renders nothing, a late page is given up.
import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogger } from "@travel/service-kit/logger";
import { forkPageRenderer, type PageRenderer } from "./page-renderer";

/** A host that runs one operation and answers with its result and its own process id. */
const ECHO_HOST = `
let op = 0;
const waiting = new Map();
process.on("message", (message) => {
  if (message.type === "render") {
    if (message.url === "/crash") process.exit(3);
    if (message.url === "/never") return;
    if (message.url === "/not-rendered") return process.send({ type: "rendered", id: message.id });
    op += 1;
    waiting.set(op, message);
    process.send({ type: "execute", id: message.id, op, request: { query: "{ hello }" } });
  } else if (message.type === "executed") {
    const render = waiting.get(message.op);
    waiting.delete(message.op);
    process.send({
      type: "rendered",
      id: render.id,
      html: JSON.stringify({ url: render.url, language: render.language, pid: process.pid, result: message.result }),
    });
  }
});
process.on("disconnect", () => process.exit(0));
process.send({ type: "ready" });
`;

function host(source: string): string {
  const dir = mkdtempSync(join(tmpdir(), "page-renderer-"));
  const path = join(dir, "host.mjs");
  writeFileSync(path, source);
  return path;
}

function logged() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    level: "info",
    sink: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { logger, lines };
}

const hello = () => Promise.resolve({ data: { hello: "world" } });
const opened: PageRenderer[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((r) => r.close()));
});
function renderer(hostPath: string, logger = logged().logger): PageRenderer {
  const forked = forkPageRenderer({ hostPath, logger, renderMarginMs: 200 });
  opened.push(forked);
  return forked;
}

test("a page's operations run in the gateway; pages render in the renderer's own process", async () => {
  const pages = renderer(host(ECHO_HOST));
  const queries: string[] = [];
  const [one, two] = await Promise.all(
    ["/", "/hotel"].map((url) =>
      pages.render({ url, language: "es-ES", waitMs: 1000 }, (request) => {
        queries.push(request.query);
        return hello();
      }),
    ),
  );
  const first = JSON.parse(one ?? "null") as { url: string; pid: number; result: unknown };
  const second = JSON.parse(two ?? "null") as { url: string; pid: number };
  expect(first).toMatchObject({
    url: "/",
    language: "es-ES",
    result: { data: { hello: "world" } },
  });
  expect(second.url).toBe("/hotel");
  expect(first.pid).not.toBe(process.pid);
  expect(second.pid).toBe(first.pid);
  expect(queries).toEqual(["{ hello }", "{ hello }"]);
  // a page the renderer does not render
  await expect(
    pages.render({ url: "/not-rendered", language: undefined, waitMs: 1000 }, hello),
  ).resolves.toBeUndefined();
});

test("a renderer that dies fails its pages, and a later page starts a new one", async () => {
  const { logger, lines } = logged();
  const pages = renderer(host(ECHO_HOST), logger);
  const before = JSON.parse(
    (await pages.render({ url: "/", language: undefined, waitMs: 1000 }, hello)) ?? "null",
  ) as { pid: number };
  await expect(
    pages.render({ url: "/crash", language: undefined, waitMs: 1000 }, hello),
  ).resolves.toBeUndefined();
  expect(lines).toContainEqual(expect.objectContaining({ msg: "page renderer exited", code: 3 }));
  // at most one start a second: wait for the next
  let after: { pid: number } | null = null;
  const deadline = Date.now() + 10_000;
  while (!after && Date.now() < deadline) {
    const html = await pages.render({ url: "/", language: undefined, waitMs: 1000 }, hello);
    after = html ? (JSON.parse(html) as { pid: number }) : null;
    if (!after) await new Promise((r) => setTimeout(r, 100));
  }
  expect(after?.pid).toBeDefined();
  expect(after?.pid).not.toBe(before.pid);
});

test("a new build replaces the renderer with one running it", async () => {
  const { logger, lines } = logged();
  const path = host(ECHO_HOST);
  const pages = renderer(path, logger);
  const pidOf = async () => {
    const html = await pages.render({ url: "/", language: undefined, waitMs: 1000 }, hello);
    return html ? (JSON.parse(html) as { pid: number }).pid : undefined;
  };
  const before = await pidOf();
  expect(before).toBeDefined();
  // the build writes host.js again
  const later = new Date(Date.now() + 5_000);
  utimesSync(path, later, later);
  let after: number | undefined;
  const deadline = Date.now() + 10_000;
  while ((after === undefined || after === before) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    after = await pidOf();
  }
  expect(after).toBeDefined();
  expect(after).not.toBe(before);
  expect(lines).toContainEqual(
    expect.objectContaining({ msg: "page renderer restarted for a new build" }),
  );
  expect(lines.filter((l) => l.msg === "page renderer exited")).toEqual([]);
});

test("a page past its wait is given up", async () => {
  const { logger, lines } = logged();
  const pages = renderer(host(ECHO_HOST), logger);
  // the wait is the data's; the render itself gets a margin (200 ms here)
  const started = Date.now();
  await expect(
    pages.render({ url: "/never", language: undefined, waitMs: 100 }, hello),
  ).resolves.toBeUndefined();
  expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  expect(lines).toContainEqual(
    expect.objectContaining({ msg: "page rendering given up", url: "/never" }),
  );
});

test("a renderer started ahead of the first page serves it", async () => {
  const { logger, lines } = logged();
  const pages = renderer(host(ECHO_HOST), logger);
  await expect(pages.warm()).resolves.toBe(true);
  await expect(pages.warm()).resolves.toBe(true);
  const html = await pages.render({ url: "/", language: undefined, waitMs: 1000 }, hello);
  expect(html).toContain('"url":"/"');
  expect(lines.filter((l) => l.msg === "page renderer exited")).toEqual([]);
  const none = renderer(join(mkdtempSync(join(tmpdir(), "no-renderer-")), "host.js"));
  await expect(none.warm()).resolves.toBe(false);
});

test("a build without the renderer renders nothing, and says so once", async () => {
  const { logger, lines } = logged();
  const pages = renderer(join(mkdtempSync(join(tmpdir(), "no-renderer-")), "host.js"), logger);
  for (let i = 0; i < 3; i++)
    await expect(
      pages.render({ url: "/", language: undefined, waitMs: 1000 }, hello),
    ).resolves.toBeUndefined();
  expect(lines.filter((l) => String(l.msg).includes("no renderer"))).toHaveLength(1);
});
