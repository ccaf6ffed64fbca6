/**
 * In-flight savings flows of one gateway process, one per user: a flow started while the same
 * user's flow is still running shares its promise instead of calling the upstream again, so two
 * simultaneous starts save the member once. (The upstream's setMember is idempotent too, which
 * covers several gateway processes.)
 */
export interface SavingsFlights<T> {
  /** `start()` unless a flow for `key` is running, in which case its promise is shared. */
  run(key: string, start: () => Promise<T>): { result: Promise<T>; shared: boolean };
  /** Flows running now. */
  size(): number;
}

export function createSavingsFlights<T>(): SavingsFlights<T> {
  const running = new Map<string, Promise<T>>();
  return {
    run(key, start) {
      const current = running.get(key);
      if (current) return { result: current, shared: true };
      const result = Promise.resolve()
        .then(start)
        .finally(() => running.delete(key));
      running.set(key, result);
      return { result, shared: false };
    },
    size: () => running.size,
  };
}
