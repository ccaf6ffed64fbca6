/**
 * What a page fetches on load without interaction, read in Chromium through the DevTools protocol:
 * every response with its type, Content-Encoding, bytes on the wire (`encodedDataLength`, headers
 * included) and decoded body size, and for scripts the gzip -9 size of the decoded body. Shared by
 * the bench (tests/bench/web.ts) and the size budget in `npm test` (tests/e2e/budget.test.ts).
 *
 * Scripts the page only prefetches (`<link rel="prefetch">`, sent with `Sec-Purpose: prefetch`:
 * fetched into the HTTP cache at idle, not run, as a page the gateway rendered does with the
 * app's scripts once it has loaded) are counted apart from the scripts the page loads to run.
 */
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";

/** Text bodies below this size may go uncompressed (the usual threshold of compression middleware). */
export const MIN_COMPRESSED_BYTES = 1024;

export interface LoadedResponse {
  url: string;
  /** Path and query, for messages. */
  path: string;
  /** DevTools resource type: Document, Script, Stylesheet, Fetch, Image, Font… */
  resourceType: string;
  mimeType: string;
  status: number;
  /** Content-Encoding of the response, "" when none. */
  encoding: string;
  /** Accept-Encoding the browser sent ("" when the protocol did not report it). */
  acceptEncoding: string;
  /** Bytes received for the response, headers included. */
  wireBytes: number;
  /** Size of the decoded body. */
  bodyBytes: number;
  /** gzip -9 size of the decoded body (text responses only, else 0). */
  gzipBytes: number;
  isScript: boolean;
  isText: boolean;
  /** Fetched as a prefetch (into the cache, not run). */
  prefetched: boolean;
}

export interface ScriptSums {
  files: number;
  bodyBytes: number;
  gzipBytes: number;
  wireBytes: number;
}

export interface InitialLoad {
  responses: LoadedResponse[];
  /** The scripts the page loads to run (prefetches apart). */
  scripts: LoadedResponse[];
  /** Sums over the scripts. */
  js: ScriptSums;
  /** Sums over the scripts the page prefetched at idle, not run. */
  prefetchedJs: ScriptSums;
  /** Text responses of at least MIN_COMPRESSED_BYTES sent without Content-Encoding although asked. */
  uncompressed: LoadedResponse[];
}

const textMime = /^text\/|javascript|json|xml|svg|graphql/i;

type Headers = Record<string, string>;
const lower = (headers: Headers | undefined): Headers =>
  Object.fromEntries(Object.entries(headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));

/**
 * Loads `url` in `page` (a fresh context, so nothing is cached) and waits until the network has
 * been idle for `idleMs`; nothing on the page is clicked, hovered or scrolled.
 */
export async function measureInitialLoad(
  page: Page,
  url: string,
  { idleMs = 1000, timeoutMs = 30_000 } = {},
): Promise<InitialLoad> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable", {
    maxTotalBufferSize: 200_000_000,
    maxResourceBufferSize: 50_000_000,
  });
  const seen = new Map<string, Partial<LoadedResponse>>();
  const accept = new Map<string, string>();
  const prefetches = new Set<string>();
  const finished = new Map<string, number>();
  let inFlight = 0;
  let lastActivity = Date.now();
  const touch = () => (lastActivity = Date.now());

  const operations = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", (e) => {
    inFlight++;
    touch();
    // Name GraphQL answers by their operation, so a message can tell them apart.
    try {
      const name = (JSON.parse(e.request.postData ?? "{}") as { operationName?: string })
        .operationName;
      if (name) operations.set(e.requestId, name);
    } catch {
      /* not JSON */
    }
  });
  cdp.on("Network.requestWillBeSentExtraInfo", (e) => {
    const headers = lower(e.headers as Headers);
    accept.set(e.requestId, headers["accept-encoding"] ?? "");
    if (/\bprefetch\b/.test(headers["sec-purpose"] ?? "")) prefetches.add(e.requestId);
  });
  cdp.on("Network.responseReceived", (e) => {
    touch();
    const headers = lower(e.response.headers as Headers);
    const u = new URL(e.response.url);
    const mimeType = e.response.mimeType ?? "";
    seen.set(e.requestId, {
      url: e.response.url,
      path: u.protocol.startsWith("http")
        ? `${u.pathname}${u.search}${operations.has(e.requestId) ? ` (${operations.get(e.requestId)})` : ""}`
        : e.response.url,
      resourceType: e.type ?? "Other",
      mimeType,
      status: e.response.status,
      encoding: headers["content-encoding"] ?? "",
      isScript: e.type === "Script" || /javascript/i.test(mimeType),
      isText: textMime.test(mimeType),
    });
  });
  const done = (requestId: string, bytes: number) => {
    inFlight = Math.max(0, inFlight - 1);
    finished.set(requestId, bytes);
    touch();
  };
  cdp.on("Network.loadingFinished", (e) => done(e.requestId, e.encodedDataLength));
  cdp.on("Network.loadingFailed", (e) => done(e.requestId, 0));

  await page.goto(url, { waitUntil: "load", timeout: timeoutMs });
  const deadline = Date.now() + timeoutMs;
  while (inFlight > 0 || Date.now() - lastActivity < idleMs) {
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }

  const responses: LoadedResponse[] = [];
  for (const [requestId, r] of seen) {
    if (!r.url?.startsWith("http")) continue;
    let bodyBytes = 0;
    let gzipBytes = 0;
    if (r.status !== 204 && r.status !== 304) {
      try {
        const { body, base64Encoded } = await cdp.send("Network.getResponseBody", { requestId });
        const bytes = Buffer.from(body, base64Encoded ? "base64" : "utf8");
        bodyBytes = bytes.length;
        if (r.isText) gzipBytes = gzipSync(bytes, { level: 9 }).length;
      } catch {
        /* no body kept (redirect, failed request) */
      }
    }
    responses.push({
      ...(r as LoadedResponse),
      prefetched: prefetches.has(requestId),
      acceptEncoding: accept.get(requestId) ?? "",
      wireBytes: finished.get(requestId) ?? 0,
      bodyBytes,
      gzipBytes,
    });
  }
  await cdp.detach();

  const scripts = responses.filter((r) => r.isScript && !r.prefetched);
  const prefetched = responses.filter((r) => r.isScript && r.prefetched);
  const sums = (list: LoadedResponse[]): ScriptSums => {
    const sum = (k: "bodyBytes" | "gzipBytes" | "wireBytes") => list.reduce((n, r) => n + r[k], 0);
    return {
      files: list.length,
      bodyBytes: sum("bodyBytes"),
      gzipBytes: sum("gzipBytes"),
      wireBytes: sum("wireBytes"),
    };
  };
  const uncompressed = responses.filter(
    (r) =>
      r.isText &&
      r.status === 200 &&
      r.bodyBytes >= MIN_COMPRESSED_BYTES &&
      (r.encoding === "" || r.encoding === "identity") &&
      // Chromium always asks for gzip and br over HTTP; a missing report counts as asked.
      (r.acceptEncoding === "" || /\b(gzip|br)\b/.test(r.acceptEncoding)),
  );
  return {
    responses,
    scripts,
    js: sums(scripts),
    prefetchedJs: sums(prefetched),
    uncompressed,
  };
}

/** "12.3 KiB" */
export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/** One line per response, for failure messages and the bench's detail output. */
export function describeResponse(r: LoadedResponse): string {
  return `${r.path} (${r.mimeType || r.resourceType}, ${kib(r.bodyBytes)} decoded, ${kib(r.wireBytes)} on the wire, ${r.encoding || "no Content-Encoding"})`;
}
