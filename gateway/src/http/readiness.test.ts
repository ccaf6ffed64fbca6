import { createLogger } from "@travel/service-kit/logger";
import type { UpstreamHttp } from "../upstream/http";
import { UpstreamUnavailableError } from "../upstream/errors";
import { createReadiness } from "./readiness";

function fakeHttp() {
  const state = { up: true, calls: 0, pending: [] as (() => void)[] };
  const http: UpstreamHttp = {
    post: () => Promise.reject(new Error("not used")),
    get: <T>() => {
      state.calls += 1;
      return new Promise<T>((resolve, reject) => {
        state.pending.push(() =>
          state.up
            ? resolve(true as T)
            : reject(new UpstreamUnavailableError("/healthz", "refused")),
        );
      });
    },
  };
  const settle = () => state.pending.splice(0).forEach((f) => f());
  return { http, state, settle };
}

function setup(cacheMs = 1000) {
  let t = 0;
  const fake = fakeHttp();
  const changes: boolean[] = [];
  const readiness = createReadiness({
    http: fake.http,
    probeTimeoutMs: 100,
    cacheMs,
    logger: createLogger({ level: "error", sink: () => {} }),
    onChange: (ready) => changes.push(ready),
    now: () => t,
  });
  return { readiness, fake, changes, advance: (ms: number) => (t += ms) };
}

async function settled<T>(promise: Promise<T>, settle: () => void): Promise<T> {
  await Promise.resolve();
  settle();
  return promise;
}

describe("readiness", () => {
  it("is not ready until started, without asking the upstream", async () => {
    const { readiness, fake } = setup();
    expect(await readiness.check()).toEqual({ ready: false, reason: "starting" });
    expect(fake.state.calls).toBe(0);
  });

  it("follows the upstream once started, reusing a probe for the cache time and sharing concurrent ones", async () => {
    const { readiness, fake, advance, changes } = setup(1000);
    readiness.markStarted();
    const both = Promise.all([readiness.check(), readiness.check()]);
    expect(await settled(both, fake.settle)).toEqual([{ ready: true }, { ready: true }]);
    expect(fake.state.calls).toBe(1);

    fake.state.up = false;
    advance(500);
    expect(await readiness.check()).toEqual({ ready: true }); // cached
    expect(fake.state.calls).toBe(1);
    advance(600);
    expect(await settled(readiness.check(), fake.settle)).toEqual({
      ready: false,
      reason: "upstream_unreachable",
    });
    fake.state.up = true;
    advance(1001);
    expect(await settled(readiness.check(), fake.settle)).toEqual({ ready: true });
    expect(changes).toEqual([true, false, true]);
  });

  it("is not ready once shutdown begins, whatever the upstream says", async () => {
    const { readiness, fake } = setup();
    readiness.markStarted();
    expect(await settled(readiness.check(), fake.settle)).toEqual({ ready: true });
    readiness.beginShutdown();
    expect(await readiness.check()).toEqual({ ready: false, reason: "shutting_down" });
    readiness.markStarted(); // no way back
    expect(await readiness.check()).toEqual({ ready: false, reason: "shutting_down" });
  });
});
