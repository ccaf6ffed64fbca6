/**
 * An error a handler throws to answer with a given HTTP status and `{ status: 0, message }`,
 * or `{ status: 0, code, message }` when a machine-readable `code` (e.g. CARD_ALREADY_USED) is given.
 */
export class HttpError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
