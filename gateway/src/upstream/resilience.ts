/**
 * The pieces that keep upstream calls useful when the upstream is not: endpoint groups, a retry
 * budget, jittered backoff, `Retry-After` parsing and one circuit breaker per endpoint group
 * (cockatiel's sampling breaker). http.ts composes them around each call.
 */
import {
  circuitBreaker,
  CircuitState,
  handleWhen,
  SamplingBreaker,
  type CircuitBreakerPolicy,
} from "cockatiel";

/** What a call's breaker, retries and size cap obey; every field comes from the configuration. */
export interface ResilienceSettings {
  /** Largest upstream body read, in bytes; a longer one is abandoned and the call fails. */
  maxResponseBytes: number;
  /** Most retries of one idempotent read (0: never retry). */
  maxRetries: number;
  /** First backoff step in ms; attempt n waits a random time in [0, base·2ⁿ] (full jitter). */
  retryBaseDelayMs: number;
  /** Share of first attempts that may be retried over time, per endpoint group (0 to 1). */
  retryBudgetRatio: number;
  /** Retries always allowed per endpoint group before the ratio applies (a burst reserve). */
  retryBudgetReserve: number;
  /** The breaker opens when more than this share of calls failed in the window (0 to 1). */
  breakerThreshold: number;
  /** Sampling window of the breaker in ms. */
  breakerWindowMs: number;
  /** Fewest calls per second in the window before the breaker may open (low traffic never trips it). */
  breakerMinimumRps: number;
  /** Time an open breaker fails fast before one trial call is let through (half-open), in ms. */
  breakerHalfOpenAfterMs: number;
}

export const DEFAULT_RESILIENCE: ResilienceSettings = Object.freeze({
  maxResponseBytes: 8 * 1024 * 1024,
  maxRetries: 2,
  retryBaseDelayMs: 50,
  retryBudgetRatio: 0.2,
  retryBudgetReserve: 10,
  breakerThreshold: 0.3,
  breakerWindowMs: 10_000,
  breakerMinimumRps: 1,
  breakerHalfOpenAfterMs: 5_000,
});

/**
 * The endpoint group of an upstream path: its first two segments (`/api/auth/checkLogin` →
 * `/api/auth`, `/api/getCountryCat` → `/api/getCountryCat`). One breaker and one retry budget
 * per group, so a failing part of the upstream does not cut off the healthy ones.
 */
export function endpointGroup(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  const segments = pathname.split("/").filter((s) => s !== "");
  return `/${segments.slice(0, 2).join("/")}`;
}

/**
 * A token bucket of retries: every first attempt deposits `ratio` of a token, every retry takes
 * one; the bucket holds at most `reserve`. Retries thus stay under `ratio` of the traffic when the
 * upstream is failing for good, instead of multiplying the load on it.
 */
export class RetryBudget {
  private tokens: number;
  constructor(
    private readonly ratio: number,
    private readonly reserve: number,
  ) {
    this.tokens = reserve;
  }

  /** Records a first attempt. */
  deposit(): void {
    this.tokens = Math.min(this.reserve, this.tokens + this.ratio);
  }

  /** Takes one retry from the budget; false when it is spent. */
  tryWithdraw(): boolean {
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Full-jitter exponential backoff: a random delay in [0, base·2^retry] ms (retry counts from 0). */
export function backoffDelayMs(retry: number, baseMs: number, random: () => number): number {
  return Math.round(random() * baseMs * 2 ** retry);
}

/**
 * The delay a `Retry-After` header asks for, in ms: delta-seconds or an HTTP date; null when
 * absent or unreadable. A date in the past means "now" (0).
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  if (Number.isNaN(date) || !/[a-z]/i.test(value)) return null;
  return Math.max(0, date - now);
}

export type BreakerStateName = "closed" | "open" | "half_open" | "isolated";

const STATE_NAMES: Record<CircuitState, BreakerStateName> = {
  [CircuitState.Closed]: "closed",
  [CircuitState.Open]: "open",
  [CircuitState.HalfOpen]: "half_open",
  [CircuitState.Isolated]: "isolated",
};

export function breakerStateName(state: CircuitState): BreakerStateName {
  return STATE_NAMES[state];
}

/** One circuit breaker and one retry budget per endpoint group, made on first use. */
export interface EndpointGuards {
  breaker(group: string): CircuitBreakerPolicy;
  budget(group: string): RetryBudget;
  /** Current breaker state of every group seen so far. */
  states(): Record<string, BreakerStateName>;
}

export function createEndpointGuards(
  settings: ResilienceSettings,
  /** Counts a failure towards the breaker (the caller's transport failures and 5xx answers). */
  isFailure: (error: unknown) => boolean,
  onStateChange?: (group: string, state: BreakerStateName) => void,
): EndpointGuards {
  const breakers = new Map<string, CircuitBreakerPolicy>();
  const budgets = new Map<string, RetryBudget>();
  return {
    breaker(group) {
      let policy = breakers.get(group);
      if (!policy) {
        policy = circuitBreaker(handleWhen(isFailure), {
          halfOpenAfter: settings.breakerHalfOpenAfterMs,
          breaker: new SamplingBreaker({
            threshold: settings.breakerThreshold,
            duration: settings.breakerWindowMs,
            minimumRps: settings.breakerMinimumRps,
          }),
        });
        policy.onStateChange((state) => onStateChange?.(group, breakerStateName(state)));
        breakers.set(group, policy);
        onStateChange?.(group, "closed");
      }
      return policy;
    },
    budget(group) {
      let budget = budgets.get(group);
      if (!budget) {
        budget = new RetryBudget(settings.retryBudgetRatio, settings.retryBudgetReserve);
        budgets.set(group, budget);
      }
      return budget;
    },
    states: () =>
      Object.fromEntries([...breakers].map(([group, p]) => [group, breakerStateName(p.state)])),
  };
}
