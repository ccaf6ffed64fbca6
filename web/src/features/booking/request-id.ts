/**
 * A key for one booking attempt (booking.graphql BookOfferInput.requestId: 8 to 64 letters,
 * digits, `-` or `_`): sent again on a retry, it books once.
 */
export function newRequestId(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === "function") return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
