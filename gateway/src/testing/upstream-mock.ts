/**
 * Installs the msw upstream for a test file: fails on unhandled upstream requests, lets calls
 * to the gateway under test (loopback) through, counts upstream calls per path, and resets
 * handlers, data and counts after each test.
 */
import { setupServer } from "msw/node";
import { resetUpstreamDb } from "./upstream-db";
import { TEST_UPSTREAM_URL, upstreamHandlers } from "./upstream-handlers";

export interface UpstreamMock {
  server: ReturnType<typeof setupServer>;
  /** Upstream calls per "METHOD /path" since the test started. */
  calls(): Record<string, number>;
}

export function useUpstreamMock(): UpstreamMock {
  const server = setupServer(...upstreamHandlers);
  let counts: Record<string, number> = {};
  server.events.on("request:start", ({ request }) => {
    if (!request.url.startsWith(TEST_UPSTREAM_URL)) return;
    const key = `${request.method} ${new URL(request.url).pathname}`;
    counts[key] = (counts[key] ?? 0) + 1;
  });

  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        if (request.url.startsWith(TEST_UPSTREAM_URL)) print.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    resetUpstreamDb();
    counts = {};
  });
  afterAll(() => server.close());

  return { server, calls: () => ({ ...counts }) };
}
