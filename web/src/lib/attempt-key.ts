/**
 * Idempotency keys of form submissions (the gateway's `idempotencyKey` / `requestId`: 8 to 64
 * letters, digits, `-` or `_`). One key per submission attempt: the same values submitted again
 * (a retry after OUTCOME_UNKNOWN, a failure or a lost connection) send the same key, so the
 * server does the write once and answers its first result; changed values are a new attempt with
 * a new key, and so is anything after the attempt ended.
 */

/** A new random key: a UUID where the browser has randomUUID (secure contexts), else 32 hex digits. */
export function newAttemptKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === "function") return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The attempts of one form: the key of the values submitted now, kept while they stay the same. */
export interface AttemptKeys {
  /** The key for submitting `values`: the last one when the values are the same, else a new one. */
  keyFor(values: unknown): string;
  /** Ends the attempt (its answer is final): the next submission draws a new key. */
  end(): void;
}

export function createAttemptKeys(): AttemptKeys {
  let current: { signature: string; key: string } | null = null;
  return {
    keyFor(values) {
      const signature = JSON.stringify(values);
      if (current?.signature !== signature) current = { signature, key: newAttemptKey() };
      return current.key;
    },
    end() {
      current = null;
    },
  };
}
