/**
 * Concurrent work for one key runs once; every caller for that key shares the one promise, and
 * the key is forgotten once it settles (failed or not). Used for coalesced cache misses and for
 * the one savings flow per user (savings/savings.ts).
 */
export interface Singleflight<T> {
  /** Runs `work` unless a run for `key` is in flight, in which case `joined` is true. */
  run(key: string, work: () => Promise<T>): { promise: Promise<T>; joined: boolean };
  /** Keys in flight (tests). */
  size(): number;
}

export function createSingleflight<T>(): Singleflight<T> {
  const flights = new Map<string, Promise<T>>();
  return {
    run(key, work) {
      const inFlight = flights.get(key);
      if (inFlight) return { promise: inFlight, joined: true };
      // `work` runs after the promise is registered, and a synchronous throw becomes a rejection
      const promise = Promise.resolve()
        .then(work)
        .finally(() => flights.delete(key));
      flights.set(key, promise);
      return { promise, joined: false };
    },
    size: () => flights.size,
  };
}
