/** Reads an upstream body up to a byte cap, so one huge answer cannot exhaust the gateway's heap. */

/** The body was longer than the cap; the read was abandoned and the connection released. */
export class ResponseTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`answer larger than ${maxBytes} bytes`);
    this.name = "ResponseTooLargeError";
  }
}

/**
 * The body as UTF-8 text (a leading byte-order mark dropped, as `Response.text()` does), or a
 * ResponseTooLargeError as soon as the declared length or the bytes read pass `maxBytes`. Never
 * holds more than `maxBytes` plus one chunk.
 */
export async function readCappedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new ResponseTooLargeError(maxBytes);
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ResponseTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks, total));
}
