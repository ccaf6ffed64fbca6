/**
 * Sign-in throttling with sliding windows over failed sign-ins: per account and per client IP.
 * Successful sign-ins do not count, so many travellers behind one address (an agency's office,
 * a hotel's wifi) are not locked out by each other's sign-ins, while guessing passwords, or
 * spraying one password over many accounts, from one address is. State is in memory, so limits apply PER GATEWAY INSTANCE: behind several instances
 * an attacker gets the limit once per instance (a shared store such as Redis would be needed for
 * a global limit). The clock is injected; the window functions are pure.
 */

export interface WindowLimit {
  /** Events allowed within the window. */
  limit: number;
  windowMs: number;
}

export const ACCOUNT_FAILURE_LIMIT: WindowLimit = { limit: 5, windowMs: 15 * 60_000 };
export const IP_FAILURE_LIMIT: WindowLimit = { limit: 20, windowMs: 15 * 60_000 };
/** Most keys remembered per window; the oldest are forgotten first. */
export const MAX_TRACKED_KEYS = 10_000;

/** Event times still inside the window ending at `now`. */
export function eventsInWindow(times: readonly number[], now: number, windowMs: number): number[] {
  return times.filter((t) => t > now - windowMs && t <= now);
}

/** Milliseconds until another event is allowed, 0 when it is allowed now. */
export function retryAfterMs(times: readonly number[], now: number, rule: WindowLimit): number {
  const recent = eventsInWindow(times, now, rule.windowMs);
  if (recent.length < rule.limit) return 0;
  // the (limit)-th most recent event must leave the window
  const sorted = [...recent].sort((a, b) => a - b);
  const blocking = sorted[sorted.length - rule.limit] ?? now;
  return blocking + rule.windowMs - now;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface SignInThrottle {
  /** Whether a sign-in for `account` from `ip` may go upstream now. */
  check(account: string, ip: string | undefined): ThrottleDecision;
  /** Counts a failed sign-in of `account` (empty for a token sign-in) from `ip`. */
  recordFailure(account: string, ip: string | undefined): void;
  /** Forgets the failures of `account` after a successful sign-in. */
  recordSuccess(account: string): void;
}

export interface SignInThrottleOptions {
  now?: () => number;
  account?: WindowLimit;
  ip?: WindowLimit;
  maxKeys?: number;
}

/** The account key: trimmed, lower-cased email. */
export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

export function createSignInThrottle(options: SignInThrottleOptions = {}): SignInThrottle {
  const now = options.now ?? Date.now;
  const accountRule = options.account ?? ACCOUNT_FAILURE_LIMIT;
  const ipRule = options.ip ?? IP_FAILURE_LIMIT;
  const maxKeys = options.maxKeys ?? MAX_TRACKED_KEYS;
  const failures = new Map<string, number[]>();
  const attempts = new Map<string, number[]>();

  function add(map: Map<string, number[]>, key: string, rule: WindowLimit): void {
    const t = now();
    const times = [...eventsInWindow(map.get(key) ?? [], t, rule.windowMs), t];
    map.delete(key); // re-insert so the map stays ordered by last use
    map.set(key, times.slice(-rule.limit));
    while (map.size > maxKeys) {
      const oldest = map.keys().next().value;
      if (oldest === undefined) break;
      map.delete(oldest);
    }
  }

  return {
    check(account, ip) {
      const t = now();
      const wait = Math.max(
        retryAfterMs(failures.get(accountKey(account)) ?? [], t, accountRule),
        ip ? retryAfterMs(attempts.get(ip) ?? [], t, ipRule) : 0,
      );
      return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
    },
    recordFailure(account, ip) {
      if (accountKey(account) !== "") add(failures, accountKey(account), accountRule);
      if (ip) add(attempts, ip, ipRule);
    },
    recordSuccess(account) {
      failures.delete(accountKey(account));
    },
  };
}
