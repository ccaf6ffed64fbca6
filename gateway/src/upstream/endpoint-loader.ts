/** A per-request DataLoader for a keyless upstream endpoint: the first load calls, later loads share. */
import DataLoader from "dataloader";

export interface EndpointLoader<T> {
  /** The endpoint's value for this request; the upstream is called at most once. */
  load(): Promise<T>;
  /** Forgets the value, so the next load calls again (after a write that changed it). */
  clear(): void;
}

const WHOLE = "whole";

export function createEndpointLoader<T>(fetchOnce: () => Promise<T>): EndpointLoader<T> {
  const loader = new DataLoader<typeof WHOLE, T>(async (keys) => {
    const value = await fetchOnce();
    return keys.map(() => value);
  });
  return {
    load: () => loader.load(WHOLE),
    clear: () => {
      loader.clear(WHOLE);
    },
  };
}
