/**
 * Counting attempts before they happen: every attempt takes one count from each of its keys'
 * fixed windows in the shared Store BEFORE the upstream is asked, so attempts in flight count
 * (twelve parallel guesses cannot all pass a limit of five) and so do attempts that time out.
 * An attempt over any limit gives its counts back and is refused with the time until the
 * fullest window ends; an attempt that turns out not to count (a correct password, a valid
 * code) gives its counts back too.
 */
import type { Store } from "../store";

export interface LimitRule {
  /** Attempts allowed within one window. */
  limit: number;
  windowMs: number;
}

export interface LimitKey {
  key: string;
  rule: LimitRule;
}

/** An admitted attempt: its counts stay unless it is released. */
export interface Attempt {
  /** Gives this attempt's counts back (it must not count); safe to call twice. */
  release(): Promise<void>;
}

export type Admission =
  { allowed: true; attempt: Attempt } | { allowed: false; retryAfterMs: number };

/** The store could not count: the limited action is refused (the cause says why). */
export class LimitUnavailableError extends Error {
  constructor(cause: unknown) {
    super("the abuse limits cannot be counted", { cause });
    this.name = "LimitUnavailableError";
  }
}

/**
 * Takes one count from each key; refuses (and takes nothing) when any would pass its limit.
 * Throws LimitUnavailableError when the store fails: what cannot be counted is not allowed.
 */
export async function admit(store: Store, keys: readonly LimitKey[]): Promise<Admission> {
  const counts = await Promise.allSettled(
    keys.map(({ key, rule }) => store.increment(key, 1, rule.windowMs)),
  );
  const giveBack = () =>
    Promise.all(
      keys.map(({ key, rule }, i) =>
        counts[i]?.status === "fulfilled" ? store.increment(key, -1, rule.windowMs) : undefined,
      ),
    ).then(() => undefined);
  const failure = counts.find((c) => c.status === "rejected");
  if (failure) {
    await giveBack().catch(() => undefined);
    throw new LimitUnavailableError(failure.reason);
  }
  let retryAfterMs = 0;
  keys.forEach(({ rule }, i) => {
    const count = counts[i];
    if (count?.status === "fulfilled" && count.value.value > rule.limit) {
      retryAfterMs = Math.max(retryAfterMs, count.value.ttlMs, 1);
    }
  });
  if (retryAfterMs > 0) {
    await giveBack();
    return { allowed: false, retryAfterMs };
  }
  let released: Promise<void> | undefined;
  return { allowed: true, attempt: { release: () => (released ??= giveBack()) } };
}

/** Milliseconds as whole seconds for a `retryAfter` field: rounded up, at least 1. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
