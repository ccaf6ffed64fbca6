/**
 * What one GraphQL execution learnt about sharing its answer: every upstream answer it used
 * reports here (shared for how long, or not at all), and so does every failure (a spec §8
 * fallback, an error). The public-response cache stores the answer only when nothing said no,
 * for no longer than the shortest upstream lifetime.
 */
export class ResponsePolicy {
  private shareable = true;
  private ttlMs = Number.POSITIVE_INFINITY;

  /** An upstream answer (or cached copy) that others may reuse for `remainingMs` more. */
  noteShared(remainingMs: number): void {
    this.ttlMs = Math.min(this.ttlMs, Math.max(0, remainingMs));
    if (remainingMs <= 0) this.shareable = false;
  }

  /** An answer personal to this request, or a failure: the response must not be shared. */
  notePrivate(): void {
    this.shareable = false;
  }

  /** How long the response may be shared, capped at `maxTtlMs`; 0 when it must not be. */
  sharedTtlMs(maxTtlMs: number): number {
    return this.shareable ? Math.min(this.ttlMs, maxTtlMs) : 0;
  }
}
